import type { RunStep } from '../domain/run-steps.js';
import type { JobProgress } from '../jobs/job-types.js';

/** The counts a run reports. */
export type RunCounts = Pick<JobProgress, 'discovered' | 'enriched' | 'failed'>;

/** Reports a run's progress through its steps; updates go out one at a time, in order. */
export interface RunProgress {
  /** Moves to step `index` (1-based), `fraction` (0..1) of the way through it. */
  report(index: number, fraction?: number, counts?: Partial<RunCounts>): Promise<void>;
  /** Sets the notice every later update carries (a capped run, a balance that ran out). */
  setNotice(notice: string | undefined): void;
  readonly notice: string | undefined;
  /**
   * Takes the balance's cap of a run asked for `wanted` profiles (`capToBalance`): its notice,
   * and, when it capped the run, `wanted` as `cappedFrom` for the run's result.
   */
  setCap(cap: { limit: number; notice?: string }, wanted: number): void;
  readonly cappedFrom: number | undefined;
}

/**
 * A progress reporter over `steps`: percent runs across all steps by their weights (spec §4
 * "step N of M with a percentage") and never goes back. Updates are chained, so concurrent
 * chunks finishing together publish in the order they reported.
 */
export function createRunProgress(
  steps: readonly RunStep[],
  publish: (update: JobProgress) => Promise<void>,
): RunProgress {
  const total = steps.reduce((sum, step) => sum + step.weight, 0);
  const counts: RunCounts = { discovered: 0, enriched: 0, failed: 0 };
  let notice: string | undefined;
  let cappedFrom: number | undefined;
  let best = 0;
  let chain: Promise<void> = Promise.resolve();

  return {
    report(index, fraction = 0, update = {}) {
      const step = steps[index - 1];
      if (!step) throw new RangeError(`No step ${index}`);
      Object.assign(counts, update);
      const before = steps.slice(0, index - 1).reduce((sum, s) => sum + s.weight, 0);
      const share = Math.min(1, Math.max(0, fraction));
      best = Math.max(best, Math.round(((before + step.weight * share) / total) * 100));
      const progress: JobProgress = {
        step: step.label,
        stepIndex: index,
        stepCount: steps.length,
        percent: best,
        ...counts,
        ...(notice !== undefined && { notice }),
      };
      chain = chain.then(() => publish(progress));
      return chain;
    },
    setNotice(value) {
      notice = value;
    },
    get notice() {
      return notice;
    },
    setCap(cap, wanted) {
      notice = cap.notice;
      if (cap.limit < wanted) cappedFrom = wanted;
    },
    get cappedFrom() {
      return cappedFrom;
    },
  };
}
