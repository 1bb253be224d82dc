import { isJobEnded, type JobStatus } from '@leadgen/core/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, read } from './api';
import type { JobJson } from './api-types';
import { type JobEvent, jobEventKey } from './use-live-events';

/** How often a job is read while it runs, in case the live stream is down (DESIGN.md §6). */
export const JOB_POLL_MS = 1000;

type Progress = NonNullable<JobJson['progress']>;

/** The later of two progress reports: percent never goes back (core's run progress). */
const later = (a: Progress | null | undefined, b: Progress | null | undefined) =>
  !a ? (b ?? null) : !b ? a : b.percent >= a.percent ? b : a;

/** A job's live state, as `useJob` tells it. */
export interface JobState {
  /** The job as last read; its `result` is typed by its kind. Undefined until the first read. */
  job: JobJson | undefined;
  status: JobStatus;
  /** Whether the job has ended (completed, failed or canceled) by its last read. */
  ended: boolean;
  progress: Progress | null;
  /** The list the job fills, from its live events or its last read. */
  listId: string | null;
  error: string | null;
}

/**
 * Follows one job (every front end's jobs: runs and personalisation batches): the job read
 * every second (GET /api/jobs/:id) until it ends, merged with its latest event from the live
 * stream (lib/use-live-events.ts keeps it in the cache), whichever is further. An event saying
 * the job ended reads the job at once for its result. With no id, nothing is read.
 *
 * @example
 * const { ended, job, progress } = useJob(jobId);
 */
export function useJob(jobId: string | null): JobState {
  const query = useQuery({
    queryKey: ['job', jobId],
    queryFn: jobId ? async () => (await read(api.jobs[':id'].$get({ param: { id: jobId } }))).job : skipToken,
    refetchInterval: (state) => (isJobEnded(state.state.data?.status) ? false : JOB_POLL_MS),
  });
  const event = useQuery<JobEvent>({ queryKey: jobEventKey(jobId ?? ''), queryFn: skipToken }).data;

  const job = query.data;
  const ended = isJobEnded(job?.status);
  const eventEnded = isJobEnded(event?.status);
  const { refetch } = query;
  useEffect(() => {
    if (eventEnded && !ended) void refetch();
  }, [eventEnded, ended, refetch]);

  // Until the read job says it ended, a live event may be ahead of the last read.
  const running = event?.status === 'running' || job?.status === 'running';
  return {
    job,
    status: ended && job ? job.status : running ? 'running' : 'queued',
    ended,
    progress: later(job?.progress, event?.progress),
    listId: event?.list_id ?? job?.list_id ?? null,
    error: job?.error ?? null,
  };
}
