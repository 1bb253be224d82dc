import type { ExpressionBuilder } from 'kysely';
import type { Executor } from './executor.js';
import type { Database } from './schema.js';

/** Whether a profile row is in one of its user's campaigns. */
const heldByCampaign = (eb: ExpressionBuilder<Database, 'profiles'>) =>
  eb.exists(
    eb
      .selectFrom('campaign_profiles')
      .select('campaign_profiles.profile_id')
      .whereRef('campaign_profiles.profile_id', '=', 'profiles.id'),
  );

/**
 * Deletes one of the user's lists in the caller's transaction, keeping what campaigns hold: its
 * rows no campaign holds go now; when campaigns hold some, the list stays as a tombstone
 * (`deleted_at`, its session id erased) that every list query skips, so those campaigns keep
 * their leads; with none, the list row goes too. Returns whether there was such a list and how
 * many of its profiles campaigns keep.
 */
export async function deleteListKeepingLeads(
  trx: Executor,
  userId: string,
  listId: string,
  at: string,
): Promise<{ deleted: boolean; kept: number }> {
  const list = await trx
    .selectFrom('search_lists')
    .select('id')
    .where('id', '=', listId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!list) return { deleted: false, kept: 0 };
  await trx
    .deleteFrom('profiles')
    .where('search_list_id', '=', listId)
    .where('user_id', '=', userId)
    .where((eb) => eb.not(heldByCampaign(eb)))
    .execute();
  const { n } = await trx
    .selectFrom('profiles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('search_list_id', '=', listId)
    .executeTakeFirstOrThrow();
  const kept = Number(n);
  if (kept === 0) {
    await trx.deleteFrom('search_lists').where('id', '=', listId).execute();
  } else {
    await trx
      .updateTable('search_lists')
      .set((eb) => ({
        deleted_at: at,
        instagram_session_id: null,
        profile_rows: 0,
        data_version: eb('data_version', '+', 1),
        updated_at: at,
      }))
      .where('id', '=', listId)
      .execute();
  }
  return { deleted: true, kept };
}

/**
 * After campaign leads go (a campaign deleted, or profiles taken out of one): the rows of the
 * user's deleted lists that no campaign holds any more go too, and so do deleted lists left empty.
 */
export async function sweepDeletedLists(trx: Executor, userId: string): Promise<void> {
  const deleted = trx
    .selectFrom('search_lists')
    .select('search_lists.id')
    .where('search_lists.user_id', '=', userId)
    .where('search_lists.deleted_at', 'is not', null);
  await trx
    .deleteFrom('profiles')
    .where('user_id', '=', userId)
    .where('search_list_id', 'in', deleted)
    .where((eb) => eb.not(heldByCampaign(eb)))
    .execute();
  await trx
    .deleteFrom('search_lists')
    .where('user_id', '=', userId)
    .where('deleted_at', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('profiles')
            .select('profiles.id')
            .whereRef('profiles.search_list_id', '=', 'search_lists.id'),
        ),
      ),
    )
    .execute();
}
