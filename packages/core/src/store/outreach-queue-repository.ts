import { type SqlBool, sql } from 'kysely';
import { chunks, clampLimit, type Executor } from './executor.js';
import {
  leads,
  type NamedLead,
  QUEUED_COLUMNS,
  type QueuedLead,
  toQueued,
  unreachableLead,
} from './outreach-leads.js';

const BATCH = 500;

/**
 * Who may be contacted next: a campaign's send queue, which profiles are out of reach, and a
 * username's leads across campaigns (the extension's panel); scoped to `userId`.
 */
export function outreachQueueRepository(db: Executor) {
  return {
    /**
     * The send queue of a campaign, first `limit` leads: queued, not on the do-not-contact list
     * and not already contacted in any campaign; the most followed first (then by id), as the
     * campaign's screens order its members. `total` counts every such lead.
     */
    async queue(
      userId: string,
      campaignId: string,
      limit = 1,
    ): Promise<{ leads: QueuedLead[]; total: number }> {
      const eligible = leads(db, userId, campaignId)
        .where('cp.outreach_status', '=', 'queued')
        .where(sql<SqlBool>`not ${unreachableLead(db, userId)}`);
      const [rows, total] = await Promise.all([
        eligible
          .select(QUEUED_COLUMNS)
          .orderBy('p.followers_count', (ob) => ob.desc().nullsLast())
          .orderBy('p.id')
          .limit(clampLimit(limit, 1, 100))
          .execute(),
        eligible.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        leads: rows.map(toQueued),
        total: Number(total.n),
      };
    },

    /**
     * Which of these profiles (the user's) are not to be contacted: their username is on the
     * do-not-contact list or was marked sent in one of the user's campaigns.
     */
    async unreachable(userId: string, profileIds: readonly string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (const batch of chunks(profileIds, BATCH)) {
        const rows = await db
          .selectFrom('profiles as p')
          .select('p.id')
          .where('p.user_id', '=', userId)
          .where('p.id', 'in', batch)
          .where(unreachableLead(db, userId))
          .execute();
        for (const row of rows) found.add(row.id);
      }
      return found;
    },

    /**
     * The user's leads with this (normalised) username in every campaign, with the campaign's
     * name, status and template: what the extension's panel shows on that profile's page.
     */
    async leadsNamed(userId: string, username: string): Promise<NamedLead[]> {
      const rows = await db
        .selectFrom('campaign_profiles as cp')
        .innerJoin('campaigns as c', 'c.id', 'cp.campaign_id')
        .innerJoin('profiles as p', 'p.id', 'cp.profile_id')
        .where('c.user_id', '=', userId)
        .where('p.username', '=', username)
        .select([
          ...QUEUED_COLUMNS,
          'c.name as campaign_name',
          'c.status as campaign_status',
          'c.message_template',
        ])
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id')
        .execute();
      return rows.map(toQueued);
    },
  };
}

export type OutreachQueueRepository = ReturnType<typeof outreachQueueRepository>;
