import { createHash } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
} from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.js';
import { type Encoding, preferredEncoding } from '../preferred-encoding.js';

/** Smaller answers go as they are: a coding saves little on them and costs a round of work. */
const MIN_BYTES = 1024;
/**
 * Fast settings for answers made per request (the web build precompresses at the best ones):
 * brotli 3 codes a 137 kB selector page in about 0.6 ms to 11.1 kB, where 4 takes 0.9 ms for
 * 10.7 kB.
 */
const BROTLI_QUALITY = 3;
const GZIP_LEVEL = 6;
/** A streamed answer's compressor is flushed at most this long after data went in. */
const FLUSH_MS = 100;

type ResponseBody = ConstructorParameters<typeof Response>[0];

const JSON_TYPE = /^application\/json\b/i;
const CSV_TYPE = /^text\/csv\b/i;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Bodies up to this size are coded on the spot: Node's asynchronous brotli costs a 137 kB page
 * 2.3 ms of CPU where the synchronous call costs 0.8 ms, and holds the process no longer than
 * that; bigger ones (select-all ids, long exports) go to the thread pool.
 */
const CODE_IN_PLACE_BYTES = 256 * 1024;

function compressBuffer(body: Uint8Array, encoding: Encoding): Buffer | Promise<Buffer> {
  const options = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  };
  if (body.byteLength <= CODE_IN_PLACE_BYTES) {
    return encoding === 'br' ? brotliCompressSync(body, options) : gzipSync(body, { level: GZIP_LEVEL });
  }
  return encoding === 'br' ? brotli(body, options) : gzipped(body, { level: GZIP_LEVEL });
}

/**
 * Coded bodies by their content, least recently used first out: an answer sent again (a
 * lead-review page from the page cache, the same list twice) is coded once. Hashing a body
 * costs a small part of coding it.
 */
function createCodedCache(capacity = 256) {
  const coded = new Map<string, Uint8Array>();
  return async (body: Uint8Array, encoding: Encoding): Promise<Uint8Array> => {
    const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`;
    const hit = coded.get(key);
    if (hit) {
      coded.delete(key);
      coded.set(key, hit);
      return hit;
    }
    const result = new Uint8Array(await compressBuffer(body, encoding));
    coded.set(key, result);
    if (coded.size > capacity) coded.delete(coded.keys().next().value as string);
    return result;
  };
}

/**
 * A stream compressed as it goes. The compressor keeps what it is given until it has enough to
 * code well; a flush at most FLUSH_MS after data went in sends what it holds, so a slow export
 * still reaches the client as it is made, without a flush (and a worse ratio) per row.
 */
function compressStream(body: ReadableStream<Uint8Array>, encoding: Encoding): ReadableStream<Uint8Array> {
  const zip =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : createGzip({ level: GZIP_LEVEL });
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  let timer: NodeJS.Timeout | undefined;
  const source = Readable.fromWeb(body as Parameters<typeof Readable.fromWeb>[0]);
  source.on('data', () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      if (!zip.writableEnded && !zip.destroyed) zip.flush(flushKind);
    }, FLUSH_MS);
  });
  // pipeline destroys both sides on an error or a client gone, so the stream ends with it
  pipeline(source, zip, () => clearTimeout(timer));
  return Readable.toWeb(zip) as ReadableStream<Uint8Array>;
}

/**
 * Compresses JSON and CSV answers (issue 18) with brotli, else gzip, as `Accept-Encoding`
 * allows: JSON above MIN_BYTES in one go, CSV downloads as they stream. Server-Sent Events
 * (text/event-stream), answers without a body (HEAD is stripped later by Hono, 204, 304) and
 * the `exempt` paths (Stripe's webhook) go as they are. `Vary: Accept-Encoding` goes with every
 * answer whose coding depends on it (and with any JSON answer to a client that accepts no
 * coding: its body is not read to learn its size); `Content-Length` is dropped when coded. JSON bodies sent
 * again (pages from the lead-review cache) reuse their coding.
 */
export function compress(options: { exempt?: readonly string[] } = {}): MiddlewareHandler<AppEnv> {
  const exempt = new Set(options.exempt ?? []);
  const codedJson = createCodedCache();
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    const csv = CSV_TYPE.test(type);
    if (!csv && !JSON_TYPE.test(type)) return;
    if (exempt.has(c.req.path) || res.status === 204 || res.status === 304) return;
    if (res.headers.has('content-encoding')) return;
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    if (!encoding && !csv) {
      // nothing to code: the answer goes as the route made it (reading its body here would
      // copy it), saying that it would be coded for a client that accepts a coding
      res.headers.append('Vary', 'Accept-Encoding');
      return;
    }
    if (!res.body) return;
    const headers = new Headers(res.headers);
    // unset first: assigning over a response copies the old one's headers onto the new one
    const replace = (body: ResponseBody) => {
      c.res = undefined;
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
    };
    const coded = (body: ResponseBody, as: Encoding) => {
      headers.set('Content-Encoding', as);
      headers.delete('Content-Length');
      return replace(body);
    };
    if (csv) {
      headers.append('Vary', 'Accept-Encoding');
      if (encoding) return coded(compressStream(res.body, encoding), encoding);
      return replace(res.body);
    }
    const plain = new Uint8Array(await res.arrayBuffer());
    if (plain.byteLength < MIN_BYTES || !encoding) return replace(plain);
    headers.append('Vary', 'Accept-Encoding');
    coded(await codedJson(plain, encoding), encoding);
  };
}
