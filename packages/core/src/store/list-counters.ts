import { chunks, type Executor } from './executor.js';
import { pendingProfile } from './visible-profile.js';

const BATCH = 100;

/**
 * Keeps `search_lists.profile_rows` (the visible rows) in step with a write that settles or
 * deletes visible rows (`visibleDelta`), and bumps the list's `data_version`, in the write's
 * transaction.
 */
export async function changeList(trx: Executor, listId: string, visibleDelta: number): Promise<void> {
  await trx
    .updateTable('search_lists')
    .set((eb) => ({
      profile_rows: eb('profile_rows', '+', visibleDelta),
      data_version: eb('data_version', '+', 1),
    }))
    .where('id', '=', listId)
    .execute();
}

/** Adds rows an enrichment write settled to the list's visible count (`profile_rows`). */
export async function addVisible(trx: Executor, listId: string, settled: number): Promise<void> {
  await trx
    .updateTable('search_lists')
    .set((eb) => ({ profile_rows: eb('profile_rows', '+', settled) }))
    .where('id', '=', listId)
    .execute();
}

/** Bumps `data_version` of the lists holding these rows (an update changed them). */
export async function bumpListsOf(
  trx: Executor,
  userId: string,
  profileIds: readonly string[],
): Promise<void> {
  for (const batch of chunks(profileIds, BATCH)) {
    await trx
      .updateTable('search_lists')
      .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
      .where('user_id', '=', userId)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('profiles')
          .select('search_list_id')
          .distinct()
          .where('id', 'in', batch)
          .where('user_id', '=', userId),
      )
      .execute();
  }
}

/** How many of these rows are still pending, by list: the rows an enrichment write settles. */
export async function pendingByList(
  trx: Executor,
  userId: string,
  profileIds: readonly string[],
): Promise<Map<string, number>> {
  const byList = new Map<string, number>();
  for (const batch of chunks(profileIds, BATCH * 5)) {
    const rows = await trx
      .selectFrom('profiles')
      .select(['search_list_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('id', 'in', batch)
      .where('user_id', '=', userId)
      .where(pendingProfile())
      .groupBy('search_list_id')
      .execute();
    for (const row of rows)
      byList.set(row.search_list_id, (byList.get(row.search_list_id) ?? 0) + Number(row.n));
  }
  return byList;
}
