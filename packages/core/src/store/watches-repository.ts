import { type Selectable, sql, type Transaction } from 'kysely';
import type { Watch } from '../domain/watch.js';
import { chunks, type Executor, inTransaction, lockKey, type StoreDeps } from './executor.js';
import { changeList } from './list-counters.js';
import { membershipsRepository, type NewProfile } from './memberships-repository.js';
import { resolvePeople } from './resolve-people.js';
import type { Database, WatchesTable } from './schema.js';

const BATCH = 500;

/** A watch to create (the service validated it and made its list). */
export interface NewWatch {
  target_username: string;
  search_type: 'followers' | 'following';
  every_seconds: number;
  max_profiles: number;
  search_list_id: string;
  next_run_at: string;
}

function toWatch(row: Selectable<WatchesTable>): Watch {
  const count = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    id: row.id,
    user_id: row.user_id,
    target_username: row.target_username,
    search_type: row.search_type as Watch['search_type'],
    every_seconds: Number(row.every_seconds),
    max_profiles: Number(row.max_profiles),
    search_list_id: row.search_list_id,
    next_run_at: row.next_run_at,
    active_job_id: row.active_job_id,
    last_job_id: row.last_job_id,
    last_run_at: row.last_run_at,
    last_added: count(row.last_added),
    last_missed: count(row.last_missed),
    last_charged: count(row.last_charged),
    reported_count: count(row.reported_count),
    created_at: row.created_at,
  };
}

/**
 * Watchlists (issue 34): a user's watches, their schedule and runs, and who each has seen (people,
 * migration 0012). Every method a user reaches is scoped to `userId`; `due` and `lock` serve the
 * scheduler, which queues every user's due watches.
 */
export function watchesRepository(db: Executor, deps: StoreDeps) {
  const at = () => deps.now().toISOString();
  const owned = (userId: string, watchId: string) =>
    db.updateTable('watches').where('id', '=', watchId).where('user_id', '=', userId);

  return {
    async create(userId: string, watch: NewWatch): Promise<Watch> {
      const now = at();
      const row = await db
        .insertInto('watches')
        .values({ id: deps.newId(), user_id: userId, ...watch, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toWatch(row);
    },

    async get(userId: string, watchId: string): Promise<Watch | undefined> {
      const row = await db
        .selectFrom('watches')
        .selectAll()
        .where('id', '=', watchId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && toWatch(row);
    },

    /** The user's watches, oldest first. */
    async list(userId: string): Promise<Watch[]> {
      const rows = await db
        .selectFrom('watches')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toWatch);
    },

    async findByTarget(userId: string, target: string, type: string): Promise<Watch | undefined> {
      const row = await db
        .selectFrom('watches')
        .selectAll()
        .where('user_id', '=', userId)
        .where('target_username', '=', target)
        .where('search_type', '=', type)
        .executeTakeFirst();
      return row && toWatch(row);
    },

    /** Removes a watch and what it has seen; its list stays (the user's leads). */
    async delete(userId: string, watchId: string): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const mine = await trx
          .selectFrom('watches')
          .select('id')
          .where('id', '=', watchId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!mine) return false;
        await trx.deleteFrom('watch_seen').where('watch_id', '=', watchId).execute();
        await trx.deleteFrom('watches').where('id', '=', watchId).execute();
        return true;
      });
    },

    /**
     * Counts the people a list found from `target` (of `type`) as seen by a watch: a watch started
     * from a discovery list collects only who arrives after it.
     */
    async seeFromList(userId: string, watchId: string, listId: string, target: string, type: string) {
      const rows = await db
        .selectFrom('profiles')
        .select('person_id')
        .distinct()
        .where('user_id', '=', userId)
        .where('search_list_id', '=', listId)
        .where('source_username', '=', target)
        .where('connection_type', '=', type)
        .where('person_id', 'is not', null)
        .execute();
      const now = at();
      const people = rows.map((row) => row.person_id as string);
      for (const batch of chunks(people, BATCH)) {
        await db
          .insertInto('watch_seen')
          .values(
            batch.map((person_id) => ({
              watch_id: watchId,
              person_id,
              job_id: `list:${listId}`,
              seen_at: now,
            })),
          )
          .execute();
      }
    },

    /** Every user's watches due at `now` (next run at or before it), soonest first. */
    async due(now: string, limit = 100): Promise<{ id: string; user_id: string }[]> {
      return db
        .selectFrom('watches')
        .select(['id', 'user_id'])
        .where('next_run_at', '<=', now)
        .orderBy('next_run_at')
        .limit(limit)
        .execute();
    },

    /**
     * Makes the caller's transactions on this watch run one at a time (queueing a run reads the
     * job in flight, then records a new one): SQLite's write transaction already does.
     */
    async lock(watchId: string): Promise<void> {
      if (db.isTransaction) await lockKey(db as Transaction<Database>, deps.engine, `watch:${watchId}`);
    },

    /**
     * Records the run just queued as the one in flight, and when the next is due, only if the run
     * in flight is still `expected` (what the caller read): a compare-and-set, so two processes
     * that read the same watch at once record one run between them. False when another won.
     */
    async startRun(
      userId: string,
      watchId: string,
      expected: string | null,
      jobId: string,
      nextRunAt: string,
    ): Promise<boolean> {
      const result = await owned(userId, watchId)
        .set({ active_job_id: jobId, next_run_at: nextRunAt, updated_at: at() })
        .where((eb) =>
          expected === null ? eb('active_job_id', 'is', null) : eb('active_job_id', '=', expected),
        )
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Saves what a run collected: the people this watch has not seen are recorded as seen by
     * `jobId` and added to its list, marked new (lead review's badge), in one transaction, so a
     * crash saves all or none. Returns how many were new. Saving the same collection again (a
     * resumed run) adds nobody.
     */
    async recordCollected(
      userId: string,
      watchId: string,
      listId: string,
      jobId: string,
      rows: readonly NewProfile[],
    ): Promise<number> {
      return inTransaction(db, async (trx) => {
        const people = await resolvePeople(trx, deps, userId, rows);
        const seen = new Set<string>();
        for (const batch of chunks([...new Set(people)], BATCH)) {
          const found = await trx
            .selectFrom('watch_seen')
            .select('person_id')
            .where('watch_id', '=', watchId)
            .where('person_id', 'in', batch)
            .execute();
          for (const row of found) seen.add(row.person_id);
        }
        const fresh: NewProfile[] = [];
        const freshPeople: string[] = [];
        rows.forEach((row, index) => {
          const person = people[index] as string;
          if (seen.has(person)) return;
          seen.add(person);
          fresh.push(row);
          freshPeople.push(person);
        });
        if (fresh.length === 0) return 0;
        const now = at();
        for (const batch of chunks(freshPeople, BATCH)) {
          await trx
            .insertInto('watch_seen')
            .values(batch.map((person_id) => ({ watch_id: watchId, person_id, job_id: jobId, seen_at: now })))
            .execute();
        }
        await membershipsRepository(trx, deps).insertMany(userId, listId, fresh);
        for (const batch of chunks(freshPeople, BATCH)) {
          await trx
            .updateTable('profiles')
            .set({ is_new: 1 })
            .where('search_list_id', '=', listId)
            .where('user_id', '=', userId)
            .where('person_id', 'in', batch)
            .execute();
        }
        return fresh.length;
      });
    },

    /**
     * What one run of a watch did: the people it saw first (`added`) and the millicredits charged
     * for their rows of its list (`charged`), from what was saved, so a resumed run counts the same.
     */
    async runTotals(
      userId: string,
      watchId: string,
      listId: string,
      jobId: string,
    ): Promise<{ added: number; charged: number }> {
      const seen = await db
        .selectFrom('watch_seen')
        .select((eb) => eb.fn.countAll<number>().as('added'))
        .where('watch_id', '=', watchId)
        .where('job_id', '=', jobId)
        .executeTakeFirstOrThrow();
      const charged = await db
        .selectFrom('credit_ledger as l')
        .innerJoin('profiles as p', (join) =>
          join.on(sql`l.ref`, '=', sql`'enrich:' || p.search_list_id || ':' || p.id`),
        )
        .innerJoin('watch_seen as s', (join) =>
          join.onRef('s.person_id', '=', 'p.person_id').on('s.watch_id', '=', watchId),
        )
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('l.delta'), sql<number>`0`).as('total'))
        .where('l.user_id', '=', userId)
        .where('p.search_list_id', '=', listId)
        .where('s.job_id', '=', jobId)
        .executeTakeFirstOrThrow();
      return { added: Number(seen.added), charged: 0 - Number(charged.total) };
    },

    /**
     * Ends a run: the last run's figures, the target's reported count (the one before it kept, so
     * the same run ending again computes the same missed), and no run in flight. `missed` is how
     * many more people the count says arrived than the run added (null without two counts).
     */
    async finishRun(
      userId: string,
      watchId: string,
      jobId: string,
      run: { added: number; charged: number; reported: number | null },
    ): Promise<{ missed: number | null }> {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .selectFrom('watches')
          .selectAll()
          .where('id', '=', watchId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!row) return { missed: null };
        const before = row.last_job_id === jobId ? row.previous_reported_count : row.reported_count;
        const base = before === null ? null : Number(before);
        const missed =
          base === null || run.reported === null ? null : Math.max(0, run.reported - base - run.added);
        await trx
          .updateTable('watches')
          .set({
            previous_reported_count: base,
            reported_count: run.reported ?? base,
            last_job_id: jobId,
            last_run_at: at(),
            last_added: run.added,
            last_missed: missed,
            last_charged: run.charged,
            updated_at: at(),
          })
          .where('id', '=', watchId)
          .execute();
        await trx
          .updateTable('watches')
          .set({ active_job_id: null })
          .where('id', '=', watchId)
          .where('active_job_id', '=', jobId)
          .execute();
        return { missed };
      });
    },

    /** The run `jobId` is no longer in flight (it failed or was canceled). */
    async endRun(watchId: string, jobId: string): Promise<void> {
      await db
        .updateTable('watches')
        .set({ active_job_id: null, updated_at: at() })
        .where('id', '=', watchId)
        .where('active_job_id', '=', jobId)
        .execute();
    },

    /**
     * Clears the "new" mark of a list's rows the user has seen (lead review showed or selected
     * them); all of the list's when `profileIds` is absent. Returns how many it cleared.
     */
    async markSeen(userId: string, listId: string, profileIds?: readonly string[]): Promise<number> {
      const clear = (ids?: readonly string[]) =>
        db
          .updateTable('profiles')
          .set({ is_new: 0 })
          .where('user_id', '=', userId)
          .where('search_list_id', '=', listId)
          .where('is_new', '=', 1)
          .$if(ids !== undefined, (q) => q.where('id', 'in', ids as string[]))
          .executeTakeFirst();
      let cleared = 0;
      if (!profileIds) cleared = Number((await clear()).numUpdatedRows);
      else
        for (const batch of chunks(profileIds, BATCH)) cleared += Number((await clear(batch)).numUpdatedRows);
      // the list's rows changed: cached pages of it are stale
      if (cleared > 0) await changeList(db, listId, 0);
      return cleared;
    },
  };
}

export type WatchesRepository = ReturnType<typeof watchesRepository>;
