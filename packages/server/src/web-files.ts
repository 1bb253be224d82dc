import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, type Stats, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv } from './app-env.js';
import { preferredEncoding } from './preferred-encoding.js';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Leadgen</title>
<p>The web app is not built yet: run <code>npm run build</code>, then reload. The API is at /api.</p>`;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Types the build writes `.br` and `.gz` beside (packages/web/precompress.ts). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
/** The compressed copies the web build writes beside a file. */
const SUFFIX = { br: '.br', gzip: '.gz' } as const;
type Copy = keyof typeof SUFFIX;

interface File {
  path: string;
  stats: Stats;
}

function fileAt(path: string): File | null {
  try {
    const stats = statSync(path);
    return stats.isFile() ? { path, stats } : null;
  } catch {
    return null;
  }
}

/** The file under `dist` a URL path names, or null (outside dist, a directory, missing). */
function resolveFile(dist: string, urlPath: string): File | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').includes('..')) return null;
  const path = join(dist, decoded);
  return path.startsWith(dist + sep) ? fileAt(path) : null;
}

/**
 * A file as it is or, when the build wrote a compressed copy beside it and the client accepts
 * it (brotli first, then gzip), that copy with `Content-Encoding`: the original's type and a
 * `Content-Length` of what is sent, `Vary: Accept-Encoding` whenever copies exist.
 */
function sendFile(c: Context<AppEnv>, file: File, cacheControl: string): Response {
  const type = getMimeType(file.path) ?? 'application/octet-stream';
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': cacheControl,
    'Last-Modified': file.stats.mtime.toUTCString(),
  };
  let sent = file;
  if (COMPRESSIBLE.test(type)) {
    const copies = new Map<Copy, File>();
    for (const encoding of ['br', 'gzip'] as const) {
      const copy = fileAt(file.path + SUFFIX[encoding]);
      if (copy) copies.set(encoding, copy);
    }
    if (copies.size > 0) {
      headers.Vary = 'Accept-Encoding';
      const encoding = preferredEncoding(c.req.header('accept-encoding'), [...copies.keys()]);
      const copy = encoding ? copies.get(encoding) : undefined;
      if (encoding && copy) {
        headers['Content-Encoding'] = encoding;
        sent = copy;
      }
    }
  }
  headers['Content-Length'] = String(sent.stats.size);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(Readable.toWeb(createReadStream(sent.path)) as ReadableStream, 200, headers);
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the inline scripts of the built
 * `index.html` under `dist` (the page's start script, packages/web/boot-script.ts); none when
 * the app is not built. Read once: a later build needs the server restarted.
 */
export function inlineScriptHashes(dist: string): string[] {
  let html: string;
  try {
    html = readFileSync(join(dist, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, source]) =>
      `'sha256-${createHash('sha256')
        .update(source ?? '')
        .digest('base64')}'`,
  );
}

/**
 * Serves the built web app from `dist` (DESIGN.md §6): its files (hashed assets cached for a
 * year, the rest revalidated), precompressed copies by `Accept-Encoding`, and `index.html` for
 * every other GET outside /api, so client routes such as /dashboard load the app. Source maps
 * are never served (the production build has none; a stale one stays private), nor is a missing
 * asset answered with the page. Without a build, a page says how to make one.
 */
export function serveWebApp(app: Hono<AppEnv>, dist: string): void {
  app.use('*', async (c, next) => {
    const { path, method } = c.req;
    if (path.startsWith('/api/') || (method !== 'GET' && method !== 'HEAD')) return next();
    if (path.endsWith('.map')) return c.notFound();
    const file = resolveFile(dist, path);
    if (file) return sendFile(c, file, path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    if (path.startsWith('/assets/')) return c.notFound();
    return next();
  });
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    const index = fileAt(join(dist, 'index.html'));
    if (!index) return c.html(NOT_BUILT);
    return sendFile(c, index, 'no-cache');
  });
}
