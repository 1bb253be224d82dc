import { isJobEnded, type RunResultInCredits } from '@leadgen/core/domain';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, read } from '../../../lib/api';
import type { JobJson } from '../../../lib/api-types';
import { type JobEvent, jobEventKey } from '../../../lib/use-live-events';
import { SESSION_KEY } from '../../../lib/use-session';
import type { RunProgress } from './run-types';

/** How often the job is read while it runs, in case the live stream is down (DESIGN.md §6). */
export const POLL_MS = 1000;

/** The later of two progress reports: percent never goes back (core's run progress). */
const later = (a: RunProgress | null | undefined, b: RunProgress | null | undefined) =>
  !a ? (b ?? null) : !b ? a : b.percent >= a.percent ? b : a;

/** A run job's result (its `charged` in credits), narrowed by the job's kind; null for other kinds. */
const runResultOf = (job: JobJson | undefined): RunResultInCredits | null =>
  job && job.kind !== 'personalize' ? job.result : null;

/**
 * A run's live state: the job read every second (GET /api/jobs/:id) merged with its latest
 * event from the live stream (lib/use-live-events.ts keeps it in the cache), whichever is
 * further. An event saying the job ended reads the job at once for its list and result, and an
 * ended job refreshes the balance and the lists.
 */
export function useRunJob(jobId: string) {
  const client = useQueryClient();
  const job = useQuery({
    queryKey: ['job', jobId],
    queryFn: async () => (await read(api.jobs[':id'].$get({ param: { id: jobId } }))).job,
    refetchInterval: (query) => (isJobEnded(query.state.data?.status) ? false : POLL_MS),
  });
  const event = useQuery<JobEvent>({ queryKey: jobEventKey(jobId), queryFn: skipToken }).data;

  const polled = job.data;
  const eventEnded = isJobEnded(event?.status);
  const jobEnded = isJobEnded(polled?.status);
  const { refetch } = job;
  useEffect(() => {
    if (eventEnded && !jobEnded) void refetch();
  }, [eventEnded, jobEnded, refetch]);
  useEffect(() => {
    if (!jobEnded) return;
    void client.invalidateQueries({ queryKey: SESSION_KEY });
    void client.invalidateQueries({ queryKey: ['lists'] });
  }, [jobEnded, client]);

  // Until the polled job says it ended, a live event may be ahead of the last poll.
  const running = event?.status === 'running' || polled?.status === 'running';
  return {
    status: jobEnded ? (polled?.status ?? 'failed') : running ? 'running' : 'queued',
    progress: later(polled?.progress, event?.progress),
    listId: polled?.listId ?? null,
    result: jobEnded ? runResultOf(polled) : null,
    error: polled?.error ?? null,
  };
}
