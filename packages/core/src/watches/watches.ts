import { LeadgenError, NotFoundError, ValidationError } from '../domain/errors.js';
import { jobOutcome } from '../domain/job-outcome.js';
import { parseMaxProfiles } from '../domain/max-profiles.js';
import { messages } from '../domain/messages.js';
import { parseUsername } from '../domain/usernames.js';
import { parseWatchEvery, type Watch } from '../domain/watch.js';
import type { EventBus } from '../jobs/event-bus.js';
import type { Job, JobHandlers } from '../jobs/job-types.js';
import { type RanJobReport, runQueuedJobs } from '../jobs/run-queued.js';
import type { Store } from '../store/open-store.js';
import type { WatchRunResult } from './run.js';
import { watchRunPayload } from './watch-payload.js';

/** What the watch services need: the store, and the clock schedules are read against. */
export interface WatchesDeps {
  store: Store;
  now?: () => Date;
}

/** A watch as a user asks for it (CLI flags, API body, a list's "Watch"): anything may be wrong. */
export interface WatchInput {
  target: unknown;
  type: unknown;
  /** '1d', '12h', '7d' (or seconds). */
  every: unknown;
  /** The most people one run collects (1..1000, default 100, spec §5's profile limit). */
  max?: unknown;
  /** A discovery list to start from: its people from the target count as seen already. */
  fromListId?: unknown;
}

const clock = (deps: WatchesDeps) => deps.now ?? (() => new Date());
const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000).toISOString();

/**
 * Adds a watch of a target's followers or followings (issue 34) with its own list, which each run
 * grows by the people it sees first. A new watch is due at once (its first run collects the
 * audience as it stands). Started from a discovery list (`fromListId`, the web's "Watch"), the
 * list's people from that target count as seen and the first run is one schedule away: the watch
 * collects only who arrives after. One watch per target and type per user.
 *
 * @example
 * await addWatch({ store }, userId, { target: '@natgeo', type: 'followers', every: '1d', max: 200 });
 */
export async function addWatch(deps: WatchesDeps, userId: string, input: WatchInput): Promise<Watch> {
  const { store } = deps;
  const target = parseUsername(typeof input.target === 'string' ? input.target : '');
  if (input.type !== 'followers' && input.type !== 'following') {
    throw new ValidationError(messages.invalidSearchType);
  }
  const type = input.type;
  const every = parseWatchEvery(input.every);
  const max = parseMaxProfiles(input.max);
  const from = input.fromListId === undefined || input.fromListId === null ? null : String(input.fromListId);
  if (from !== null && !(await store.lists.get(userId, from))) throw new NotFoundError(messages.listNotFound);
  const now = clock(deps)();
  return store.transaction(async (tx) => {
    if (await tx.watches.findByTarget(userId, target, type)) {
      throw new LeadgenError('CONFLICT', messages.watchExists(target, type));
    }
    const list = await tx.lists.create(userId, {
      name: `Watch: @${target} ${type}`,
      target_accounts: [target],
      search_type: type,
      max_profiles: max,
      instagram_session_id: null,
    });
    // an empty list, complete until a run grows it
    await tx.lists.complete(userId, list.id, { profiles_found: 0, cost: 0 });
    const watch = await tx.watches.create(userId, {
      target_username: target,
      search_type: type,
      every_seconds: every,
      max_profiles: max,
      search_list_id: list.id,
      next_run_at: from === null ? now.toISOString() : later(now, every),
    });
    if (from !== null) await tx.watches.seeFromList(userId, watch.id, from, target, type);
    return watch;
  });
}

/** The user's watches, oldest first. */
export function listWatches(deps: WatchesDeps, userId: string): Promise<Watch[]> {
  return deps.store.watches.list(userId);
}

/**
 * The id of the user's watch that `text` names: its id, or the start of exactly one of their
 * watches' ids (as `ls` shows them); else 'Watch not found'.
 */
export async function resolveWatchId(deps: WatchesDeps, userId: string, text: string): Promise<string> {
  const wanted = text.trim().toLowerCase();
  const watches = await deps.store.watches.list(userId);
  const exact = watches.find((watch) => watch.id === wanted);
  if (exact) return exact.id;
  const matching = wanted.length >= 4 ? watches.filter((watch) => watch.id.startsWith(wanted)) : [];
  if (matching.length !== 1) throw new NotFoundError(messages.watchNotFound);
  return (matching[0] as Watch).id;
}

/** One of the user's watches, or 'Watch not found'. */
export async function getWatch(deps: WatchesDeps, userId: string, watchId: string): Promise<Watch> {
  const watch = await deps.store.watches.get(userId, watchId);
  if (!watch) throw new NotFoundError(messages.watchNotFound);
  return watch;
}

/**
 * Removes a watch (its run in flight is canceled first); its list and leads stay. 'Watch not
 * found' for an id that is not the user's.
 */
export async function removeWatch(deps: WatchesDeps, userId: string, watchId: string): Promise<void> {
  const watch = await getWatch(deps, userId, watchId);
  if (watch.active_job_id) await deps.store.jobs.cancel(userId, watch.active_job_id);
  await deps.store.watches.delete(userId, watchId);
}

/** A run of a watch: the job queued for it, or the one already queued or running (`queued` false). */
export interface WatchRunQueued {
  watch: Watch;
  job: Job;
  queued: boolean;
}

/**
 * Queues a run of a watch now ("run now"), or with `due` only when it is due, and moves its next
 * run one schedule on. Never two runs of one watch at once: while one is queued or running, that
 * one is returned (`queued: false`). The check and the queueing are one transaction, locked per
 * watch, so concurrent workers and front ends queue one run between them. Null when `due` and it
 * is not due (or another process just queued it).
 */
export async function queueWatchRun(
  deps: WatchesDeps,
  userId: string,
  watchId: string,
  options: { due?: boolean } = {},
): Promise<WatchRunQueued | null> {
  const now = clock(deps)();
  const lost = new Error('another process queued this watch first');
  const queue = () =>
    deps.store.transaction(async (tx): Promise<WatchRunQueued | null> => {
      await tx.watches.lock(watchId);
      const watch = await tx.watches.get(userId, watchId);
      if (!watch) throw new NotFoundError(messages.watchNotFound);
      if (watch.active_job_id) {
        const job = await tx.jobs.get(userId, watch.active_job_id);
        if (job && (job.status === 'queued' || job.status === 'running')) {
          return options.due ? null : { watch, job, queued: false };
        }
      }
      if (options.due && Date.parse(watch.next_run_at) > now.getTime()) return null;
      const job = await tx.jobs.enqueue(userId, 'watch', watchRunPayload(watch));
      // the lock makes this the only writer; the compare-and-set holds even without it
      if (
        !(await tx.watches.startRun(
          userId,
          watch.id,
          watch.active_job_id,
          job.id,
          later(now, watch.every_seconds),
        ))
      )
        throw lost;
      return { watch: { ...watch, active_job_id: job.id }, job, queued: true };
    });
  try {
    return await queue();
  } catch (error) {
    if (error !== lost) throw error;
    // rolled back: the run the winner queued is the one in flight
    return options.due ? null : queue();
  }
}

/**
 * Queues a run of every due watch (the worker's schedule; `leadgen watch run --due`), of every
 * user, or of one (`userId`). Returns the runs it queued.
 */
export async function queueDueWatches(
  deps: WatchesDeps,
  options: { userId?: string } = {},
): Promise<WatchRunQueued[]> {
  const due = await deps.store.watches.due(clock(deps)().toISOString());
  const queued: WatchRunQueued[] = [];
  for (const { id, user_id } of due) {
    if (options.userId !== undefined && user_id !== options.userId) continue;
    const run = await queueWatchRun(deps, user_id, id, { due: true }).catch((error: unknown) => {
      // removed meanwhile: nothing to queue
      if (error instanceof NotFoundError) return null;
      throw error;
    });
    if (run?.queued) queued.push(run);
  }
  return queued;
}

/**
 * Clears the "new" badge of a list's people the user has seen (lead review showed or selected
 * them; all of the list's when `profileIds` is absent). Returns how many it cleared.
 */
export async function markProfilesSeen(
  deps: WatchesDeps,
  userId: string,
  listId: string,
  profileIds?: readonly string[],
): Promise<number> {
  if (!(await deps.store.lists.get(userId, listId))) throw new NotFoundError(messages.listNotFound);
  return deps.store.watches.markSeen(userId, listId, profileIds);
}

/** How one watch run of `runWatches` ended: the job's report, and what the run did. */
export interface WatchRunReport extends RanJobReport {
  watch: Watch;
  /** The run's figures (null when it did not complete). */
  run: WatchRunResult['watch'] | null;
}

/**
 * Runs watches in this process (`leadgen watch run`): the one named (`watchId`, the acting
 * user's; its run already queued or running elsewhere is followed if queued), or every due watch
 * of every user (`due`). Each run is queued as a job like any other (so a worker could have taken
 * it as well) and run here to its end; a stop (`signal`) puts it back in the queue. Returns each
 * run's report, in order.
 *
 * @example
 * const reports = await runWatches({ store, handlers }, { due: true, signal });
 */
export async function runWatches(
  deps: WatchesDeps & { handlers: JobHandlers; bus?: EventBus },
  options: { userId?: string; watchId?: string; due?: boolean; signal?: AbortSignal },
): Promise<WatchRunReport[]> {
  const runs: WatchRunQueued[] = [];
  if (options.watchId !== undefined && options.userId !== undefined) {
    const run = await queueWatchRun(deps, options.userId, options.watchId);
    if (run) runs.push(run);
  } else if (options.due) runs.push(...(await queueDueWatches(deps)));
  const reports: WatchRunReport[] = [];
  for (const run of runs) {
    if (options.signal?.aborted) break;
    const [report] = await runQueuedJobs(
      { store: deps.store, handlers: deps.handlers, bus: deps.bus },
      { mode: 'once', jobId: run.job.id, signal: options.signal },
    );
    const job = report?.job ?? (await deps.store.jobs.get(run.job.user_id, run.job.id)) ?? run.job;
    const watch = (await deps.store.watches.get(run.watch.user_id, run.watch.id)) ?? run.watch;
    const result = job.status === 'completed' ? (job.result as WatchRunResult | null) : null;
    reports.push({
      ...(report ?? {
        job,
        outcome: jobOutcome(job),
        startedAt: job.updated_at,
        request: null,
        found: 0,
        processed: 0,
        charged: 0,
        balance: null,
      }),
      watch,
      run: result?.watch ?? null,
      // this run's charge, not its list's
      charged:
        result?.charged ??
        (await deps.store.watches.runTotals(job.user_id, watch.id, watch.search_list_id, job.id)).charged,
    });
  }
  return reports;
}
