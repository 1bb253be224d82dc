import { sql } from 'kysely';
import { LeadgenError } from '../domain/errors.js';
import { counterDeltas, isContacted, type OutreachStatus } from '../domain/outreach-status.js';
import { type Executor, inTransaction, type StoreDeps } from './executor.js';
import { LEAD_COLUMNS, leads, type OutreachLead, toLead } from './outreach-leads.js';
import { toBool } from './rows.js';

export type { DoNotContactEntry } from './do-not-contact-repository.js';
export type { NamedLead, OutreachLead, QueuedLead } from './outreach-leads.js';

/** How often a status change is tried again when another change of the same lead landed first. */
const CHANGE_ATTEMPTS = 5;

/**
 * Outreach: each campaign lead's status with its history (so any change can be undone) and the
 * sends the pace counts, every read and write scoped to `userId` (the send queue is
 * outreach-queue-repository.ts, do-not-contact do-not-contact-repository.ts, the pace settings
 * outreach-settings-repository.ts). A status change moves the campaign's 'messages sent' and
 * 'responses' by its deltas in the same transaction, and only if the lead still has the
 * status it was read with, so counters stay exact when two changes of one lead land together.
 */
export function outreachRepository(db: Executor, deps: StoreDeps) {
  const now = () => deps.now().toISOString();

  async function readLead(trx: Executor, userId: string, campaignId: string, profileId: string) {
    const row = await leads(trx, userId, campaignId)
      .where('cp.profile_id', '=', profileId)
      .select(LEAD_COLUMNS)
      .executeTakeFirst();
    return row ? (toLead(row) as OutreachLead) : null;
  }

  /** Moves the campaign's counters by the change from `from` to `to`. */
  async function count(
    trx: Executor,
    campaignId: string,
    from: OutreachStatus,
    to: OutreachStatus,
    at: string,
  ) {
    const { sent, responses } = counterDeltas(from, to);
    if (sent === 0 && responses === 0) return;
    await trx
      .updateTable('campaigns')
      .set({
        messages_sent: sql`messages_sent + ${sent}`,
        responses_received: sql`responses_received + ${responses}`,
        updated_at: at,
      })
      .where('id', '=', campaignId)
      .execute();
  }

  return {
    /** The store's clock, which stamps send times: the pace reads time by it too. */
    now: () => deps.now(),

    /** One lead's state; null when the campaign is not the user's or the profile not in it. */
    get: (userId: string, campaignId: string, profileId: string) =>
      readLead(db, userId, campaignId, profileId),

    /** The campaign's lead with this (normalised) username, if it has one. */
    async byUsername(userId: string, campaignId: string, username: string): Promise<OutreachLead | null> {
      const row = await leads(db, userId, campaignId)
        .where('p.username', '=', username)
        .select(LEAD_COLUMNS)
        .orderBy('cp.profile_id')
        .executeTakeFirst();
      return row ? (toLead(row) as OutreachLead) : null;
    },

    /**
     * Sets a lead's status (and its note, unless `note` is undefined), recording the change for
     * undo. A lead marked contacted keeps its first send time; one moved back loses it. Setting
     * what it already has changes nothing. `overPace` records on the change that it was a send
     * the pace held, marked anyway. `sentText` is the text a first send went out with (issue 36:
     * replaced by the next first send, cleared when the send is undone). Null when there is no such lead of the user's.
     */
    async mark(
      userId: string,
      campaignId: string,
      profileId: string,
      to: OutreachStatus,
      note?: string | null,
      options: { overPace?: boolean; sentText?: string } = {},
    ): Promise<OutreachLead | null> {
      return inTransaction(db, async (trx) => {
        for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
          const current = await readLead(trx, userId, campaignId, profileId);
          if (!current) return null;
          const nextNote = note === undefined ? current.note : note;
          if (current.status === to && nextNote === current.note) return current;
          const at = now();
          const sentAt = isContacted(to) ? (isContacted(current.status) ? current.sent_at : at) : null;
          // A first send sets the text. A move back (skipped, queued) keeps it: with no send time
          // the linter does not read it, and an undo of the move, which restores the send time,
          // finds its text again. Only undoing the send itself forgets it (`undo`).
          const sentText =
            isContacted(to) && !isContacted(current.status) ? { sent_text: options.sentText ?? null } : {};
          const changed = await trx
            .updateTable('campaign_profiles')
            .set({ outreach_status: to, status_at: at, sent_at: sentAt, note: nextNote, ...sentText })
            .where('campaign_id', '=', campaignId)
            .where('profile_id', '=', profileId)
            .where('outreach_status', '=', current.status)
            .executeTakeFirst();
          // another change of this lead landed first: read it again
          if (Number(changed.numUpdatedRows) === 0) continue;
          await count(trx, campaignId, current.status, to, at);
          await trx
            .insertInto('outreach_events')
            .values({
              campaign_id: campaignId,
              profile_id: profileId,
              from_status: current.status,
              to_status: to,
              from_note: current.note,
              from_sent_at: current.sent_at,
              from_status_at: current.status_at,
              created_at: at,
              over_pace: Number(options.overPace === true),
            })
            .execute();
          return { ...current, status: to, status_at: at, sent_at: sentAt, note: nextNote };
        }
        throw new LeadgenError('CONFLICT', 'The lead kept changing: try again.');
      });
    },

    /**
     * Undoes the lead's last change: its status, note and send time go back to what they were,
     * the counters with them. `undone` is false when there was nothing to undo.
     */
    async undo(
      userId: string,
      campaignId: string,
      profileId: string,
    ): Promise<{ lead: OutreachLead; undone: boolean } | null> {
      return inTransaction(db, async (trx) => {
        const current = await readLead(trx, userId, campaignId, profileId);
        if (!current) return null;
        const last = await trx
          .selectFrom('outreach_events')
          .selectAll()
          .where('campaign_id', '=', campaignId)
          .where('profile_id', '=', profileId)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (!last || last.to_status !== current.status) return { lead: current, undone: false };
        const from = last.from_status as OutreachStatus;
        const changed = await trx
          .updateTable('campaign_profiles')
          .set({
            outreach_status: from,
            status_at: last.from_status_at,
            sent_at: last.from_sent_at,
            note: last.from_note,
            // undoing the send forgets its text (issue 36); undoing a reply keeps it
            ...(isContacted(from) ? {} : { sent_text: null }),
          })
          .where('campaign_id', '=', campaignId)
          .where('profile_id', '=', profileId)
          .where('outreach_status', '=', current.status)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) === 0)
          throw new LeadgenError('CONFLICT', 'The lead changed meanwhile: try again.');
        await count(trx, campaignId, current.status, from, now());
        await trx.deleteFrom('outreach_events').where('id', '=', last.id).execute();
        const lead = {
          ...current,
          status: from,
          status_at: last.from_status_at,
          sent_at: last.from_sent_at,
          note: last.from_note,
        };
        return { lead, undone: true };
      });
    },

    /**
     * Whether the lead's current send was marked over the pace: the change that made it
     * contacted says so. False for a lead never sent, or sent within the pace.
     */
    async sentOverPace(userId: string, campaignId: string, profileId: string): Promise<boolean> {
      const row = await db
        .selectFrom('outreach_events as e')
        .innerJoin('campaigns as c', 'c.id', 'e.campaign_id')
        .select('e.over_pace')
        .where('c.user_id', '=', userId)
        .where('e.campaign_id', '=', campaignId)
        .where('e.profile_id', '=', profileId)
        .where('e.to_status', '=', 'sent')
        .orderBy('e.id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? toBool(row.over_pace) : false;
    },

    /** Records that the lead was opened in Instagram from the queue; false when no such lead. */
    async opened(userId: string, campaignId: string, profileId: string): Promise<boolean> {
      const owned = await readLead(db, userId, campaignId, profileId);
      if (!owned) return false;
      await db
        .updateTable('campaign_profiles')
        .set({ opened_at: now() })
        .where('campaign_id', '=', campaignId)
        .where('profile_id', '=', profileId)
        .execute();
      return true;
    },

    /** How many of the campaign's leads are in each status (absent statuses have none). */
    async statusCounts(userId: string, campaignId: string): Promise<Partial<Record<OutreachStatus, number>>> {
      const rows = await leads(db, userId, campaignId)
        .select((eb) => ['cp.outreach_status as status', eb.fn.countAll<number>().as('n')])
        .groupBy('cp.outreach_status')
        .execute();
      return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
    },

    /** The user's send times since `since` (ISO), in one campaign or across all of them. */
    async sentSince(userId: string, since: string, campaignId?: string): Promise<Date[]> {
      const rows = await db
        .selectFrom('campaign_profiles as cp')
        .innerJoin('campaigns as c', 'c.id', 'cp.campaign_id')
        .select('cp.sent_at')
        .where('c.user_id', '=', userId)
        .where('cp.sent_at', '>=', since)
        .$if(campaignId !== undefined, (q) => q.where('cp.campaign_id', '=', campaignId as string))
        .execute();
      return rows.flatMap((row) => (row.sent_at ? [new Date(row.sent_at)] : []));
    },
  };
}

export type OutreachRepository = ReturnType<typeof outreachRepository>;
