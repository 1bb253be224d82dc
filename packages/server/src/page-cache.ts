import {
  createRowIndexCache,
  createVersionedCache,
  type RowIndexCache,
  type VersionedCache,
} from '@leadgen/core';
import type { Context, TypedResponse } from 'hono';
import type { AppEnv } from './app-env.js';
import { codedJson } from './middleware/compress.js';
import { type Encoding, preferredEncoding } from './preferred-encoding.js';

/** A page as it was sent: its bytes and their coding (null: as they are). */
interface SentPage {
  body: Uint8Array;
  encoding: Encoding | null;
}

/**
 * The server's answers kept between requests, each per user and tagged with the data version it
 * was read at (`createVersionedCache`: served only while the version is current, so any write by
 * any process makes it miss; one user's filter changes evict only their own entries):
 *
 * - `pages`: pages as sent, by request and coding: lead review tagged with the list's
 *   `data_version`, the selector with the user's `selectorVersion`. The version is read before
 *   the page, so a page is never older than its tag.
 * - `indexes`: each list's rows and each user's selectable rows held in memory per data version
 *   (`createRowIndexCache`), from which lead review and the selector filter, count and page a
 *   new filter without scanning the database.
 */
export function createPageCaches(): { pages: VersionedCache<SentPage>; indexes: RowIndexCache } {
  return {
    pages: createVersionedCache<SentPage>({ users: 1000, perUser: 50 }),
    indexes: createRowIndexCache(),
  };
}

export type PageCaches = ReturnType<typeof createPageCaches>;

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
