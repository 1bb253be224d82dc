import { isJobEnded } from '@leadgen/core/domain';
import type { JobEventJson } from '@leadgen/core/wire';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UserJson } from './api-types';
import { SESSION_KEY } from './use-session';

/**
 * A job event of the live stream (GET /api/events): `job_id`, `kind`, `list_id` (the list the
 * job fills, once a run made one), `status`, `progress` and `error`, in the job's own names.
 */
export type JobEvent = JobEventJson;

/** Where a job's latest live event is kept in the query cache. */
export const jobEventKey = (jobId: string) => ['job-event', jobId] as const;

/**
 * Keeps server state current without reloads (the spec's realtime subscription, DESIGN.md §6):
 * the credits balance and the plan go into the session, each job's progress into its cache entry, and a
 * job that ends refreshes the lists. EventSource reconnects by itself after a drop.
 */
export function useLiveEvents(enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    const updateUser = (message: Event) => {
      const change = JSON.parse((message as MessageEvent<string>).data) as Partial<UserJson>;
      client.setQueryData<UserJson | null>(SESSION_KEY, (user) => (user ? { ...user, ...change } : user));
    };
    source.addEventListener('credits', updateUser);
    source.addEventListener('subscription', updateUser);
    source.addEventListener('job', (message) => {
      const event = JSON.parse((message as MessageEvent<string>).data) as JobEvent;
      client.setQueryData(jobEventKey(event.job_id), event);
      if (isJobEnded(event.status)) {
        void client.invalidateQueries({ queryKey: ['lists'] });
        void client.invalidateQueries({ queryKey: ['campaigns'] });
      }
    });
    return () => source.close();
  }, [enabled, client]);
}
