import { millicreditsToCredits } from '../domain/credits.js';
import type { RunResult } from '../domain/run-result.js';
import type { Job, JobKind } from '../jobs/job-types.js';

/** The job kinds that are runs (they fill a list): their ends send `run.completed` / `run.failed`. */
export const RUN_KINDS: ReadonlySet<JobKind> = new Set(['discover', 'custom', 'watch']);

/**
 * A run's event data, in the names the API answers a job and its run with (wire/job-json.ts
 * `jobJson` and `runCountsJson`, spec §3): the job, its list, its counts and charge in credits,
 * and its notice or error. Built here from the job alone, as the worker has it.
 */
export function runEventData(job: Job) {
  const result =
    job.result && typeof job.result === 'object' && 'listId' in job.result ? (job.result as RunResult) : null;
  const payload = job.payload as { listId?: unknown } | null;
  return {
    job_id: job.id,
    kind: job.kind,
    status: job.status,
    list_id: result?.listId ?? (typeof payload?.listId === 'string' ? payload.listId : null),
    profiles_found: result?.profilesFound ?? 0,
    enriched: result?.enriched ?? 0,
    reused: result?.reused ?? 0,
    not_found: result?.notFound ?? 0,
    failed: result?.failed ?? 0,
    charged: millicreditsToCredits(result?.charged ?? 0),
    notice: result?.notice ?? null,
    error: job.error,
    error_code: job.error_code,
    finished_at: job.finished_at,
  };
}
