import { NotFoundError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { RunResult } from '../domain/run-result.js';
import type { CustomFields } from '../runs/custom-input.js';
import type { DiscoveryFields } from '../runs/discovery-input.js';
import { endCanceledRun } from '../runs/run-list.js';
import type { Repositories, Store } from '../store/open-store.js';
import type { Job } from './job-types.js';

/** What the job services need: the jobs repository only. */
export interface JobsDeps {
  store: Pick<Repositories, 'jobs'>;
}

/**
 * One of the user's jobs; NotFoundError('Job not found') for a missing or foreign id. Its payload
 * no longer holds the session id once it has ended, but front ends never show the payload.
 */
export async function getJob(deps: JobsDeps, userId: string, jobId: string): Promise<Job> {
  const job = typeof jobId === 'string' ? await deps.store.jobs.get(userId, jobId) : undefined;
  if (!job) throw new NotFoundError(messages.jobNotFound);
  return job;
}

/**
 * Cancels one of the user's jobs: a queued one at once, a running one at its next safe point
 * (after the chunk in flight, DESIGN.md §5); an ended job is returned unchanged. A run's list
 * leaves processing at once for its final state (`endCanceledRun`): no list waits on a run that
 * will not come, even when no worker holds the job (an interrupted run back in the queue).
 * NotFoundError('Job not found') for a missing or foreign id.
 */
export async function cancelJob(
  deps: { store: Pick<Store, 'jobs' | 'lists' | 'transaction'> },
  userId: string,
  jobId: string,
): Promise<Job> {
  const job = typeof jobId === 'string' ? await deps.store.jobs.cancel(userId, jobId) : undefined;
  if (!job) throw new NotFoundError(messages.jobNotFound);
  const listId = job.status === 'canceled' ? jobListId(job) : null;
  if (listId) await endCanceledRun(deps.store, userId, listId);
  return job;
}

/** A page of the user's jobs, newest first (see `listJobs`). */
export interface JobsPage {
  jobs: Job[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** How many jobs the user has. */
  total: number;
}

/**
 * The user's jobs, newest first, a page at a time: at most `limit` (default 50, at most 1000),
 * after `cursor` (the previous page's `nextCursor`; anything else is 'Invalid page cursor').
 *
 * @example
 * const first = await listJobs({ store }, userId, { limit: 20 });
 * const next = first.nextCursor && (await listJobs({ store }, userId, { cursor: first.nextCursor }));
 */
export function listJobs(
  deps: JobsDeps,
  userId: string,
  options: { limit?: number; cursor?: string | null } = {},
): Promise<JobsPage> {
  return deps.store.jobs.page(userId, options);
}

/** The user's running jobs, then their queued ones, newest first within each: what is going on now. */
export async function activeJobs(deps: JobsDeps, userId: string): Promise<Job[]> {
  const [running, queued] = await Promise.all([
    deps.store.jobs.list(userId, { status: 'running' }),
    deps.store.jobs.list(userId, { status: 'queued' }),
  ]);
  return [...running, ...queued];
}

/**
 * The user's runs (discover and custom jobs: the paid ones) still going, running first, newest
 * first within each: what a front end names before the user starts another paid run.
 */
export async function activeRuns(deps: JobsDeps, userId: string): Promise<Job[]> {
  return (await activeJobs(deps, userId)).filter((job) => job.kind === 'discover' || job.kind === 'custom');
}

/** What a run was asked to do, safe to show (never its session id). */
export type RunRequest =
  | { kind: 'discover'; targets: string[]; type: 'followers' | 'following'; maxProfiles: number }
  | { kind: 'custom'; usernames: number };

/**
 * What a discover or custom job was asked for, from its payload, without the session id: a
 * screen opened on a run (a refresh, a second tab) shows it, and a warning names the run by it.
 * Null for other kinds.
 */
export function runRequestOf(job: Job): RunRequest | null {
  const payload = (job.payload ?? {}) as Partial<DiscoveryFields & CustomFields>;
  if (job.kind === 'discover')
    return {
      kind: 'discover',
      targets: Array.isArray(payload.targets) ? payload.targets.map(String) : [],
      type: payload.type === 'following' ? 'following' : 'followers',
      maxProfiles: typeof payload.max === 'number' ? payload.max : 0,
    };
  if (job.kind === 'custom')
    return { kind: 'custom', usernames: Array.isArray(payload.usernames) ? payload.usernames.length : 0 };
  return null;
}

/** The finished run's result of a discover or custom job, or null (still running, or another kind). */
export function runResultOf(job: Job): RunResult | null {
  const result = job.result as RunResult | null;
  return result && typeof result === 'object' && 'listId' in result ? result : null;
}

/**
 * The list a discover or custom job works on: from its result, else the id the run recorded on
 * its payload once it created the list; null before that, and for other kinds.
 */
export function jobListId(job: Job): string | null {
  const payload = job.payload as { listId?: unknown } | null;
  const fromPayload = typeof payload?.listId === 'string' ? payload.listId : null;
  return runResultOf(job)?.listId ?? fromPayload;
}
