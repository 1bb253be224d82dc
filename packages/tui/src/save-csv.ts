import { join } from 'node:path';
import { type CsvDownload, writePrivateFile } from '@leadgen/core';

/**
 * Writes a CSV export (core's `exportListCsv` / `exportCampaignCsv`) under `dir` with the file
 * name core gives it, readable by the user only (0600, an older export overwritten included);
 * returns the path written.
 */
export async function saveCsv(download: CsvDownload, dir: string): Promise<string> {
  const path = join(dir, download.fileName);
  await writePrivateFile(path, download.stream);
  return path;
}
