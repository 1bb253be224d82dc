import { type JobOutcome, jobOutcome } from '../domain/job-outcome.js';
import { listTotals } from '../runs/totals.js';
import type { Store } from '../store/open-store.js';
import type { EventBus } from './event-bus.js';
import type { Job, JobHandlers } from './job-types.js';
import { jobListId, type RunRequest, runRequestOf, runResultOf } from './jobs.js';
import { runWorker } from './worker.js';

/** How one job of a `runQueuedJobs` pass ended, with what a report of it needs. */
export interface RanJobReport {
  /** The job as it stands after the pass (a job put back in the queue is `queued` again). */
  job: Job;
  outcome: JobOutcome;
  /** When this pass began running it, ISO-8601 UTC. */
  startedAt: string;
  /** What a run was asked for (never its session id); null for other kinds. */
  request: RunRequest | null;
  /** Profiles found so far (a run's rows, a batch's profiles). */
  found: number;
  /** Of them, those settled: enriched, reused, not found or failed (a batch's written or failed). */
  processed: number;
  /** Millicredits its list has been charged, over all its runs (0 for other kinds). */
  charged: number;
  /** The user's balance after the pass, in millicredits: what a run cut short by it had left. */
  balance: number | null;
}

/**
 * Runs queued jobs of every user in this process (`runWorker`: `once` or `untilIdle`, stopped
 * by `signal`, which puts the running jobs back in the queue), then reports each job it ran or
 * began, in the order it began them: its outcome (`jobOutcome`), counts and charge. What
 * `leadgen jobs run` prints and takes its exit code from (issue 32).
 *
 * @example
 * const ran = await runQueuedJobs({ store, handlers, bus }, { mode: 'untilIdle', signal });
 * if (ran.some((report) => report.outcome !== 'completed')) process.exitCode = 1;
 */
export async function runQueuedJobs(
  deps: { store: Store; handlers: JobHandlers; bus?: EventBus },
  options: {
    mode: 'once' | 'untilIdle';
    signal?: AbortSignal;
    now?: () => Date;
    /** Only this job (a run a front end just queued). */
    jobId?: string;
  },
): Promise<RanJobReport[]> {
  const { store } = deps;
  const { ran } = await runWorker({ ...deps, ...options });
  const reports: RanJobReport[] = [];
  for (const { id, userId, startedAt } of ran) {
    const job = await store.jobs.get(userId, id);
    if (!job) continue; // deleted with its user meanwhile: nothing left to report
    const outcome = jobOutcome(job);
    reports.push({
      job,
      outcome,
      startedAt,
      request: runRequestOf(job),
      // the last progress holds the counts of every kind, and of a run that did not complete
      found: job.progress?.discovered ?? 0,
      processed: (job.progress?.enriched ?? 0) + (job.progress?.failed ?? 0),
      charged: await chargedFor(store, job),
      balance: outcome === 'cut_short' ? ((await store.ledger.balance(userId)) ?? 0) : null,
    });
  }
  return reports;
}

/** What a run's list was charged: from its result, else (a run that did not complete) its ledger. */
async function chargedFor(store: Store, job: Job): Promise<number> {
  const result = runResultOf(job);
  if (result) return result.charged;
  const listId = jobListId(job);
  return listId ? (await listTotals(store, job.user_id, listId)).charged : 0;
}
