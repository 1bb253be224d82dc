import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, read } from '../../../lib/api';
import type { JobJson } from '../../../lib/api-types';

/** The cache key of the user's runs still going. */
export const ACTIVE_RUNS_KEY = ['jobs', 'active'] as const;

/**
 * Reads the user's runs still going (GET /api/jobs/active: discover and custom jobs queued or
 * running), fresh each time: asked just before a run starts, so a run started a moment ago in
 * another tab is named too.
 */
export function useActiveRunsCheck(): () => Promise<JobJson[]> {
  const client = useQueryClient();
  return useCallback(
    () =>
      client.fetchQuery({
        queryKey: ACTIVE_RUNS_KEY,
        queryFn: async () => (await read(api.jobs.active.$get())).jobs,
        staleTime: 0,
      }),
    [client],
  );
}
