import { type Selectable, sql, type Updateable } from 'kysely';
import { isJobEnded } from '../domain/job-status.js';
import type { Job, JobKind, JobProgress, JobStatus } from '../jobs/job-types.js';
import { decodeCreatedCursor, encodeCreatedCursor } from './cursor.js';
import { clampLimit, type Executor, inTransaction, lockKey, type StoreDeps } from './executor.js';
import { parseJson } from './rows.js';
import type { JobsTable } from './schema.js';

/** What a worker learns when it touches a job it runs: still its own, canceled, or taken over. */
export type LeaseState = 'held' | 'canceled' | 'lost';

/** The most jobs one page holds. */
const PAGE_MAX = 1000;

/** Payload keys that hold credentials: erased when a job ends (DESIGN.md §5). */
const SECRET_PAYLOAD_KEYS = ['sessionId'];

function toJob(row: Selectable<JobsTable>): Job {
  return {
    id: row.id,
    user_id: row.user_id,
    kind: row.kind as JobKind,
    payload: parseJson<unknown>(row.payload, null),
    status: row.status as JobStatus,
    attempts: Number(row.attempts),
    progress: parseJson<JobProgress | null>(row.progress, null),
    result: parseJson<unknown>(row.result, null),
    error: row.error,
    error_code: row.error_code,
    created_at: row.created_at,
    updated_at: row.updated_at,
    finished_at: row.finished_at,
  };
}

function scrub(payload: string): string {
  const value = parseJson<Record<string, unknown> | null>(payload, null);
  if (!value || typeof value !== 'object') return payload;
  for (const key of SECRET_PAYLOAD_KEYS) if (key in value) value[key] = null;
  return JSON.stringify(value);
}

/** Whether a payload still holds a credential that `scrub` erases. */
function holdsSecret(payload: string): boolean {
  const value = parseJson<Record<string, unknown> | null>(payload, null);
  return !!value && typeof value === 'object' && SECRET_PAYLOAD_KEYS.some((key) => value[key] != null);
}

/**
 * The job queue on the store (DESIGN.md §5). Users enqueue, read, cancel and resume their own
 * jobs; workers claim any job with a lease, renew it, and end it. A job whose lease expired
 * (its worker died) is claimed again by any worker. Claims run in a write transaction (on
 * PostgreSQL with FOR UPDATE SKIP LOCKED), so two workers never hold one job. A claim may skip
 * users who already have `perUserLimit` jobs running, so one user's queue cannot starve others.
 */
export function jobsRepository(db: Executor, deps: StoreDeps) {
  const at = () => deps.now().toISOString();
  // SQLite's write transaction holds the whole database; PostgreSQL locks the rows it reads.
  const postgres = deps.engine === 'postgres';
  const leaseEnd = (leaseMs: number) => new Date(deps.now().getTime() + leaseMs).toISOString();

  /** Updates a job only while `workerId` holds it; tells the worker where it stands. */
  async function whileHeld(jobId: string, workerId: string, set: Updateable<JobsTable>) {
    return inTransaction(db, async (trx): Promise<LeaseState> => {
      const result = await trx
        .updateTable('jobs')
        .set({ ...set, updated_at: at() })
        .where('id', '=', jobId)
        .where('lease_owner', '=', workerId)
        .where('status', '=', 'running')
        .executeTakeFirst();
      if (result.numUpdatedRows > 0n) return 'held';
      const row = await trx.selectFrom('jobs').select('status').where('id', '=', jobId).executeTakeFirst();
      return row?.status === 'canceled' ? 'canceled' : 'lost';
    });
  }

  /**
   * After a credential is erased: SQLite keeps earlier versions of a page in its WAL until a
   * checkpoint, so the WAL is written back and emptied (TRUNCATE), leaving no copy of the secret
   * in it; `secure_delete` (open-store.ts) zeroes what the old row left in the database file.
   * Skipped inside a caller's transaction (nothing is committed yet) and on PostgreSQL.
   */
  async function forgetErased(erased: boolean) {
    if (!erased || postgres || db.isTransaction) return;
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db).catch(() => {});
  }

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

  async function finish(jobId: string, workerId: string, status: JobStatus, set: Updateable<JobsTable>) {
    const row = await db.selectFrom('jobs').select('payload').where('id', '=', jobId).executeTakeFirst();
    const state = await whileHeld(jobId, workerId, {
      ...set,
      status,
      payload: row ? scrub(row.payload) : undefined,
      lease_owner: null,
      lease_expires_at: null,
      finished_at: at(),
    });
    await forgetErased(state === 'held' && !!row && holdsSecret(row.payload));
    return state;
  }

  return {
    /**
     * Writes back and empties the WAL after a job's session id was erased inside a caller's
     * transaction (which `finish` cannot do from within it); nothing on PostgreSQL.
     */
    async forgetErasedSecrets(): Promise<void> {
      await forgetErased(true);
    },

    async enqueue(userId: string, kind: JobKind, payload: unknown): Promise<Job> {
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
     * Ends now the leases of running jobs held by workers that are known dead: those whose owner
     * id starts with `ownerPrefix` (this host's workers: `host:pid:…`) and that `isAlive` says
     * are gone, so the next claim takes their jobs at once instead of after the lease. Returns
     * how many jobs it freed.
     *
     * @example
     * await store.jobs.releaseDeadLeases(`${hostname()}:`, (owner) => pidAlive(owner));
     */
    async releaseDeadLeases(ownerPrefix: string, isAlive: (owner: string) => boolean): Promise<number> {
      const now = at();
      const held = await db
        .selectFrom('jobs')
        .select(['id', 'lease_owner'])
        .where('status', '=', 'running')
        .where('lease_expires_at', '>=', now)
        // substr, not LIKE: '_' in a host name would be a wildcard
        .where(sql`substr(lease_owner, 1, ${ownerPrefix.length})`, '=', ownerPrefix)
        .execute();
      let freed = 0;
      for (const job of held) {
        if (!job.lease_owner || isAlive(job.lease_owner)) continue;
        const result = await db
          .updateTable('jobs')
          .set({ lease_expires_at: new Date(deps.now().getTime() - 1).toISOString(), updated_at: now })
          .where('id', '=', job.id)
          // only if the same dead worker still holds it
          .where('lease_owner', '=', job.lease_owner)
          .where('status', '=', 'running')
          .executeTakeFirst();
        freed += Number(result.numUpdatedRows);
      }
      return freed;
    },

    /**
     * Takes the oldest job that is queued, or running with an expired lease, for `workerId`
     * until `leaseMs` from now (only `jobId`, when given). Undefined when there is none.
     * With `perUserLimit`, jobs of a user who already has that many jobs running (under a live
     * lease, held by any worker) are passed over, so another user's older job goes first.
     *
     * @example
     * const job = await store.jobs.claim(workerId, LEASE_MS, ['discover'], undefined, 2);
     */
    async claim(
      workerId: string,
      leaseMs: number,
      kinds?: readonly JobKind[],
      jobId?: string,
      perUserLimit?: number,
    ): Promise<Job | undefined> {
      // a worker with no kind to run takes nothing (and `kind in ()` is no SQL PostgreSQL takes)
      if (kinds?.length === 0) return undefined;
      return inTransaction(db, async (trx) => {
        // The count below must see every other worker's claim. SQLite's write transaction already
        // runs claims one at a time; on PostgreSQL two claims of one user's jobs lock different
        // rows and would both count the same running jobs, so limited claims take turns.
        if (perUserLimit !== undefined) await lockKey(trx, deps.engine, 'jobs:claim');
        const now = at();
        const candidate = await trx
          .selectFrom('jobs')
          .select('id')
          .where((eb) =>
            eb.or([
              eb.and([eb('status', '=', 'queued'), eb('run_after', '<=', now)]),
              eb.and([eb('status', '=', 'running'), eb('lease_expires_at', '<', now)]),
            ]),
          )
          .$if(kinds !== undefined, (q) => q.where('kind', 'in', kinds as JobKind[]))
          .$if(jobId !== undefined, (q) => q.where('id', '=', jobId as string))
          .$if(perUserLimit !== undefined, (q) =>
            q.where((eb) =>
              eb(
                eb
                  .selectFrom('jobs as live')
                  .select((live) => live.fn.countAll<number>().as('running'))
                  .whereRef('live.user_id', '=', 'jobs.user_id')
                  .where('live.status', '=', 'running')
                  // an expired lease is no running job: its worker died, and it is claimable itself
                  .where('live.lease_expires_at', '>=', now),
                '<',
                perUserLimit as number,
              ),
            ),
          )
          .orderBy('created_at')
          .orderBy('id')
          .limit(1)
          // PostgreSQL: each worker takes a different row instead of waiting on another's claim.
          .$if(postgres, (q) => q.forUpdate().skipLocked())
          .executeTakeFirst();
        if (!candidate) return undefined;
        const row = await trx
          .updateTable('jobs')
          .set((eb) => ({
            status: 'running',
            lease_owner: workerId,
            lease_expires_at: leaseEnd(leaseMs),
            attempts: eb('attempts', '+', 1),
            updated_at: now,
          }))
          .where('id', '=', candidate.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return toJob(row);
      });
    },

    /** Renews the lease; 'canceled' or 'lost' tells the worker to stop. */
    heartbeat(jobId: string, workerId: string, leaseMs: number): Promise<LeaseState> {
      return whileHeld(jobId, workerId, { lease_expires_at: leaseEnd(leaseMs) });
    },

    setProgress(
      jobId: string,
      workerId: string,
      progress: JobProgress,
      leaseMs: number,
    ): Promise<LeaseState> {
      return whileHeld(jobId, workerId, {
        progress: JSON.stringify(progress),
        lease_expires_at: leaseEnd(leaseMs),
      });
    },

    /**
     * Merges `patch` into a running job's payload, whoever holds it (a run records the list it
     * created; a worker that lost the job would only write the same id). A function patch reads
     * the payload in the same transaction (several lanes recording their runs lose none).
     */
    async mergePayload(
      jobId: string,
      patch: Record<string, unknown> | ((payload: Record<string, unknown>) => Record<string, unknown>),
    ): Promise<void> {
      await inTransaction(db, async (trx) => {
        const row = await trx
          .selectFrom('jobs')
          .select('payload')
          .where('id', '=', jobId)
          .$if(postgres, (q) => q.forUpdate())
          .executeTakeFirst();
        if (!row) return;
        const payload = parseJson<Record<string, unknown>>(row.payload, {});
        const merged = { ...payload, ...(typeof patch === 'function' ? patch(payload) : patch) };
        await trx
          .updateTable('jobs')
          .set({ payload: JSON.stringify(merged), updated_at: at() })
          .where('id', '=', jobId)
          .execute();
      });
    },

    complete(jobId: string, workerId: string, result: unknown): Promise<LeaseState> {
      return finish(jobId, workerId, 'completed', { result: JSON.stringify(result ?? null), error: null });
    },

    fail(
      jobId: string,
      workerId: string,
      error: string,
      errorCode: string | null = null,
    ): Promise<LeaseState> {
      return finish(jobId, workerId, 'failed', { error, error_code: errorCode });
    },

    /** Gives a job back to the queue unfinished (its worker is shutting down): resumable at once. */
    release(jobId: string, workerId: string): Promise<LeaseState> {
      return whileHeld(jobId, workerId, { status: 'queued', lease_owner: null, lease_expires_at: null });
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
      await forgetErased(erased);
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
