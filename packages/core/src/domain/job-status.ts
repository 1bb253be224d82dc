/** The states a job goes through (DESIGN.md §5): queued, running, then one of the three ends. */
export const JOB_STATUSES = ['queued', 'running', 'completed', 'failed', 'canceled'] as const;

/** One of `JOB_STATUSES`. */
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The statuses after which a job never changes again. */
export const ENDED_JOB_STATUSES = ['completed', 'failed', 'canceled'] as const;

/** One of `ENDED_JOB_STATUSES`. */
export type EndedJobStatus = (typeof ENDED_JOB_STATUSES)[number];

/**
 * Whether a job has ended (completed, failed or canceled): nothing about it changes any more, so
 * a front end stops polling or following it. Anything else (queued, running, no job yet, a status
 * this version does not know) is still going.
 *
 * @example
 * if (isJobEnded(job.status)) stopPolling();
 */
export function isJobEnded(status: string | null | undefined): status is EndedJobStatus {
  return (ENDED_JOB_STATUSES as readonly unknown[]).includes(status);
}
