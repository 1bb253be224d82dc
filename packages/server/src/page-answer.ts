import type { Context, TypedResponse } from 'hono';
import type { AppEnv } from './app-env.js';
import { codedJson } from './middleware/compress.js';
import { preferredEncoding } from './preferred-encoding.js';

/**
 * The answer to a page request (typed as the page `T` it is, so the browser's client infers it):
 * the page kept under `key` for the coding the client accepts while `version` is current, else
 * the JSON `make` writes (in parts: `pageParts`), coded (`codedJson`) and kept when there is a
 * version. Coded pages say so themselves, so `compress` leaves them as they are.
 */
export async function pageAnswer<T>(
  c: Context<AppEnv>,
  key: string,
  version: string | number | undefined,
  make: () => Promise<Uint8Array[]>,
) {
  const accepted = c.req.header('accept-encoding');
  const userId = c.var.user.id;
  const { pages } = c.var.caches;
  const keyed = `${key}\n${preferredEncoding(accepted) ?? 'identity'}`;
  let sent = version === undefined ? undefined : pages.get(userId, keyed, version);
  if (sent === undefined) {
    sent = await codedJson(await make(), accepted);
    if (version !== undefined) pages.set(userId, keyed, version, sent);
  }
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (sent.encoding) Object.assign(headers, { 'content-encoding': sent.encoding, vary: 'Accept-Encoding' });
  return new Response(sent.body, { status: 200, headers }) as Response & TypedResponse<T, 200, 'json'>;
}
