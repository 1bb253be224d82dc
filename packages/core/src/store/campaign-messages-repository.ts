import type { ExpressionBuilder } from 'kysely';
import { ownsCampaign } from './campaign-links.js';
import { type Executor, inTransaction, type StoreDeps } from './executor.js';
import { flag } from './rows.js';
import type { Database } from './schema.js';

/** A message to save; with `expectedVersion`, only over that version of the lead's message. */
export interface MessageEntry {
  id: string;
  message: string | null;
  expectedVersion?: number;
}

/** What a save of messages did: how many changed, their new versions, and the stale ones. */
export interface MessagesSaved {
  saved: number;
  versions: Record<string, number>;
  /** Entries whose lead's message changed since `expectedVersion`: then nothing was saved. */
  stale: string[];
}

/** The campaign's own message for each of its leads (spec §3 per-profile message), scoped to `userId`. */
export function campaignMessagesRepository(db: Executor, deps: StoreDeps) {
  const touch = () => deps.now().toISOString();

  return {
    /**
     * Saves the campaign's messages for its people (spec §3 per-profile message, the campaign's
     * own: a list's lead-review message is another text). An entry names a lead by any row of
     * its person; rows of people the campaign does not hold, and other users' campaigns, change
     * nothing. `processed` is what `message_processed` becomes (true for AI output). Each write
     * bumps the lead's `message_version`; an entry with `expectedVersion` whose lead is at
     * another version is stale (issue 31): then nothing is written and `stale` names them.
     * Returns how many leads changed and each saved entry's new version.
     */
    async saveMessages(
      userId: string,
      campaignId: string,
      entries: readonly MessageEntry[],
      options: { processed?: boolean } = {},
    ): Promise<MessagesSaved> {
      if (entries.length === 0) return { saved: 0, versions: {}, stale: [] };
      return inTransaction(db, async (trx) => {
        if (!(await ownsCampaign(trx, userId, campaignId))) return { saved: 0, versions: {}, stale: [] };
        const leadOf = (eb: ExpressionBuilder<Database, 'campaign_profiles'>, id: string) =>
          eb.or([
            eb('profile_id', '=', id),
            eb(
              'person_id',
              '=',
              eb
                .selectFrom('profiles')
                .select('profiles.person_id')
                .where('profiles.id', '=', id)
                .where('profiles.user_id', '=', userId),
            ),
          ]);
        const versionOf = async (id: string) => {
          const row = await trx
            .selectFrom('campaign_profiles')
            .select('message_version')
            .where('campaign_id', '=', campaignId)
            .where((eb) => leadOf(eb, id))
            .executeTakeFirst();
          return row === undefined ? undefined : Number(row.message_version);
        };
        const stale: string[] = [];
        for (const { id, expectedVersion } of entries) {
          if (expectedVersion === undefined) continue;
          const current = await versionOf(id);
          if (current !== undefined && current !== expectedVersion) stale.push(id);
        }
        if (stale.length > 0) return { saved: 0, versions: {}, stale };
        let saved = 0;
        const versions: Record<string, number> = {};
        for (const { id, message, expectedVersion } of entries) {
          const row = await trx
            .updateTable('campaign_profiles')
            .set((eb) => ({
              message,
              message_processed: flag(options.processed),
              message_version: eb('message_version', '+', 1),
            }))
            .where('campaign_id', '=', campaignId)
            .where((eb) => leadOf(eb, id))
            .$if(expectedVersion !== undefined, (q) =>
              q.where('message_version', '=', expectedVersion as number),
            )
            .returning('message_version')
            .executeTakeFirst();
          if (row === undefined) continue;
          saved += 1;
          versions[id] = Number(row.message_version);
        }
        if (saved > 0)
          await trx
            .updateTable('campaigns')
            .set({ updated_at: touch() })
            .where('id', '=', campaignId)
            .execute();
        return { saved, versions, stale };
      });
    },
  };
}

export type CampaignMessagesRepository = ReturnType<typeof campaignMessagesRepository>;
