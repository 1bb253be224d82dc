import { type Job, jobListId, jobResultInCredits } from '@leadgen/core';

/**
 * A job as the API answers it: where it is and how it ended, never its payload (a running run's
 * payload holds the Instagram session id, DESIGN.md §5).
 */
export function jobJson(job: Job) {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    listId: jobListId(job),
    progress: job.progress,
    result: jobResultInCredits(job),
    error: job.error,
    errorCode: job.error_code,
    createdAt: job.created_at,
    updatedAt: job.updated_at,
    finishedAt: job.finished_at,
  };
}

export type JobJson = ReturnType<typeof jobJson>;
