import { useQuery } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';

/** spec §9: the results table shows 10 profiles. */
export const PREVIEW_SIZE = 10;

/** The first 10 profiles of a finished run's list and how many it holds in all. */
export function useListPreview(listId: string | null) {
  return useQuery({
    queryKey: ['lists', 'preview', listId],
    enabled: listId !== null,
    queryFn: () =>
      read(
        api.lists[':id'].profiles.$get({
          param: { id: listId ?? '' },
          query: { limit: String(PREVIEW_SIZE) },
        }),
      ),
  });
}
