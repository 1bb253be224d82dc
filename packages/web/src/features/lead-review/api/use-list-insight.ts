import type { ProfileInsight } from '@leadgen/core/domain';
import { useQuery } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';
import { leadInsightKey } from './lead-review-keys';

/** The whole list's shape (GET /api/lists/:id/insight), shown before reading it. */
export function useListInsight(listId: string) {
  return useQuery({
    queryKey: leadInsightKey(listId),
    queryFn: async () =>
      (await read<{ insight: ProfileInsight }>(api.lists[':id'].insight.$get({ param: { id: listId } })))
        .insight,
  });
}
