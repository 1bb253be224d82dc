import type { SentText } from '../domain/message-lint.js';
import type { Executor } from './executor.js';

/** The most recent sends the duplicate check reads: a day of hand-sent messages is far fewer. */
const MAX_SENT_TEXTS = 500;

/**
 * What the first-message linter reads (issue 36), every query scoped to `userId` through the
 * campaign: the texts the user sent lately, how many leads a template goes to as it is, and
 * what a lead's message is filled from.
 */
export function messageLintRepository(db: Executor) {
  return {
    /**
     * The texts the user marked sent since `since` (ISO), in any campaign, newest first, with
     * the recipient's username and name: one query on campaign_profiles_campaign_sent.
     */
    async sentTexts(userId: string, since: string): Promise<SentText[]> {
      const rows = await db
        .selectFrom('campaign_profiles as cp')
        .innerJoin('campaigns as c', 'c.id', 'cp.campaign_id')
        .innerJoin('profiles as p', 'p.id', 'cp.profile_id')
        .select(['cp.sent_text', 'cp.sent_at', 'p.username', 'p.full_name'])
        .where('c.user_id', '=', userId)
        .where('cp.sent_at', '>=', since)
        .where('cp.sent_text', 'is not', null)
        .orderBy('cp.sent_at', 'desc')
        .limit(MAX_SENT_TEXTS)
        .execute();
      return rows.flatMap((row) =>
        row.sent_text && row.sent_at
          ? [
              {
                text: row.sent_text,
                username: row.username,
                fullName: row.full_name,
                sentAt: new Date(row.sent_at),
              },
            ]
          : [],
      );
    },

    /**
     * The campaign's leads still to contact with no message of their own (their variant's
     * template goes to them as it is), counted by variant label (null: not assigned yet).
     */
    async templateLeadsByVariant(userId: string, campaignId: string): Promise<Map<string | null, number>> {
      const rows = await db
        .selectFrom('campaign_profiles as cp')
        .innerJoin('campaigns as c', 'c.id', 'cp.campaign_id')
        .select((eb) => ['cp.variant', eb.fn.countAll<number>().as('n')])
        .where('c.user_id', '=', userId)
        .where('cp.campaign_id', '=', campaignId)
        .where('cp.message', 'is', null)
        .where('cp.outreach_status', '=', 'queued')
        .groupBy('cp.variant')
        .execute();
      return new Map(rows.map((row) => [row.variant, Number(row.n)]));
    },

    /** What a lead's text to send is made of: its own message and its names; null when not the user's. */
    async leadForSend(userId: string, campaignId: string, profileId: string) {
      const row = await db
        .selectFrom('campaign_profiles as cp')
        .innerJoin('campaigns as c', 'c.id', 'cp.campaign_id')
        .innerJoin('profiles as p', 'p.id', 'cp.profile_id')
        .select(['cp.message', 'p.username', 'p.full_name'])
        .where('c.user_id', '=', userId)
        .where('cp.campaign_id', '=', campaignId)
        .where('cp.profile_id', '=', profileId)
        .executeTakeFirst();
      return row ?? null;
    },
  };
}
