import { sql } from 'kysely';
import type { Store } from '../store/open-store.js';
import { pendingProfile } from '../store/visible-profile.js';

/** Where a list's rows stand, and what the list has been charged, over all its runs. */
export interface ListTotals {
  rows: number;
  pending: number;
  enriched: number;
  notFound: number;
  failed: number;
  /** Millicredits charged for the list's profiles (its `enrich:<listId>:` ledger rows). */
  charged: number;
}

/** The ledger ref of one profile's charge: unique, so a profile is never charged twice (DESIGN.md §3). */
export const chargeRef = (listId: string, profileId: string) => `enrich:${listId}:${profileId}`;

// These reads have no repository method yet; they run on the store's Kysely handle, scoped to
// the user like every repository query.

/** Counts a list's rows by enrichment status and sums what was charged for them. */
export async function listTotals(store: Store, userId: string, listId: string): Promise<ListTotals> {
  const rows = await store.db
    .selectFrom('profiles')
    .select(['enrichment_status', (eb) => eb.fn.countAll<number>().as('n')])
    .select((eb) => eb.fn.count<number>('enriched_at').as('done'))
    .where('search_list_id', '=', listId)
    .where('user_id', '=', userId)
    .groupBy('enrichment_status')
    .execute();
  const totals: ListTotals = { rows: 0, pending: 0, enriched: 0, notFound: 0, failed: 0, charged: 0 };
  for (const row of rows) {
    const n = Number(row.n);
    totals.rows += n;
    totals.pending += n - Number(row.done);
    if (row.enrichment_status === 'enriched') totals.enriched += n;
    if (row.enrichment_status === 'not_found') totals.notFound += n;
    if (row.enrichment_status === 'failed') totals.failed += n;
  }
  const prefix = chargeRef(listId, '');
  const charged = await store.db
    .selectFrom('credit_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('delta'), sql<number>`0`).as('total'))
    .where('user_id', '=', userId)
    // substr, not LIKE: '_' in a ref would be a wildcard
    .where(sql`substr(ref, 1, ${prefix.length})`, '=', prefix)
    .executeTakeFirstOrThrow();
  // 0 - x, not -x: no charge is 0, not -0
  totals.charged = 0 - Number(charged.total);
  return totals;
}

/** A list's rows still waiting for enrichment (no `enriched_at`), oldest first, all of them. */
export async function pendingRows(
  store: Store,
  userId: string,
  listId: string,
): Promise<{ id: string; username: string }[]> {
  return store.db
    .selectFrom('profiles')
    .select(['id', 'username'])
    .where('search_list_id', '=', listId)
    .where('user_id', '=', userId)
    .where(pendingProfile())
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
