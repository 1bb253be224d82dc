import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fetchLeadPage } from './fetch-lead-page';
import { LEAD_REVIEW_STALE_MS, leadProfilesKey } from './lead-review-keys';

/**
 * The list's rows matching `query` (the lead-review filters as parameters), followers
 * descending, page by page over the server's keyset cursor. The previous filter's rows stay
 * on screen while the new ones load.
 */
export function useListProfiles(listId: string, query: Record<string, string>) {
  return useInfiniteQuery({
    queryKey: leadProfilesKey(listId, query),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => fetchLeadPage(listId, query, pageParam),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: LEAD_REVIEW_STALE_MS,
  });
}
