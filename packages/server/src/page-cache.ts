import {
  createRowIndexCache,
  createVersionedCache,
  type RowIndexCache,
  type VersionedCache,
} from '@leadgen/core';
import type { TypedResponse } from 'hono';
import { jsonResponse } from './middleware/compress.js';

/**
 * The server's answers kept between requests, each per user and tagged with the data version it
 * was read at (`createVersionedCache`: served only while the version is current, so any write by
 * any process makes it miss; one user's filter changes evict only their own entries):
 *
 * - `pages`: serialised pages by request: lead review tagged with the list's `data_version`, the
 *   selector with the user's `selectorVersion`. The version is read before the page, so a page
 *   is never older than its tag.
 * - `indexes`: each list's rows and each user's selectable rows held in memory per data version
 *   (`createRowIndexCache`), from which lead review and the selector filter, count and page a
 *   new filter without scanning the database.
 */
export function createPageCaches(): { pages: VersionedCache<Uint8Array>; indexes: RowIndexCache } {
  return {
    pages: createVersionedCache<Uint8Array>({ users: 1000, perUser: 50 }),
    indexes: createRowIndexCache(),
  };
}

export type PageCaches = ReturnType<typeof createPageCaches>;

/**
 * A page the cache holds, answered as its JSON (UTF-8 bytes, coded from them by `compress`) and
 * typed as the page it is, so the browser's client infers it (a plain `c.body` would type the
 * answer as a string).
 */
export function cachedJson<T>(body: Uint8Array) {
  return jsonResponse(body) as Response & TypedResponse<T, 200, 'json'>;
}
