import { createReadStream, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from './app-env.js';

/** Where the server offers the packed browser extension. */
export const EXTENSION_DOWNLOAD_PATH = '/extension/leadgen-extension.zip';

const packedSize = (zip: string | undefined): number | null => {
  if (!zip) return null;
  try {
    const stats = statSync(zip);
    return stats.isFile() ? stats.size : null;
  } catch {
    return null;
  }
};

/**
 * The link the web app offers to get the extension: the store listing when
 * `LEADGEN_EXTENSION_URL` names one, else this server's packed extension when it was built.
 */
export function extensionUrl(deps: Pick<AppDeps, 'web' | 'extensionZip'>): string | null {
  return deps.web?.extensionUrl ?? (packedSize(deps.extensionZip) === null ? null : EXTENSION_DOWNLOAD_PATH);
}

/** GET /extension/leadgen-extension.zip: the extension packed at build time (404 when not built). */
export function serveExtensionZip(app: Hono<AppEnv>): void {
  app.get(EXTENSION_DOWNLOAD_PATH, (c: Context<AppEnv>) => {
    const zip = c.var.deps.extensionZip;
    const size = packedSize(zip);
    if (!zip || size === null) return c.notFound();
    const headers = {
      'Content-Type': 'application/zip',
      'Content-Length': String(size),
      'Content-Disposition': 'attachment; filename="leadgen-extension.zip"',
      'Cache-Control': 'no-cache',
    };
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(Readable.toWeb(createReadStream(zip)) as ReadableStream, 200, headers);
  });
}
