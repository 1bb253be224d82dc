import { brotliDecompressSync, createBrotliDecompress, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { completedList, openTestApp } from '@leadgen/test-utils/server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env.js';
import { codedJson, compress } from './compress.js';

let t: Awaited<ReturnType<typeof openTestApp>>;
let ana: { cookie: string };
let listId: string;
beforeAll(async () => {
  t = await openTestApp();
  ana = await t.signUp('ana@example.com');
  ({ listId } = await completedList(t, ana, { max: 12 }));
});
afterAll(() => t.close());

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  t.app.request(path, {
    method,
    headers: { cookie: ana.cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('compressed API answers', () => {
  it('codes a lead-review page with zstd, else brotli, else gzip, to the same JSON', async () => {
    const path = `/api/lists/${listId}/profiles?limit=100`;
    const plain = await get(path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const json = await plain.text();
    expect(json.length).toBeGreaterThan(1024);
    expect((JSON.parse(json) as { profiles: unknown[] }).profiles).toHaveLength(12);

    const zstd = await get(path, 'gzip, deflate, br, zstd');
    expect(zstd.status).toBe(200);
    expect(zstd.headers.get('content-encoding')).toBe('zstd');
    expect(zstd.headers.get('content-type')).toBe('application/json');
    expect(zstd.headers.get('vary')).toBe('Accept-Encoding');
    expect(zstd.headers.get('content-length')).toBeNull();
    const coded = await bytes(zstd);
    expect(coded.length).toBeLessThan(json.length / 2);
    expect(zstdDecompressSync(coded).toString()).toBe(json);

    // the same page again, from the page cache: the same coded bytes
    expect(await bytes(await get(path, 'zstd'))).toEqual(coded);

    const br = await get(path, 'gzip, deflate, br, zstd;q=0.5');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(json);

    const gz = await get(path, 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(json);
  });

  it('answers HEAD with the coding and no body', async () => {
    const res = await get(`/api/lists/${listId}/profiles?limit=100`, 'br', 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect((await bytes(res)).length).toBe(0);
  });

  it('leaves small answers as they are', async () => {
    const res = await get('/api/credits', 'br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toHaveProperty('credits');
  });

  it('codes a CSV export as it streams, to the same file', async () => {
    const path = `/api/lists/${listId}/csv`;
    const csv = await (await get(path)).text();
    expect(csv.split('\n').length).toBeGreaterThan(12);
    // streams are coded with brotli even for a client that takes zstd
    const br = await get(path, 'gzip, deflate, br, zstd');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(br.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"$/);
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(csv);
    const gz = await get(path, 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(csv);
  });

  it('never codes the live event stream', async () => {
    const res = await get('/api/events', 'gzip, br');
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('event: credits');
    await reader.cancel();
  });
});

describe('compress', () => {
  it('codes small and large JSON alike, the large off the main thread', async () => {
    const rows = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ id: `row-${i}`, bio: `coach ${i}` }));
    const app = new Hono<AppEnv>()
      .use(compress())
      .get('/small', (c) => c.json(rows(100)))
      .get('/large', (c) => c.json(rows(20_000)));
    for (const path of ['/small', '/large']) {
      for (const [encoding, decode] of [
        ['zstd', zstdDecompressSync],
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const res = await app.request(path, { headers: { 'accept-encoding': encoding } });
        expect(res.headers.get('content-encoding')).toBe(encoding);
        const json = JSON.parse(decode(Buffer.from(await res.arrayBuffer())).toString()) as unknown[];
        expect(json).toHaveLength(path === '/small' ? 100 : 20_000);
      }
    }
  });

  it('sends a slow stream on as it comes, not only at its end', async () => {
    let source!: ReadableStreamDefaultController<Uint8Array>;
    const rows = new ReadableStream<Uint8Array>({
      start(controller) {
        source = controller;
      },
    });
    const app = new Hono<AppEnv>()
      .use(compress())
      .get('/export.csv', (c) => c.body(rows, 200, { 'content-type': 'text/csv; charset=utf-8' }));
    const res = await app.request('/export.csv', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');

    const decoded: string[] = [];
    const decoder = createBrotliDecompress();
    decoder.on('data', (chunk: Buffer) => decoded.push(chunk.toString()));
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    source.enqueue(new TextEncoder().encode('"username"\n"ana"\n'));
    // the source stays open: what came so far must arrive, decodable, within the flush delay
    while (decoded.join('') !== '"username"\n"ana"\n') {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      await new Promise<void>((resolve) => decoder.write(value, () => setImmediate(resolve)));
    }
    source.enqueue(new TextEncoder().encode('"ben"\n'));
    source.close();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      decoder.write(value);
    }
    await new Promise((resolve) => decoder.end(resolve));
    expect(decoded.join('')).toBe('"username"\n"ana"\n"ben"\n');
  });
});

describe('codedJson', () => {
  const parts = (text: string) => [Buffer.from('{"rows":['), Buffer.from(text), Buffer.from(']}')];
  const decode = (body: Uint8Array) => zstdDecompressSync(body).toString();

  it('codes each answer on its own though their parts share one buffer', async () => {
    const first = await codedJson(parts(`"${'a'.repeat(40_000)}"`), 'zstd');
    const second = await codedJson(parts(`"${'b'.repeat(20_000)}"`), 'zstd');
    expect(first.encoding).toBe('zstd');
    expect(decode(first.body)).toBe(`{"rows":["${'a'.repeat(40_000)}"]}`);
    expect(decode(second.body)).toBe(`{"rows":["${'b'.repeat(20_000)}"]}`);
  });

  it('sends small JSON as it is, with no coding', async () => {
    const small = await codedJson(parts('1,2,3'), 'gzip, br, zstd');
    expect(small.encoding).toBeNull();
    expect(Buffer.from(small.body).toString()).toBe('{"rows":[1,2,3]}');
    // its bytes are its own: the next answer does not write over them
    await codedJson(parts(`"${'c'.repeat(5_000)}"`), 'zstd');
    expect(Buffer.from(small.body).toString()).toBe('{"rows":[1,2,3]}');
  });

  it('codes JSON larger than the shared buffer in the thread pool, and none for identity', async () => {
    const text = Array.from({ length: 40_000 }, (_, i) => `"row ${i}"`).join(',');
    const large = await codedJson(parts(text), 'br');
    expect(large.encoding).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.body).toString()).rows).toHaveLength(40_000);
    const plain = await codedJson(parts(text), undefined);
    expect(plain.encoding).toBeNull();
    expect(JSON.parse(Buffer.from(plain.body).toString()).rows).toHaveLength(40_000);
  });
});
