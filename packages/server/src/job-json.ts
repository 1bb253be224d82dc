import { type Job, jobListId, runResultOf } from '@leadgen/core';
import { millicreditsToCredits } from '@leadgen/core/domain';

/** A run's result with its charge in credits; other kinds' results as they are. */
function resultJson(job: Job) {
  const run = runResultOf(job);
  return run ? { ...run, charged: millicreditsToCredits(run.charged) } : job.result;
}

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
    result: resultJson(job),
    error: job.error,
    errorCode: job.error_code,
    createdAt: job.created_at,
    updatedAt: job.updated_at,
    finishedAt: job.finished_at,
  };
}

export type JobJson = ReturnType<typeof jobJson>;
