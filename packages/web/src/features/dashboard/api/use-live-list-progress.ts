import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ListJson } from '../../../lib/api-types';
import type { JobEvent } from '../../../lib/use-live-events';
import { LISTS_KEY } from './dashboard-types';

/** The job kinds that fill a list (discovery and custom runs). */
const RUN_KINDS = new Set(['discover', 'custom']);

/** Each running run's percent by the list it fills, from the live job events in the cache. */
const runningLists = (client: QueryClient) =>
  new Map(
    client
      .getQueriesData<JobEvent>({ queryKey: ['job-event'] })
      .flatMap(([, event]) =>
        event && RUN_KINDS.has(event.kind) && event.status === 'running' && event.list_id && event.progress
          ? [[event.list_id, event.progress.percent] as const]
          : [],
      ),
  );

/**
 * The live percentage of each list a run is filling, keyed by list id (spec §4 progress ring,
 * DESIGN.md §6), from the job events of the live stream (lib/use-live-events.ts), which name the
 * list. Lists with no live run are absent: the ring then falls back to the status (50 while
 * processing).
 */
export function useLiveListProgress(): Map<string, number> {
  const client = useQueryClient();
  const [progress, setProgress] = useState(() => runningLists(client));
  useEffect(
    () =>
      client.getQueryCache().subscribe((change) => {
        if (change.query.queryKey[0] === 'job-event' && change.type === 'updated')
          setProgress(runningLists(client));
      }),
    [client],
  );
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
