import { createVersionedCache, type SelectorSummary } from '@leadgen/core';
import type { TypedResponse } from 'hono';

/**
 * The server's answers kept between requests, each per user and tagged with the data version it
 * was read at (`createVersionedCache`: served only while the version is current, so any write by
 * any process makes it miss; one user's filter changes evict only their own entries):
 *
 * - `pages`: serialised pages by request: lead review tagged with the list's `data_version`, the
 *   selector with the user's `selectorVersion`. The version is read before the page, so a page
 *   is never older than its tag.
 * - `counts`: lead review's `matching` per list and filter, so paging a filter counts it once.
 * - `summaries`: the selector's counts and insight per filter, likewise.
 */
export function createPageCaches() {
  return {
    pages: createVersionedCache<string>({ users: 1000, perUser: 50 }),
    counts: createVersionedCache<number>({ users: 1000, perUser: 200 }),
    summaries: createVersionedCache<SelectorSummary>({ users: 1000, perUser: 100 }),
  };
}

export type PageCaches = ReturnType<typeof createPageCaches>;

/**
 * A page the cache holds, answered as its JSON text and typed as the page it is, so the
 * browser's client infers it (a plain `c.body` would type the answer as a string).
 */
export function cachedJson<T>(text: string) {
  return new Response(text, {
    status: 200,
    headers: { 'content-type': 'application/json' },
  }) as Response & TypedResponse<T, 200, 'json'>;
}
