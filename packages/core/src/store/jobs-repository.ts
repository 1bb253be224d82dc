import { isJobEnded } from '../domain/job-status.js';
import type { Job, JobKind, JobPayloads, JobStatus } from '../jobs/job-types.js';
import { decodeCreatedCursor, encodeCreatedCursor } from './cursor.js';
import { clampLimit, type Executor, inTransaction, type StoreDeps } from './executor.js';
import { forgetErased, holdsSecret, scrub, toJob } from './job-rows.js';
import { parseJson } from './rows.js';

export type { LeaseState } from './job-leases-repository.js';

/** The most jobs one page holds. */
const PAGE_MAX = 1000;

/**
 * The job queue on the store, the users' side (DESIGN.md §5): users enqueue, read, cancel and
 * resume their own jobs. The workers' side, claiming and holding jobs under a lease, is
 * job-leases-repository.ts.
 */
export function jobsRepository(db: Executor, deps: StoreDeps) {
  const at = () => deps.now().toISOString();
  // SQLite's write transaction holds the whole database; PostgreSQL locks the rows it reads.
  const postgres = deps.engine === 'postgres';

  /** A user's job's status and payload, read (and on PostgreSQL locked) inside the caller's transaction. */
  function ownedState(trx: Executor, userId: string, jobId: string) {
    return trx
      .selectFrom('jobs')
      .select(['status', 'payload'])
      .where('id', '=', jobId)
      .where('user_id', '=', userId)
      .$if(postgres, (q) => q.forUpdate())
      .executeTakeFirst();
  }

  return {
    /**
     * Writes back and empties the WAL after a job's session id was erased inside a caller's
     * transaction (which `finish` cannot do from within it); nothing on PostgreSQL.
     */
    async forgetErasedSecrets(): Promise<void> {
      await forgetErased(db, postgres, true);
    },

    /** Queues a job of `kind`; a run's payload is only what its validation returns (`JobPayloads`). */
    async enqueue<K extends JobKind>(userId: string, kind: K, payload: JobPayloads[K]): Promise<Job> {
      const now = at();
      const row = await db
        .insertInto('jobs')
        .values({
          id: deps.newId(),
          user_id: userId,
          kind,
          payload: JSON.stringify(payload ?? null),
          status: 'queued',
          run_after: now,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toJob(row);
    },

    async get(userId: string, jobId: string): Promise<Job | undefined> {
      const row = await db
        .selectFrom('jobs')
        .selectAll()
        .where('id', '=', jobId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? toJob(row) : undefined;
    },

    /**
     * A page of the user's jobs, newest first, after `cursor` (keyset on created_at and id, so a
     * late page costs what the first does), with the cursor of the next page and how many exist.
     */
    async page(
      userId: string,
      options: { limit?: number; cursor?: string | null } = {},
    ): Promise<{ jobs: Job[]; nextCursor: string | null; total: number }> {
      const limit = clampLimit(options.limit, 50, PAGE_MAX);
      const after = options.cursor ? decodeCreatedCursor(options.cursor) : null;
      const rows = await db
        .selectFrom('jobs')
        .selectAll()
        .where('user_id', '=', userId)
        .$if(after !== null, (q) =>
          q.where((eb) => {
            const { createdAt, id } = after as { createdAt: string; id: string };
            return eb.or([
              eb('created_at', '<', createdAt),
              eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)]),
            ]);
          }),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
      const counted = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      const jobs = rows.slice(0, limit).map(toJob);
      const last = jobs.at(-1);
      const nextCursor =
        rows.length > limit && last ? encodeCreatedCursor({ createdAt: last.created_at, id: last.id }) : null;
      return { jobs, nextCursor, total: Number(counted.n) };
    },

    /**
     * How many jobs there are of each kind in each state, across every user (what an operator's
     * dashboard shows: the queue's depth, the runs in flight). Only the pairs that have jobs.
     */
    async countsByState(): Promise<{ kind: JobKind; status: JobStatus; count: number }[]> {
      const rows = await db
        .selectFrom('jobs')
        .select(['kind', 'status', (eb) => eb.fn.countAll().as('n')])
        .groupBy(['kind', 'status'])
        .execute();
      return rows.map((row) => ({
        kind: row.kind as JobKind,
        status: row.status as JobStatus,
        count: Number(row.n),
      }));
    },

    /** The user's jobs, newest first. */
    async list(userId: string, options: { status?: JobStatus; limit?: number } = {}): Promise<Job[]> {
      const rows = await db
        .selectFrom('jobs')
        .selectAll()
        .where('user_id', '=', userId)
        .$if(options.status !== undefined, (q) => q.where('status', '=', options.status as JobStatus))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(clampLimit(options.limit, 50, 500))
        .execute();
      return rows.map(toJob);
    },

    /**
     * Cancels a queued or running job (a running one stops at its next safe point). Returns the
     * job, or undefined when it is not the user's.
     */
    async cancel(userId: string, jobId: string): Promise<Job | undefined> {
      let erased = false;
      const job = await inTransaction(db, async (trx) => {
        const row = await ownedState(trx, userId, jobId);
        if (!row) return undefined;
        if (!isJobEnded(row.status)) {
          erased = holdsSecret(row.payload);
          await trx
            .updateTable('jobs')
            .set({ status: 'canceled', payload: scrub(row.payload), finished_at: at(), updated_at: at() })
            .where('id', '=', jobId)
            .execute();
        }
        const ended = await trx
          .selectFrom('jobs')
          .selectAll()
          .where('id', '=', jobId)
          .executeTakeFirstOrThrow();
        return toJob(ended);
      });
      await forgetErased(db, postgres, erased);
      return job;
    },

    /**
     * Queues a failed or canceled job again, merging `payload` (e.g. a new session id, since the
     * old one was erased). Returns undefined when it is not the user's or cannot be resumed.
     */
    async resume(
      userId: string,
      jobId: string,
      payload: Record<string, unknown> = {},
    ): Promise<Job | undefined> {
      return inTransaction(db, async (trx) => {
        const row = await ownedState(trx, userId, jobId);
        if (!row || (row.status !== 'failed' && row.status !== 'canceled')) return undefined;
        const merged = { ...parseJson<Record<string, unknown>>(row.payload, {}), ...payload };
        const updated = await trx
          .updateTable('jobs')
          .set({
            status: 'queued',
            payload: JSON.stringify(merged),
            error: null,
            error_code: null,
            finished_at: null,
            run_after: at(),
            updated_at: at(),
          })
          .where('id', '=', jobId)
          .returningAll()
          .executeTakeFirstOrThrow();
        return toJob(updated);
      });
    },
  };
}

export type JobsRepository = ReturnType<typeof jobsRepository>;
