import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { CsvDownload } from '@leadgen/core';

/**
 * Writes a CSV export (core's `exportListCsv` / `exportCampaignCsv`) under `dir` with the file
 * name core gives it; returns the path written.
 */
export async function saveCsv(download: CsvDownload, dir: string): Promise<string> {
  const path = join(dir, download.fileName);
  await pipeline(download.stream, createWriteStream(path));
  return path;
}
