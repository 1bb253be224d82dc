import { sql } from 'kysely';
import type { Executor, StoreDeps } from './executor.js';

/** An "Instagram blocked me" report. */
export interface BlockReport {
  id: string;
  reported_at: string;
  note: string | null;
  lifted_at: string | null;
}

/** A timestamp column as ISO text, whichever engine read it (PostgreSQL may give a Date). */
const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));

const toReport = (row: { id: string; reported_at: unknown; note: string | null; lifted_at: unknown }) => ({
  id: row.id,
  reported_at: iso(row.reported_at),
  note: row.note,
  lifted_at: row.lifted_at === null ? null : iso(row.lifted_at),
});

/**
 * The safe-volume guard's records (migration 0021): the user's block reports, and when the
 * user first sent a message (where the warm-up counts its days from). Every read and write is
 * scoped to `userId`.
 */
export function outreachBlocksRepository(db: Executor, deps: StoreDeps) {
  return {
    /** Records a block report made at `at` (the pace's clock; the store's when absent). */
    async report(userId: string, note: string | null, at = deps.now()): Promise<BlockReport> {
      const row = { id: deps.newId(), user_id: userId, reported_at: at.toISOString(), note };
      await db.insertInto('outreach_blocks').values(row).execute();
      return { id: row.id, reported_at: row.reported_at, note, lifted_at: null };
    },

    /** The newest report made since `since` (ISO) and not lifted, if any. */
    async latest(userId: string, since: string): Promise<BlockReport | null> {
      const row = await db
        .selectFrom('outreach_blocks')
        .select(['id', 'reported_at', 'note', 'lifted_at'])
        .where('user_id', '=', userId)
        .where('lifted_at', 'is', null)
        .where('reported_at', '>=', since)
        .orderBy('reported_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? toReport(row) : null;
    },

    /** Marks a report of the user's lifted at `at`; false when it is not theirs or already lifted. */
    async lift(userId: string, id: string, at = deps.now()): Promise<boolean> {
      const result = await db
        .updateTable('outreach_blocks')
        .set({ lifted_at: at.toISOString() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('lifted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The user's first recorded send (the earliest send time over their campaigns), if any. */
    async firstSendAt(userId: string): Promise<Date | null> {
      const row = await db
        .selectFrom('campaign_profiles as cp')
        .innerJoin('campaigns as c', 'c.id', 'cp.campaign_id')
        .select(sql<unknown>`min(cp.sent_at)`.as('first'))
        .where('c.user_id', '=', userId)
        .executeTakeFirst();
      return row?.first === null || row?.first === undefined ? null : new Date(iso(row.first));
    },
  };
}

export type OutreachBlocksRepository = ReturnType<typeof outreachBlocksRepository>;
