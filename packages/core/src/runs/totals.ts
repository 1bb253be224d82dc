import type { Repositories } from '../store/open-store.js';
import type { PendingRow } from '../store/profiles-repository.js';

/** Where a list's rows stand, and what the list has been charged, over all its runs. */
export interface ListTotals {
  rows: number;
  /** Rows settled from their person's fresh enrichment, at no charge (issue 30). */
  reused: number;
  pending: number;
  enriched: number;
  notFound: number;
  failed: number;
  /** Millicredits charged for the list's profiles (its `enrich:<listId>:` ledger rows). */
  charged: number;
}

/** The ledger ref of one profile's charge: unique, so a profile is never charged twice (DESIGN.md §3). */
export const chargeRef = (listId: string, profileId: string) => `enrich:${listId}:${profileId}`;

/** Counts a list's rows by enrichment status and sums what was charged for them. */
export async function listTotals(store: Repositories, userId: string, listId: string): Promise<ListTotals> {
  const totals: ListTotals = {
    rows: 0,
    reused: 0,
    pending: 0,
    enriched: 0,
    notFound: 0,
    failed: 0,
    charged: 0,
  };
  for (const { status, total, done } of await store.profiles.statusCounts(userId, listId)) {
    totals.rows += total;
    totals.pending += total - done;
    if (status === 'enriched') totals.enriched += total;
    if (status === 'not_found') totals.notFound += total;
    if (status === 'failed') totals.failed += total;
  }
  totals.reused = await store.lists.reusedCount(userId, listId);
  // 0 - x, not -x: no charge is 0, not -0
  totals.charged = 0 - (await store.ledger.sumByRefPrefix(userId, chargeRef(listId, '')));
  return totals;
}

/** A list's rows still waiting for enrichment (no `enriched_at`), oldest first, all of them. */
export function pendingRows(store: Repositories, userId: string, listId: string): Promise<PendingRow[]> {
  return store.profiles.pendingRows(userId, listId);
}
