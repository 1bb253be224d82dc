import { type SqlBool, sql } from 'kysely';
import { CONTACTED, RESPONDED } from './contacted.js';
import { chunks, type Executor, inTransaction, type StoreDeps } from './executor.js';

/** A campaign's variant B, C, … as stored (A is the campaign's template and has no row). */
export interface CampaignVariantRow {
  id: string;
  campaign_id: string;
  label: string;
  template: string;
  created_at: string;
  removed_at: string | null;
}

/** One label's leads: assigned (any status), sent (contacted) and replied (a response). */
export interface VariantLeadCounts {
  label: string;
  assigned: number;
  sent: number;
  replied: number;
}

const BATCH = 500;
const COLUMNS = ['id', 'campaign_id', 'label', 'template', 'created_at', 'removed_at'] as const;
/** A lead's message the AI wrote (spec §3 message_processed): portable over 0/1 and booleans. */
const AI_MESSAGE = sql<SqlBool>`message_processed = true`;

/**
 * Message variants (issue 36) and the leads' labels, every read and write scoped to `userId`:
 * the variants' rows, the campaign's winner, the per-label counts (one GROUP BY over the leads,
 * exact after any mark or undo: no counters to drift), and the writes that assign, move and
 * unassign leads. A lead moved or unassigned loses its message only when the AI wrote it, so
 * it is written again from its new variant; a hand-edited one is kept.
 */
export function campaignVariantsRepository(db: Executor, deps: StoreDeps) {
  const now = () => deps.now().toISOString();

  /** Whether the campaign is the user's (every lead write checks it first). */
  async function owns(trx: Executor, userId: string, campaignId: string): Promise<boolean> {
    const row = await trx
      .selectFrom('campaigns')
      .select('id')
      .where('id', '=', campaignId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Clears the messages of the campaign's queued leads on `labels` (before they move) that were
   * written from their variant: by the AI, or `filled` (the template filled in, by Populate).
   */
  async function clearVariantMessages(
    trx: Executor,
    campaignId: string,
    labels: readonly string[],
    filled: readonly string[],
  ) {
    if (labels.length === 0) return;
    const clear = () =>
      trx
        .updateTable('campaign_profiles')
        .set((eb) => ({
          message: null,
          message_processed: 0,
          message_version: eb('message_version', '+', 1),
        }))
        .where('campaign_id', '=', campaignId)
        .where('outreach_status', '=', 'queued')
        .where('variant', 'in', labels);
    await clear().where(AI_MESSAGE).execute();
    for (const batch of chunks(filled, BATCH)) await clear().where('profile_id', 'in', batch).execute();
  }

  return {
    /** The campaign's variant rows, removed ones too, by label. */
    async list(userId: string, campaignId: string): Promise<CampaignVariantRow[]> {
      return db
        .selectFrom('campaign_variants')
        .select(COLUMNS)
        .where('user_id', '=', userId)
        .where('campaign_id', '=', campaignId)
        .orderBy('label')
        .execute();
    },

    /** Adds variant `label` with its template. */
    async add(
      userId: string,
      campaignId: string,
      label: string,
      template: string,
    ): Promise<CampaignVariantRow> {
      const row = {
        id: deps.newId(),
        campaign_id: campaignId,
        label,
        template,
        created_at: now(),
        removed_at: null,
      };
      await db
        .insertInto('campaign_variants')
        .values({ ...row, user_id: userId })
        .execute();
      return row;
    },

    /** Replaces a live variant's template; undefined when there is no such live variant. */
    async update(
      userId: string,
      campaignId: string,
      label: string,
      template: string,
    ): Promise<CampaignVariantRow | undefined> {
      return db
        .updateTable('campaign_variants')
        .set({ template })
        .where('user_id', '=', userId)
        .where('campaign_id', '=', campaignId)
        .where('label', '=', label)
        .where('removed_at', 'is', null)
        .returning(COLUMNS)
        .executeTakeFirst();
    },

    /**
     * Removes a live variant: `removed_at` is set and its queued leads are unassigned (their AI
     * messages cleared, and the `filled` ones'); its sent leads keep the label, so its stats
     * stay visible. Returns how many queued leads were unassigned, or null when there is no
     * such live variant.
     */
    async remove(
      userId: string,
      campaignId: string,
      label: string,
      filled: readonly string[] = [],
    ): Promise<number | null> {
      return inTransaction(db, async (trx) => {
        const removed = await trx
          .updateTable('campaign_variants')
          .set({ removed_at: now() })
          .where('user_id', '=', userId)
          .where('campaign_id', '=', campaignId)
          .where('label', '=', label)
          .where('removed_at', 'is', null)
          .executeTakeFirst();
        if (Number(removed.numUpdatedRows) === 0) return null;
        await clearVariantMessages(trx, campaignId, [label], filled);
        const result = await trx
          .updateTable('campaign_profiles')
          .set({ variant: null })
          .where('campaign_id', '=', campaignId)
          .where('outreach_status', '=', 'queued')
          .where('variant', '=', label)
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      });
    },

    /** The campaign's picked winner, or null (also for a campaign that is not the user's). */
    async winner(userId: string, campaignId: string): Promise<string | null> {
      const row = await db
        .selectFrom('campaigns')
        .select('winning_variant')
        .where('id', '=', campaignId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.winning_variant ?? null;
    },

    /**
     * Picks the winner, once: sets `winning_variant` (only while it is unset) and moves every
     * lead still queued on another label to it, AI messages cleared (and the `filled` ones').
     * Returns how many leads moved, or null when a winner was already picked (or the campaign
     * is not the user's).
     */
    async pick(
      userId: string,
      campaignId: string,
      label: string,
      filled: readonly string[] = [],
    ): Promise<number | null> {
      return inTransaction(db, async (trx) => {
        const set = await trx
          .updateTable('campaigns')
          .set({ winning_variant: label, updated_at: now() })
          .where('id', '=', campaignId)
          .where('user_id', '=', userId)
          .where('winning_variant', 'is', null)
          .executeTakeFirst();
        if (Number(set.numUpdatedRows) === 0) return null;
        const others = await trx
          .selectFrom('campaign_profiles')
          .select('variant')
          .distinct()
          .where('campaign_id', '=', campaignId)
          .where('outreach_status', '=', 'queued')
          .where('variant', 'is not', null)
          .where('variant', '!=', label)
          .execute();
        await clearVariantMessages(
          trx,
          campaignId,
          others.flatMap((row) => (row.variant ? [row.variant] : [])),
          filled,
        );
        const moved = await trx
          .updateTable('campaign_profiles')
          .set({ variant: label })
          .where('campaign_id', '=', campaignId)
          .where('outreach_status', '=', 'queued')
          .where('variant', 'is not', null)
          .where('variant', '!=', label)
          .executeTakeFirst();
        return Number(moved.numUpdatedRows);
      });
    },

    /**
     * Per label, the leads assigned, sent (contacted statuses) and replied (responses): one
     * GROUP BY over the campaign's leads. Unassigned leads are left out.
     */
    async counts(userId: string, campaignId: string): Promise<VariantLeadCounts[]> {
      const rows = await db
        .selectFrom('campaign_profiles as cp')
        .innerJoin('campaigns as c', 'c.id', 'cp.campaign_id')
        .select((eb) => [
          'cp.variant',
          eb.fn.countAll<number>().as('assigned'),
          eb.fn
            .count<number>('cp.outreach_status')
            .filterWhere('cp.outreach_status', 'in', CONTACTED)
            .as('sent'),
          eb.fn
            .count<number>('cp.outreach_status')
            .filterWhere('cp.outreach_status', 'in', RESPONDED)
            .as('replied'),
        ])
        .where('c.user_id', '=', userId)
        .where('cp.campaign_id', '=', campaignId)
        .where('cp.variant', 'is not', null)
        .groupBy('cp.variant')
        .execute();
      return rows.map((row) => ({
        label: row.variant as string,
        assigned: Number(row.assigned),
        sent: Number(row.sent),
        replied: Number(row.replied),
      }));
    },

    /** The campaign's queued leads with a variant and a message: the label, the message and the names it fills. */
    async queuedMessages(userId: string, campaignId: string) {
      return db
        .selectFrom('campaign_profiles as cp')
        .innerJoin('campaigns as c', 'c.id', 'cp.campaign_id')
        .innerJoin('profiles as p', 'p.id', 'cp.profile_id')
        .select(['cp.profile_id', 'cp.variant', 'cp.message', 'p.username', 'p.full_name'])
        .where('c.user_id', '=', userId)
        .where('cp.campaign_id', '=', campaignId)
        .where('cp.outreach_status', '=', 'queued')
        .where('cp.variant', 'is not', null)
        .where('cp.message', 'is not', null)
        .execute();
    },

    /** These leads of the campaign (by profile id): each one's label (null: unassigned), and whether it is queued. */
    async labelsOf(
      userId: string,
      campaignId: string,
      profileIds: readonly string[],
    ): Promise<Map<string, { label: string | null; queued: boolean }>> {
      const out = new Map<string, { label: string | null; queued: boolean }>();
      for (const batch of chunks([...new Set(profileIds)], BATCH)) {
        const rows = await db
          .selectFrom('campaign_profiles as cp')
          .innerJoin('campaigns as c', 'c.id', 'cp.campaign_id')
          .select(['cp.profile_id', 'cp.variant', 'cp.outreach_status'])
          .where('c.user_id', '=', userId)
          .where('cp.campaign_id', '=', campaignId)
          .where('cp.profile_id', 'in', batch)
          .execute();
        for (const row of rows)
          out.set(row.profile_id, { label: row.variant, queued: row.outreach_status === 'queued' });
      }
      return out;
    },

    /**
     * Gives queued, unassigned leads their labels (`label` per profile id); a lead assigned
     * meanwhile keeps the one it has. Returns how many were assigned.
     */
    async assign(userId: string, campaignId: string, labels: ReadonlyMap<string, string>): Promise<number> {
      if (labels.size === 0) return 0;
      return inTransaction(db, async (trx) => {
        if (!(await owns(trx, userId, campaignId))) return 0;
        const byLabel = new Map<string, string[]>();
        for (const [profileId, label] of labels)
          byLabel.set(label, [...(byLabel.get(label) ?? []), profileId]);
        let assigned = 0;
        for (const [label, ids] of byLabel)
          for (const batch of chunks(ids, BATCH)) {
            const result = await trx
              .updateTable('campaign_profiles')
              .set({ variant: label })
              .where('campaign_id', '=', campaignId)
              .where('profile_id', 'in', batch)
              .where('variant', 'is', null)
              .where('outreach_status', '=', 'queued')
              .executeTakeFirst();
            assigned += Number(result.numUpdatedRows);
          }
        return assigned;
      });
    },
  };
}

export type CampaignVariantsRepository = ReturnType<typeof campaignVariantsRepository>;
