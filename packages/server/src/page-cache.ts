import {
  createRowIndexCache,
  createVersionedCache,
  type RowIndexCache,
  type VersionedCache,
} from '@leadgen/core';
import type { Encoding } from './preferred-encoding.js';

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
