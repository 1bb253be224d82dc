import { type QueryClient, useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, read } from '../../../lib/api';
import type { ListJson } from '../../../lib/api-types';
import type { JobEvent } from '../../../lib/use-live-events';
import { LISTS_KEY } from './dashboard-types';

/** The job kinds that fill a list (discovery and custom runs). */
const RUN_KINDS = new Set(['discover', 'custom']);

/** The runs in progress among the live job events in the cache (lib/use-live-events.ts). */
const runningRuns = (client: QueryClient) =>
  client
    .getQueriesData<JobEvent>({ queryKey: ['job-event'] })
    .map(([, event]) => event)
    .filter(
      (event): event is JobEvent =>
        event !== undefined && RUN_KINDS.has(event.kind) && event.status === 'running' && !!event.progress,
    );

/**
 * The live percentage of each list a run is filling, keyed by list id (spec §4 progress ring,
 * DESIGN.md §6). Job events carry the job's id, not its list's, so each running run's list is
 * read once per step from GET /api/jobs/:id (a run creates its list in its first step). Lists
 * with no live run are absent: the ring then falls back to the status (50 while processing).
 */
export function useLiveListProgress(): Map<string, number> {
  const client = useQueryClient();
  const [runs, setRuns] = useState(() => runningRuns(client));
  useEffect(
    () =>
      client.getQueryCache().subscribe((change) => {
        if (change.query.queryKey[0] === 'job-event' && change.type === 'updated')
          setRuns(runningRuns(client));
      }),
    [client],
  );
  const lists = useQueries({
    queries: runs.map((run) => ({
      queryKey: ['job-list', run.jobId, run.progress?.stepIndex ?? 0],
      queryFn: async () => (await read(api.jobs[':id'].$get({ param: { id: run.jobId } }))).job.listId,
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const progress = new Map<string, number>();
  runs.forEach((run, index) => {
    const listId = lists[index]?.data;
    if (listId && run.progress) progress.set(listId, run.progress.percent);
  });
  // A run's new list appears on the dashboard while it fills, not only when it ends.
  const key = [...progress.keys()].join();
  useEffect(() => {
    const known = new Set(client.getQueryData<ListJson[]>(LISTS_KEY)?.map((list) => list.id));
    const ids = key === '' ? [] : key.split(',');
    if (ids.some((id) => !known.has(id))) {
      void client.invalidateQueries({ queryKey: LISTS_KEY });
    }
  }, [client, key]);
  return progress;
}
