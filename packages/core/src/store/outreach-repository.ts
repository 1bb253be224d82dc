import { type SqlBool, sql } from 'kysely';
import { LeadgenError } from '../domain/errors.js';
import { counterDeltas, isContacted, type OutreachStatus } from '../domain/outreach-status.js';
import { blockedNames, contactedPeople } from './contacted.js';
import { chunks, clampLimit, type Executor, inTransaction, type StoreDeps } from './executor.js';
import { toBool } from './rows.js';

/** A campaign lead's outreach state. */
export interface OutreachLead {
  campaign_id: string;
  profile_id: string;
  username: string;
  status: OutreachStatus;
  status_at: string | null;
  note: string | null;
  opened_at: string | null;
  sent_at: string | null;
}

/** The lead the send queue offers next: its profile, and its own message if it has one. */
export interface QueuedLead extends OutreachLead {
  full_name: string | null;
  biography: string | null;
  profile_pic_url: string | null;
  followers_count: number | null;
  posts_count: number | null;
  is_verified: boolean;
  is_business_account: boolean;
  message: string | null;
}

/** A lead found by username, with its campaign's name, status and template. */
export interface NamedLead extends QueuedLead {
  campaign_name: string;
  campaign_status: string;
  message_template: string | null;
}

/** A do-not-contact entry. */
export interface DoNotContactEntry {
  username: string;
  created_at: string;
}

/** How often a status change is tried again when another change of the same lead landed first. */
const CHANGE_ATTEMPTS = 5;
const BATCH = 500;

/** The lead's row, joined to its campaign (scoping it to the user) and its profile. */
function leads(db: Executor, userId: string, campaignId: string) {
  return db
    .selectFrom('campaign_profiles as cp')
    .innerJoin('campaigns as c', 'c.id', 'cp.campaign_id')
    .innerJoin('profiles as p', 'p.id', 'cp.profile_id')
    .where('c.user_id', '=', userId)
    .where('cp.campaign_id', '=', campaignId);
}

const LEAD_COLUMNS = [
  'cp.campaign_id',
  'cp.profile_id',
  'p.username',
  'cp.outreach_status as status',
  'cp.status_at',
  'cp.note',
  'cp.opened_at',
  'cp.sent_at',
] as const;

const QUEUED_COLUMNS = [
  ...LEAD_COLUMNS,
  'p.full_name',
  'p.biography',
  'p.profile_pic_url',
  'p.followers_count',
  'p.posts_count',
  'p.is_verified',
  'p.is_business_account',
  'cp.message',
] as const;

/**
 * Whether the lead's person is not to be contacted (issue 30: outreach follows the person through
 * renames): messaged in any of the user's campaigns (`isContacted`) or on do-not-contact, by
 * person, or by a do-not-contact username no person is known by yet.
 */
const unreachableLead = (db: Executor, userId: string) =>
  sql<SqlBool>`(p.person_id in (${contactedPeople(db, userId)}) or p.username in (${blockedNames(db, userId)}))`;

const toLead = <T extends { status: string }>(row: T) => ({ ...row, status: row.status as OutreachStatus });

const toQueued = <T extends { status: string; is_verified: unknown; is_business_account: unknown }>(
  row: T,
) => ({
  ...toLead(row),
  is_verified: toBool(row.is_verified),
  is_business_account: toBool(row.is_business_account),
});

/**
 * Outreach: each campaign lead's status with its history (so any change can be undone), the
 * send queue's next lead, the sends the pace counts, and the do-not-contact list; every read
 * and write scoped to `userId`. A status change moves the campaign's 'messages sent' and
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
     * the pace held, marked anyway. `sentText` is the text a first send went out with (kept
     * while contacted, cleared with the send: issue 36). Null when there is no such lead of the user's.
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
          // the sent text follows the send time: set by a first send, kept, cleared with it
          const sentText = isContacted(to)
            ? isContacted(current.status)
              ? {}
              : { sent_text: options.sentText ?? null }
            : { sent_text: null };
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

    /**
     * Whether the username is on the user's do-not-contact list, itself or as the person now
     * known by it (an entry follows its person through renames).
     */
    async isBlocked(userId: string, username: string): Promise<boolean> {
      const row = await db
        .selectFrom('do_not_contact as dnc')
        .select('dnc.username')
        .where('dnc.user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb('dnc.username', '=', username),
            eb(
              'dnc.person_id',
              'in',
              eb
                .selectFrom('people')
                .select('people.id')
                .where('people.user_id', '=', userId)
                .where('people.username', '=', username),
            ),
          ]),
        )
        .executeTakeFirst();
      return row !== undefined;
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

    /** The user's pace settings as stored (nulls are the defaults). */
    async settings(userId: string) {
      return db
        .selectFrom('users')
        .select([
          'outreach_daily_cap',
          'outreach_hours',
          'time_zone',
          'outreach_warmup',
          'outreach_warmup_start',
          'outreach_warmup_days',
          'settings_version',
        ])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /**
     * Saves the pace settings given (undefined leaves one as it is) and bumps `settings_version`;
     * with `expectedVersion`, only over that version (issue 31). False when stale.
     */
    async saveSettings(
      userId: string,
      fields: {
        outreach_daily_cap?: number | null;
        outreach_hours?: string | null;
        time_zone?: string | null;
        outreach_warmup?: number | null;
        outreach_warmup_start?: number | null;
        outreach_warmup_days?: number | null;
      },
      options: { expectedVersion?: number } = {},
    ): Promise<boolean> {
      const { expectedVersion } = options;
      const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      if (Object.keys(set).length === 0 && expectedVersion === undefined) return true;
      const result = await db
        .updateTable('users')
        .set((eb) => ({ ...set, settings_version: eb('settings_version', '+', 1), updated_at: now() }))
        .where('id', '=', userId)
        .$if(expectedVersion !== undefined, (q) =>
          q.where('settings_version', '=', expectedVersion as number),
        )
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Adds normalised usernames to the do-not-contact list, each with the person it names when
     * one is known (so the entry follows them through renames); returns how many were new.
     */
    async block(userId: string, usernames: readonly string[]): Promise<number> {
      let added = 0;
      await inTransaction(db, async (trx) => {
        for (const batch of chunks([...new Set(usernames)], BATCH)) {
          const people = await trx
            .selectFrom('people')
            .select(['id', 'username'])
            .where('user_id', '=', userId)
            .where('username', 'in', batch)
            .orderBy('updated_at')
            .execute();
          const personOf = new Map(people.map((person) => [person.username, person.id]));
          const result = await trx
            .insertInto('do_not_contact')
            .values(
              batch.map((username) => ({
                user_id: userId,
                username,
                person_id: personOf.get(username) ?? null,
                created_at: now(),
              })),
            )
            .onConflict((oc) => oc.columns(['user_id', 'username']).doNothing())
            .executeTakeFirst();
          added += Number(result.numInsertedOrUpdatedRows ?? 0);
        }
      });
      return added;
    },

    /** Takes usernames off the do-not-contact list; returns how many were on it. */
    async unblock(userId: string, usernames: readonly string[]): Promise<number> {
      let removed = 0;
      for (const batch of chunks([...new Set(usernames)], BATCH)) {
        const result = await db
          .deleteFrom('do_not_contact')
          .where('user_id', '=', userId)
          .where('username', 'in', batch)
          .executeTakeFirst();
        removed += Number(result.numDeletedRows);
      }
      return removed;
    },

    /** The do-not-contact list in username order, `limit` after `after`. */
    async blocked(
      userId: string,
      options: { limit?: number; after?: string } = {},
    ): Promise<{ entries: DoNotContactEntry[]; total: number }> {
      const [entries, total] = await Promise.all([
        db
          .selectFrom('do_not_contact')
          .select(['username', 'created_at'])
          .where('user_id', '=', userId)
          .$if(options.after !== undefined, (q) => q.where('username', '>', options.after as string))
          .orderBy('username')
          .limit(clampLimit(options.limit, 100, 1000))
          .execute(),
        db
          .selectFrom('do_not_contact')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return { entries, total: Number(total.n) };
    },
  };
}

export type OutreachRepository = ReturnType<typeof outreachRepository>;
