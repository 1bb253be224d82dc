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
  zstdCompress,
  zstdCompressSync,
} from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.js';
import { type Encoding, preferredEncoding } from '../preferred-encoding.js';

/** Smaller answers go as they are: a coding saves little on them and costs a round of work. */
const MIN_BYTES = 1024;
/**
 * Fast settings for answers made per request (the web build precompresses at the best ones):
 * zstd 1 codes an 83 kB selector page in about 0.19 ms to 6.8 kB, brotli 3 in 0.52 ms to
 * 6.4 kB, gzip 6 in 0.89 ms to 7.4 kB. zstd's window stays within the 8 MB that RFC 9659 §3
 * lets a client refuse beyond (level 1 uses 512 kB at most).
 */
const ZSTD_LEVEL = 1;
const BROTLI_QUALITY = 3;
const GZIP_LEVEL = 6;
/** A streamed answer's compressor is flushed at most this long after data went in. */
const FLUSH_MS = 100;
/** What streamed answers (CSV exports) are coded with: their compressors flush (`compressStream`). */
const STREAM_CODINGS = ['br', 'gzip'] as const;

type ResponseBody = ConstructorParameters<typeof Response>[0];

const JSON_TYPE = /^application\/json\b/i;
const CSV_TYPE = /^text\/csv\b/i;

const coders = {
  zstd: {
    sync: zstdCompressSync,
    async: promisify(zstdCompress),
    options: () => ({ params: { [constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL } }),
  },
  br: {
    sync: brotliCompressSync,
    async: promisify(brotliCompress),
    options: (bytes: number) => ({
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes },
    }),
  },
  gzip: { sync: gzipSync, async: promisify(gzip), options: () => ({ level: GZIP_LEVEL }) },
} as const;

/**
 * Bodies up to this size are coded on the spot: Node's asynchronous coders cost a 137 kB page
 * three times the CPU of the synchronous call (brotli: 2.3 ms against 0.8 ms), which holds the
 * process no longer than that; bigger ones (select-all ids, long exports) go to the thread pool.
 */
const CODE_IN_PLACE_BYTES = 256 * 1024;

/** `body` coded as `encoding` in the thread pool: for bodies over CODE_IN_PLACE_BYTES. */
async function compressInPool(body: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  const coder = coders[encoding];
  const coded = await coder.async(body, coder.options(body.byteLength));
  return new Uint8Array(coded.buffer, coded.byteOffset, coded.byteLength);
}

/** `body` coded as `encoding` on the spot. */
function compressNow(body: Uint8Array, encoding: Encoding): Uint8Array {
  const coder = coders[encoding];
  const coded = coder.sync(body, coder.options(body.byteLength));
  return new Uint8Array(coded.buffer, coded.byteOffset, coded.byteLength);
}

/**
 * Where JSON made of parts is put together to be coded on the spot: one buffer, reused, so a
 * 137 kB page allocates only its coding. (A new 137 kB buffer per answer, 100 MB a second
 * under load, had V8 collect its old generation twice a second, for 10-25 ms each time.)
 */
const scratch = Buffer.allocUnsafeSlow(CODE_IN_PLACE_BYTES);

/**
 * JSON made of `parts` (UTF-8), coded as `accepted` (a request's `Accept-Encoding`) allows,
 * by `compress`'s rules: the bytes to send and their coding (null: sent as they are).
 */
export async function codedJson(
  parts: readonly Uint8Array[],
  accepted: string | undefined,
): Promise<{ body: Uint8Array; encoding: Encoding | null }> {
  let size = 0;
  for (const part of parts) size += part.byteLength;
  const encoding = size < MIN_BYTES ? null : preferredEncoding(accepted);
  if (encoding && size <= CODE_IN_PLACE_BYTES) {
    let at = 0;
    for (const part of parts) {
      scratch.set(part, at);
      at += part.byteLength;
    }
    return { body: compressNow(scratch.subarray(0, size), encoding), encoding };
  }
  const body = parts.length === 1 ? (parts[0] as Uint8Array) : Buffer.concat(parts, size);
  return { body: encoding ? await compressInPool(body, encoding) : body, encoding };
}

/**
 * A stream compressed as it goes. The compressor keeps what it is given until it has enough to
 * code well; a flush at most FLUSH_MS after data went in sends what it holds, so a slow export
 * still reaches the client as it is made, without a flush (and a worse ratio) per row.
 */
function compressStream(
  body: ReadableStream<Uint8Array>,
  encoding: (typeof STREAM_CODINGS)[number],
): ReadableStream<Uint8Array> {
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

/** `res` with `body`, coded as `encoding` when given: its headers, but for the coding's. */
function withBody(res: Response, body: ResponseBody, encoding: Encoding | null): Response {
  const headers = new Headers(res.headers);
  if (encoding) {
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
  }
  return new Response(body, { status: res.status, headers });
}

/**
 * Compresses JSON and CSV answers (issue 18) as `Accept-Encoding` allows: JSON above MIN_BYTES
 * in one go with zstd, else brotli, else gzip (`codedJson`); CSV downloads as they stream with
 * brotli, else gzip. Server-Sent Events (text/event-stream), answers without a body (HEAD is
 * stripped later by Hono, 204, 304), answers already coded (pages: `pageAnswer`) and the
 * `exempt` paths (Stripe's webhook) go as they are. Every JSON and CSV answer says `Vary:
 * Accept-Encoding`; `Content-Length` is dropped when coded. A JSON body is read only to be
 * coded: not for a client that accepts no coding.
 */
export function compress(options: { exempt?: readonly string[] } = {}): MiddlewareHandler<AppEnv> {
  const exempt = new Set(options.exempt ?? []);
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    const csv = CSV_TYPE.test(type);
    if (!csv && !JSON_TYPE.test(type)) return;
    if (exempt.has(c.req.path) || res.status === 204 || res.status === 304) return;
    if (res.headers.has('content-encoding')) return;
    res.headers.append('Vary', 'Accept-Encoding');
    const accepted = c.req.header('accept-encoding');
    // unset first: assigning over a response copies the old one's headers onto the new one
    const answer = (next: Response) => {
      c.res = undefined;
      c.res = next;
    };
    if (csv) {
      const encoding = preferredEncoding(accepted, STREAM_CODINGS);
      if (encoding && res.body) answer(withBody(res, compressStream(res.body, encoding), encoding));
      return;
    }
    if (!preferredEncoding(accepted) || !res.body) return;
    const { body, encoding } = await codedJson([new Uint8Array(await res.arrayBuffer())], accepted);
    answer(withBody(res, body, encoding));
  };
}
