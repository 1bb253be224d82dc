import { useQuery } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';
import { LEAD_REVIEW_STALE_MS, leadInsightKey } from './lead-review-keys';

/** GET /api/lists/:id/insight: the whole list's shape. */
export const fetchListInsight = async (listId: string) =>
  (await read(api.lists[':id'].insight.$get({ param: { id: listId } }))).insight;

/** The whole list's shape, shown before reading it. */
export function useListInsight(listId: string) {
  return useQuery({
    queryKey: leadInsightKey(listId),
    queryFn: () => fetchListInsight(listId),
    staleTime: LEAD_REVIEW_STALE_MS,
  });
}
