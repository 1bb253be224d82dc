import { LeadgenError, NotFoundError, ValidationError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { RunResult } from '../domain/run-result.js';
import { DISCOVERY_STEPS } from '../domain/run-steps.js';
import type { JobHandler } from '../jobs/job-types.js';
import { JobStopped } from '../jobs/worker.js';
import type { Scraper } from '../providers/scraper.js';
import { emptyDiscoveryError } from '../runs/empty-discovery.js';
import { withOutageRetry } from '../runs/outage.js';
import { runListHandler } from '../runs/pipeline.js';
import { providerRunHooks, type RunHooksFor } from '../runs/provider-runs.js';
import type { RunDeps } from '../runs/types.js';
import { emitEvent } from '../webhooks/emit-event.js';
import type { WatchPayload } from './watch-payload.js';

/** What a watch run did, besides the list's totals (`RunResult`). `charged` is this run's only. */
export interface WatchRunResult extends RunResult {
  watch: {
    watchId: string;
    /** People this run saw first, added to the watch's list. */
    added: number;
    /** ≈ how many more arrived than it collected (the target's count grew by more); null without two counts. */
    missed: number | null;
    /** The target's followers (or followings) count the provider reported, when it did. */
    reported: number | null;
  };
}

/**
 * The handler of `watch` jobs: one run of a watch, through the pipeline every run follows
 * (`runListHandler`: the list, discovery, enrichment charging per profile, finalising; lease,
 * resume and the no-double-charge rules with it). Its list grows: the run reopens it, collects the
 * target's audience (newest first, up to the watch's maximum), and adds only the people the watch
 * has not seen (`watches.recordCollected`), so only they are enriched and charged. The target's
 * reported count, read before, gives "missed ≈N" when more arrived than were collected. A resumed
 * run follows its provider runs and counts what it saved before: charges stay exact.
 */
export function watchHandler(deps: RunDeps): JobHandler<WatchPayload, WatchRunResult> {
  const { store } = deps;
  // the target's count each running job read, by job id (read again by a resumed job)
  const reported = new Map<string, number | null>();
  const pipeline = runListHandler<WatchPayload>(deps, {
    steps: DISCOVERY_STEPS,
    run: messages.runNames.watch,
    fallback: messages.runFailedUnexpectedly(messages.runNames.watch),
    newList: () => Promise.reject(new NotFoundError(messages.watchListGone)),
    seedStep: 2,
    async seed({ list, payload, progress, context }) {
      const { target, type, max, watchId, sessionId } = payload;
      const hooks = providerRunHooks(context);
      // an actor that logs in cannot run unattended: 'Instagram session ID is required'. This is
      // the worker's configured actor, not the payload (always without one), so it is asked here.
      if (deps.scraper.sessionIdRequired(type)) throw new ValidationError(messages.sessionIdRequired);
      reported.set(context.job.id, await targetCount(deps.scraper, target, type, hooks, context.signal));
      const discovery = {
        targets: [target],
        type,
        max,
        sessionId,
        signal: context.signal,
        run: hooks('discover'),
      };
      // an outage is waited out as a discovery waits it out (issue 33), its run followed through it
      const noticeBefore = progress.notice;
      const result = await withOutageRetry(() => deps.scraper.discover(discovery), {
        policy: deps.outage,
        clock: deps.clock,
        signal: context.signal,
        onWait: (resumeAt) => {
          progress.setNotice(resumeAt ? messages.discoveryWaitingForProvider(resumeAt) : noticeBefore);
          return progress.report(2);
        },
      });
      if (result.profiles.length === 0 && result.missingTargets.length > 0) {
        throw await emptyDiscoveryError(deps.scraper, discovery, result);
      }
      const rows = result.profiles.map((profile) => ({
        ...profile,
        connection_type: type,
        source_username: target,
      }));
      await store.watches.recordCollected(context.job.user_id, watchId, list.id, context.job.id, rows);
    },
    sessionId: () => null,
  });

  return async (context) => {
    const { watchId, listId } = context.job.payload;
    const userId = context.job.user_id;
    const jobId = context.job.id;
    await holdWatch(store, userId, watchId, jobId);
    try {
      const list = await store.lists.get(userId, listId);
      if (!list) throw new NotFoundError(messages.watchListGone);
      // each run grows the list again; a run resumed after it finalised adds nobody twice
      if (list.status === 'completed') await store.lists.reopen(userId, listId);
      const result = await pipeline(context);
      const totals = await store.watches.runTotals(userId, watchId, listId, jobId);
      const count = reported.get(jobId) ?? null;
      // the run's figures and its `watch.new_people` event commit together (issue 35)
      const { missed } = await store.transaction(async (tx) => {
        const finished = await tx.watches.finishRun(userId, watchId, jobId, { ...totals, reported: count });
        if (totals.added > 0)
          await emitEvent(
            tx,
            userId,
            'watch.new_people',
            {
              watch_id: watchId,
              list_id: listId,
              job_id: jobId,
              count: totals.added,
              missed: finished.missed,
            },
            { key: jobId },
          );
        return finished;
      });
      const notice = missed ? messages.watchMissed(missed) : result.notice;
      return {
        ...result,
        charged: totals.charged,
        ...(notice !== undefined && { notice }),
        watch: { watchId, added: totals.added, missed, reported: count },
      };
    } catch (error) {
      // a run that ended (failed, canceled) frees the watch; a shutdown or takeover resumes it
      const resumes =
        context.signal.aborted &&
        context.signal.reason instanceof JobStopped &&
        context.signal.reason.reason !== 'canceled';
      if (!resumes) await store.watches.endRun(watchId, jobId).catch(() => {});
      throw error;
    } finally {
      reported.delete(jobId);
    }
  };
}

/**
 * Makes sure this job is the watch's one run in flight. A run queued by `queueWatchRun` already is;
 * one resumed by hand (`jobs resume` of a failed run) becomes it only while no other run of the
 * watch is queued or running (compare-and-set), else it fails: never two runs of a watch at once.
 */
async function holdWatch(store: RunDeps['store'], userId: string, watchId: string, jobId: string) {
  const watch = await store.watches.get(userId, watchId);
  if (!watch) throw new NotFoundError(messages.watchNotFound);
  if (watch.active_job_id === jobId) return;
  const other = watch.active_job_id ? await store.jobs.get(userId, watch.active_job_id) : undefined;
  const busy = other !== undefined && (other.status === 'queued' || other.status === 'running');
  if (
    busy ||
    !(await store.watches.startRun(userId, watchId, watch.active_job_id, jobId, watch.next_run_at))
  ) {
    throw new LeadgenError('CONFLICT', messages.watchRunning);
  }
}

/**
 * The target's followers (or followings) count as the profile lookup reports it, or null when the
 * lookup fails or finds nobody: the run goes on without "missed". Its provider run is saved like
 * the discovery's, so a resumed run does not pay for it again.
 */
async function targetCount(
  scraper: Scraper,
  target: string,
  type: 'followers' | 'following',
  hooks: RunHooksFor,
  signal: AbortSignal,
): Promise<number | null> {
  try {
    const [found] = await scraper.lookupProfiles([target], null, { signal, run: hooks('target') });
    if (!found?.ok) return null;
    const count =
      type === 'followers'
        ? found.profile.followers_count
        : (found.profile.follows_count ?? found.profile.following_count);
    return typeof count === 'number' ? count : null;
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}
