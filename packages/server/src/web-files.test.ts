import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { openTestApp } from '@leadgen/test-utils/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';

let t: Awaited<ReturnType<typeof openTestApp>>;
let dist: string;
let app: ReturnType<typeof createApp>;

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Leadgen</title>
<script type="module" crossorigin src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;
const SCRIPT = `export const rows = [${Array.from({ length: 200 }, (_, i) => `{ id: ${i}, name: 'row ${i}' }`).join(', ')}];\n`;

/** A build as packages/web's makes it: files, with .br and .gz beside the compressible ones. */
beforeAll(async () => {
  t = await openTestApp();
  dist = mkdtempSync(join(tmpdir(), 'leadgen-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  const write = (file: string, content: string) => {
    writeFileSync(join(dist, file), content);
    writeFileSync(join(dist, `${file}.br`), brotliCompressSync(content));
    writeFileSync(join(dist, `${file}.gz`), gzipSync(content));
  };
  write('index.html', INDEX);
  write('assets/app.js', SCRIPT);
  writeFileSync(join(dist, 'assets/app.js.map'), '{"version":3,"sourcesContent":["secret source"]}');
  app = createApp({ ...t.deps, webDist: dist });
});
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await t.close();
});

const get = (path: string, headers: Record<string, string> = {}, target = app) =>
  target.request(path, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('Content-Security-Policy', () => {
  const POLICY =
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https://*.cdninstagram.com https://*.fbcdn.net; font-src 'self'; connect-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'";

  it.each(['/', '/dashboard', '/login', '/list/0193c4d2-0000-7000-8000-000000000000', '/index.html'])(
    'is strict on the page at %s',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('content-security-policy')).toBe(POLICY);
      expect(await res.text()).toBe(INDEX);
    },
  );

  it('is on the page that says the app is not built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'leadgen-web-empty-'));
    try {
      const res = await get('/dashboard', {}, createApp({ ...t.deps, webDist: empty }));
      expect(await res.text()).toContain('The web app is not built yet');
      expect(res.headers.get('content-security-policy')).toBe(POLICY);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("allows the page's own inline script by its hash, and no other", async () => {
    const boot = "fetch('/api/users/me')";
    const built = mkdtempSync(join(tmpdir(), 'leadgen-web-inline-'));
    try {
      writeFileSync(join(built, 'index.html'), INDEX.replace('<title>', `<script>${boot}</script><title>`));
      const policy = (await get('/dashboard', {}, createApp({ ...t.deps, webDist: built }))).headers.get(
        'content-security-policy',
      );
      const hash = createHash('sha256').update(boot).digest('base64');
      expect(policy).toBe(POLICY.replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`));
    } finally {
      rmSync(built, { recursive: true, force: true });
    }
  });

  it('allows the pictures and videos the app is configured with, and nothing inline', async () => {
    const configured = createApp({
      ...t.deps,
      webDist: dist,
      imageOrigins: ['http://127.0.0.1:4010'],
      web: {
        landingVideoUrl: 'https://www.youtube.com/embed/abc',
        welcomeVideoUrl: 'https://player.vimeo.com/video/1',
        tutorialVideoUrls: ['https://www.youtube.com/embed/def', null, null],
        extensionUrl: null,
      },
    });
    const policy = (await get('/login', {}, configured)).headers.get('content-security-policy') ?? '';
    expect(policy).toContain(
      "img-src 'self' data: https://*.cdninstagram.com https://*.fbcdn.net http://127.0.0.1:4010;",
    );
    expect(policy).toContain('frame-src https://www.youtube.com https://player.vimeo.com;');
    expect(policy).not.toContain('unsafe');
  });
});

describe('source maps', () => {
  it('are never served, even when a stale one is in dist', async () => {
    expect((await get('/assets/app.js.map')).status).toBe(404);
    expect((await get('/assets/gone.js.map')).status).toBe(404);
    expect((await get('/app.js.map')).status).toBe(404);
  });
});

describe('precompressed files', () => {
  const script = () => readFileSync(join(dist, 'assets/app.js'));

  it('sends brotli to a browser that accepts it, with the type, length and cache of the file', async () => {
    const res = await get('/assets/app.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(res);
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(body.length).toBeLessThan(script().length);
    expect(brotliDecompressSync(body).equals(script())).toBe(true);
  });

  it('falls back to gzip, then to the file itself', async () => {
    const gz = await get('/assets/app.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).equals(script())).toBe(true);

    for (const headers of [
      {} as Record<string, string>,
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ]) {
      const plain = await get('/assets/app.js', headers);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toBe('Accept-Encoding');
      const body = await bytes(plain);
      expect(plain.headers.get('content-length')).toBe(String(body.length));
      expect(body.equals(script())).toBe(true);
    }
  });

  it('answers HEAD with the headers of GET', async () => {
    const res = await app.request('/assets/app.js', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-length')).toBe(
      String(readFileSync(join(dist, 'assets/app.js.br')).length),
    );
    expect((await bytes(res)).length).toBe(0);
  });

  it('codes the page of every client route too, revalidated on each visit', async () => {
    const res = await get('/dashboard', { 'accept-encoding': 'br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(INDEX);
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    expect((await get('/assets/gone.js')).status).toBe(404);
    expect((await get('/assets/..%2F..%2Fpackage.json')).status).toBe(404);
  });
});
