import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';

export const WATCHES_KEY = ['watches'] as const;

/** The user's watches (GET /api/watches), read again every 10 s while the page is open: runs end. */
export function useWatches() {
  return useQuery({
    queryKey: WATCHES_KEY,
    queryFn: async () => (await read(api.watches.$get())).watches,
    refetchInterval: 10_000,
  });
}

/** Run now (queued for the worker) and remove: the watches are read again after either. */
export function useWatchActions() {
  const client = useQueryClient();
  const settle = () => void client.invalidateQueries({ queryKey: WATCHES_KEY });
  const runNow = useMutation({
    mutationFn: (id: string) => read(api.watches[':id'].run.$post({ param: { id } })),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (id: string) => read(api.watches[':id'].$delete({ param: { id } })),
    onSettled: settle,
  });
  return { runNow, remove };
}
