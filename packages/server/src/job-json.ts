import { type BatchResult, type Job, jobListId, jobResultInCredits, runRequestOf } from '@leadgen/core';
import type { RunResultInCredits } from '@leadgen/core/domain';

/**
 * A job's result by its kind, so a client narrows it on `kind`: a run's with `charged` in
 * credits, a personalisation's batch as written; null until the job has one.
 */
export type JobResultJson =
  | { kind: 'discover' | 'custom'; result: RunResultInCredits | null }
  | { kind: 'personalize'; result: BatchResult | null };

/**
 * A job as the API answers it: where it is and how it ended, never its payload (a running run's
 * payload holds the Instagram session id, DESIGN.md §5).
 */
export function jobJson(job: Job) {
  return {
    id: job.id,
    // the stored result is JSON of the kind's handler: typed here by the kind that wrote it
    ...({ kind: job.kind, result: jobResultInCredits(job) } as JobResultJson),
    status: job.status,
    /** What a run was asked for (targets, type, max; or how many usernames), never its session id. */
    request: runRequestOf(job),
    listId: jobListId(job),
    progress: job.progress,
    error: job.error,
    errorCode: job.error_code,
    createdAt: job.created_at,
    updatedAt: job.updated_at,
    finishedAt: job.finished_at,
  };
}

export type JobJson = ReturnType<typeof jobJson>;
