import { Readable } from 'node:stream';
import type { CsvDownload } from '@leadgen/core';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.js';

/**
 * A CSV download as a streamed attachment (spec §9: the file name from `csvFileName`, which
 * leaves only a-z, 0-9 and '_', so it needs no quoting beyond the plain quotes). The stream is
 * core's `csvExportStream`: every value quoted, formulas neutralised.
 */
export function csvResponse(c: Context<AppEnv>, download: CsvDownload): Response {
  return c.body(Readable.toWeb(download.stream) as ReadableStream, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${download.fileName}"`,
    'Cache-Control': 'no-store',
  });
}
