import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { JobJson, RunResultJson } from '../../../lib/api-types';
import { useJob } from '../../../lib/use-job';
import { SESSION_KEY } from '../../../lib/use-session';

/** A run job's result (its `charged` in credits), narrowed by the job's kind; null for other kinds. */
const runResultOf = (job: JobJson | undefined): RunResultJson | null =>
  job && job.kind !== 'personalize' ? job.result : null;

/**
 * A run's live state (`useJob`), with its result once it ended; an ended run refreshes the
 * balance and the lists.
 */
export function useRunJob(jobId: string) {
  const client = useQueryClient();
  const { job, status, ended, progress, listId, error } = useJob(jobId);
  useEffect(() => {
    if (!ended) return;
    void client.invalidateQueries({ queryKey: SESSION_KEY });
    void client.invalidateQueries({ queryKey: ['lists'] });
  }, [ended, client]);
  return { status, progress, listId, result: ended ? runResultOf(job) : null, error };
}

/**
 * What the configuration card shows of the run in the URL (`jobId`, stopped or not): what it was
 * asked for (a refresh leaves the form empty; the run's own request fills the card) and, once
 * complete, its result (what it charged). Both null with no run, or until it is read.
 */
export function useFollowedRun(jobId: string | null) {
  const { job } = useJob(jobId);
  return {
    request: job?.request ?? null,
    result: job?.status === 'completed' ? runResultOf(job) : null,
  };
}
