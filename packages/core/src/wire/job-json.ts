import { millicreditsToCredits } from '../domain/credits.js';
import type { RunResult } from '../domain/run-result.js';
import type { LeadgenEvent } from '../jobs/event-bus.js';
import type { Job, JobProgress } from '../jobs/job-types.js';
import { jobListId, runRequestOf, runResultOf } from '../jobs/jobs.js';
import type { BatchResult } from '../personalization/batch.js';

/** A run's progress (spec §4: step N of M with a percentage) with its counts. */
export function jobProgressJson(progress: JobProgress) {
  return {
    step: progress.step,
    step_index: progress.stepIndex,
    step_count: progress.stepCount,
    percent: progress.percent,
    discovered: progress.discovered,
    enriched: progress.enriched,
    failed: progress.failed,
    notice: progress.notice ?? null,
  };
}

/** A finished run's counts (spec §3 profiles_found), `charged` in credits. */
export function runCountsJson(result: RunResult | null) {
  return {
    list_id: result?.listId ?? null,
    profiles_found: result?.profilesFound ?? 0,
    enriched: result?.enriched ?? 0,
    /** People enriched within the freshness window, reused at no charge (issue 30). */
    reused: result?.reused ?? 0,
    not_found: result?.notFound ?? 0,
    failed: result?.failed ?? 0,
    charged: millicreditsToCredits(result?.charged ?? 0),
    notice: result?.notice ?? null,
  };
}

/** A personalisation batch's outcome per profile (CONVENTIONS 6: results, not exceptions). */
export function batchResultJson(result: Pick<BatchResult, 'ok' | 'failed' | 'skipped'>) {
  return {
    ok: result.ok.map((row) => ({ profile_id: row.profileId, username: row.username, message: row.message })),
    failed: result.failed.map((row) => ({
      profile_id: row.profileId,
      username: row.username,
      reason: row.reason,
    })),
    skipped: result.skipped,
  };
}

/** What a run was asked for (targets, type, max; or how many usernames), never its session id. */
function runRequestJson(job: Job) {
  const request = runRequestOf(job);
  if (!request) return null;
  // spec §3 search_lists names: target_accounts, search_type, max_profiles
  return request.kind === 'discover'
    ? {
        kind: request.kind,
        target_accounts: request.targets,
        search_type: request.type,
        max_profiles: request.maxProfiles,
      }
    : { kind: request.kind, username_count: request.usernames };
}

/**
 * A job's kind with its result, so a client narrows the result on `kind`: a run's counts, a
 * personalisation's batch; null until the job has one.
 */
export type JobResultJson =
  | { kind: 'discover' | 'custom' | 'watch'; result: ReturnType<typeof runCountsJson> | null }
  | { kind: 'personalize'; result: ReturnType<typeof batchResultJson> | null };

/** A job's result by its kind: a run's counts, a personalisation's batch; null until it has one. */
function jobResultJson(job: Job) {
  if (job.result === null || job.result === undefined) return null;
  if (job.kind === 'personalize') return batchResultJson(job.result as BatchResult);
  return runCountsJson(runResultOf(job));
}

/**
 * A job as `--json` answers it, in the spec's snake_case: where it is and how it ended, never its
 * payload (a running run's payload holds the Instagram session id, DESIGN.md §5).
 */
export function jobJson(job: Job) {
  const json = {
    id: job.id,
    kind: job.kind,
    status: job.status,
    attempts: job.attempts,
    list_id: jobListId(job),
    request: runRequestJson(job),
    progress: job.progress && jobProgressJson(job.progress),
    result: jobResultJson(job),
    error: job.error,
    error_code: job.error_code,
    created_at: job.created_at,
    updated_at: job.updated_at,
    finished_at: job.finished_at,
  };
  // the stored result is JSON of the kind's handler: typed here by the kind that wrote it
  return json as Omit<typeof json, 'kind' | 'result'> & JobResultJson;
}

export type JobJson = ReturnType<typeof jobJson>;

/** A run as it ended (discover, import, jobs resume): the job's id and status with its counts. */
export function runResultJson(job: Job) {
  return { job_id: job.id, status: job.status, ...runCountsJson(runResultOf(job)) };
}

/**
 * A job's live event (the API's Server-Sent Events, `event: job`) in the job's own names: which
 * job, the list it fills, where it is, and its error.
 */
export function jobEventJson(event: Extract<LeadgenEvent, { type: 'job' }>) {
  return {
    job_id: event.jobId,
    kind: event.kind,
    list_id: event.listId,
    status: event.status,
    progress: event.progress && jobProgressJson(event.progress),
    error: event.error,
  };
}

export type JobEventJson = ReturnType<typeof jobEventJson>;
