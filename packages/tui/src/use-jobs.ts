import { activeJobs, getJob, type Job } from '@leadgen/core';
import { hasErrorCode } from '@leadgen/core/domain';
import { useState } from 'react';
import { useApp } from './app-context.js';
import { usePoll } from './use-poll.js';

/** The user's queued and running jobs, newest first, kept live (this process and any other). */
export function useActiveJobs(): Job[] {
  const { deps } = useApp();
  const [jobs, setJobs] = useState<Job[]>([]);
  usePoll(async () => {
    const next = await activeJobs({ store: deps.store }, deps.user.id);
    setJobs((current) => (sameJobs(current, next) ? current : next));
  });
  return jobs;
}

/** One of the user's jobs, kept live; undefined until read, null when there is no such job. */
export function useJob(jobId: string): Job | null | undefined {
  const { deps } = useApp();
  const [job, setJob] = useState<Job | null | undefined>(undefined);
  usePoll(async () => {
    const next = await getJob({ store: deps.store }, deps.user.id, jobId).catch(nullWhenNotFound);
    setJob((current) => (current && next && sameJobs([current], [next]) ? current : next));
  });
  return job;
}

const sameJobs = (a: Job[], b: Job[]) =>
  a.length === b.length &&
  a.every(
    (job, i) => job.id === b[i]?.id && job.updated_at === b[i]?.updated_at && job.status === b[i]?.status,
  );

const nullWhenNotFound = (error: unknown): null => {
  if (hasErrorCode(error, 'NOT_FOUND')) return null;
  throw error;
};
