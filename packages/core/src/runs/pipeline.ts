import type { RunResult } from '../domain/run-result.js';
import type { RunStep } from '../domain/run-steps.js';
import type { SearchList } from '../domain/search-list.js';
import type { JobHandler } from '../jobs/job-types.js';
import type { NewSearchList } from '../store/lists-repository.js';
import { enrichRunList } from './enrich-step.js';
import { createRunProgress, type RunProgress } from './progress.js';
import { providerRunHooks } from './provider-runs.js';
import { endRun, finaliseStep, openRunList, runLimiter } from './run-list.js';
import type { RunProgressFields } from './run-payloads.js';
import type { RunContext, RunDeps } from './types.js';

/** What every list-making run's payload carries (DiscoverPayload, CustomPayload, WatchPayload). */
type RunPayload = RunProgressFields & { refresh?: boolean };

/**
 * What one kind of run (discovery, custom list, watch) brings to the pipeline every run follows.
 * Its payload was validated where it was queued (`validateDiscovery`, `validateCustom`,
 * `watchRunPayload`; issue 37): the kind reads its fields as they are.
 */
export interface RunKindSpec<P extends RunPayload> {
  /** Its steps (spec §4): the first opens the list, the last two enrich and finalise. */
  steps: readonly RunStep[];
  /** What the run is called in messages ('discovery', 'import'). */
  run: string;
  /** The failure message when something unexpected stops it. */
  fallback: string;
  /** The new list of a first run, after checking the balance (`progress` takes the cap's notice). */
  newList(run: { payload: P; userId: string; progress: RunProgress }): Promise<NewSearchList>;
  /**
   * Seeds the list's rows, unless it has some already (a resumed run): discovery collects the
   * targets' followers, a custom list saves its usernames. Runs in a step of its own when
   * `seedStep` is given, else within the first.
   */
  seed(run: {
    list: SearchList;
    resumed: boolean;
    payload: P;
    progress: RunProgress;
    context: RunContext<P>;
  }): Promise<void>;
  seedStep?: number;
  /** The session id enrichment may use (a credential: erased when the run ends). */
  sessionId(payload: P): string | null;
}

/**
 * The handler every list-making run shares (DESIGN.md §5): step 1 opens the list (a new one,
 * or the one a resumed job continues); the kind seeds its rows (`spec.seed`, in its own step or
 * within the first); the next step enriches them in chunks, charging only what is looked up
 * (`enrichRunList`); the last completes the list and erases the session id. A list already
 * completed (a job that stopped before the queue heard) only reports it. A failure ends the list
 * failed with the spec's message, a cancel ends it canceled, a shutdown leaves it resumable
 * (`endRun`).
 */
export function runListHandler<P extends RunPayload>(
  deps: RunDeps,
  spec: RunKindSpec<P>,
): JobHandler<P, RunResult> {
  const limiter = runLimiter(deps);
  const enrichStep = spec.steps.length - 1;

  return async (context: RunContext<P>) => {
    const { store } = deps;
    const userId = context.job.user_id;
    const payload = context.job.payload;
    const progress = createRunProgress(spec.steps, (update) => context.progress(update));
    let listId: string | undefined;
    try {
      await progress.report(1);
      const { list, resumed } = await openRunList(
        deps,
        context,
        () => spec.newList({ payload, userId, progress }),
        spec.run,
      );
      listId = list.id;
      if (list.status !== 'completed') {
        if (spec.seedStep !== undefined) await progress.report(spec.seedStep);
        await spec.seed({ list, resumed, payload, progress, context });
        await enrichRunList({
          deps,
          limiter,
          userId,
          listId: list.id,
          sessionId: spec.sessionId(payload),
          signal: context.signal,
          runs: providerRunHooks(context),
          refresh: payload.refresh === true,
          progress,
          stepIndex: enrichStep,
          onCharged: context.creditsChanged,
        });
      }
      return await finaliseStep(store, userId, list.id, progress, spec.steps.length);
    } catch (error) {
      return endRun({
        deps,
        userId,
        listId,
        error,
        signal: context.signal,
        fallback: spec.fallback,
        run: spec.run,
      });
    }
  };
}
