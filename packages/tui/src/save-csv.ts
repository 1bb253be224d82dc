import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { CsvDownload } from '@leadgen/core';

/** Exports hold people's names, bios and messages: readable by their owner only, as the CLI writes them. */
const PRIVATE_FILE = 0o600;

/**
 * Writes a CSV export (core's `exportListCsv` / `exportCampaignCsv`) under `dir` with the file
 * name core gives it, readable by the user only (0600, an older export overwritten included);
 * returns the path written.
 */
export async function saveCsv(download: CsvDownload, dir: string): Promise<string> {
  const path = join(dir, download.fileName);
  const file = await open(path, 'w', PRIVATE_FILE);
  try {
    // the mode above applies to a new file only: an export written before keeps its own
    await file.chmod(PRIVATE_FILE);
  } catch (error) {
    await file.close();
    throw error;
  }
  await pipeline(download.stream, file.createWriteStream());
  return path;
}
