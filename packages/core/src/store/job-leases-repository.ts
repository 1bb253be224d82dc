import { sql, type Updateable } from 'kysely';
import type { Job, JobKind, JobProgress, JobStatus } from '../jobs/job-types.js';
import { type Executor, inTransaction, lockKey, type StoreDeps } from './executor.js';
import { forgetErased, holdsSecret, scrub, toJob } from './job-rows.js';
import { parseJson } from './rows.js';
import type { JobsTable } from './schema.js';

/** What a worker learns when it touches a job it runs: still its own, canceled, or taken over. */
export type LeaseState = 'held' | 'canceled' | 'lost';

/**
 * The job queue on the store, the workers' side (DESIGN.md §5): workers claim any job with a
 * lease, renew it, and end it. A job whose lease expired (its worker died) is claimed again by
 * any worker. Claims run in a write transaction (on PostgreSQL with FOR UPDATE SKIP LOCKED), so
 * two workers never hold one job. A claim may skip users who already have `perUserLimit` jobs
 * running, so one user's queue cannot starve others.
 */
export function jobLeasesRepository(db: Executor, deps: StoreDeps) {
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
    await forgetErased(db, postgres, state === 'held' && !!row && holdsSecret(row.payload));
    return state;
  }

  return {
    /**
     * Ends now the leases of running jobs held by workers that are known dead: those whose owner
     * id starts with `ownerPrefix` (this host's workers: `host:pid:…`) and that `isAlive` says
     * are gone, so the next claim takes their jobs at once instead of after the lease. Returns
     * how many jobs it freed.
     *
     * @example
     * await store.jobLeases.releaseDeadLeases(`${hostname()}:`, (owner) => pidAlive(owner));
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
     * const job = await store.jobLeases.claim(workerId, LEASE_MS, ['discover'], undefined, 2);
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
  };
}

export type JobLeasesRepository = ReturnType<typeof jobLeasesRepository>;
