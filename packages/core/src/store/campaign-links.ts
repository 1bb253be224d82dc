import { chunks, type Executor } from './executor.js';
import { visibleProfile } from './visible-profile.js';

/** Profile ids linked per insert. */
const BATCH = 500;

/**
 * Links the user's own visible profiles only, each person once (issue 30: a campaign holds a
 * person once, whatever lists they came from); ids of someone else's profiles, of rows a run
 * has not settled (`visibleProfile`), and of people the campaign holds already are ignored.
 */
export async function linkMembers(
  trx: Executor,
  userId: string,
  campaignId: string,
  profileIds: readonly string[],
): Promise<void> {
  for (const batch of chunks([...new Set(profileIds)], BATCH)) {
    await trx
      .insertInto('campaign_profiles')
      .columns(['campaign_id', 'profile_id', 'person_id', 'message', 'message_processed'])
      .expression((eb) =>
        eb
          .selectFrom('profiles')
          // the message written in lead review comes along: the campaign's own from now on
          .select((inner) => [
            inner.val(campaignId).as('campaign_id'),
            'profiles.id as profile_id',
            'profiles.person_id',
            'profiles.message',
            'profiles.message_processed',
          ])
          .where('profiles.user_id', '=', userId)
          .where('profiles.id', 'in', batch)
          .where(visibleProfile())
          .orderBy('profiles.id'),
      )
      // either key: the same row, or another row of a person the campaign holds
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** Whether the campaign is the user's: every write to its members checks this first. */
export async function ownsCampaign(trx: Executor, userId: string, campaignId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('campaigns')
    .select('id')
    .where('id', '=', campaignId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
