import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';
import { LEAD_REVIEW_STALE_MS, leadProfilesKey } from './lead-review-keys';

/** A small first page so rows show at once, then big pages as the user scrolls. */
export const FIRST_PAGE_SIZE = 100;
export const PAGE_SIZE = 500;

/** One page of the list's rows for these filter parameters, from `cursor` (keyset). */
export const fetchLeadPage = (
  listId: string,
  query: Record<string, string>,
  cursor: string | null,
  limit = cursor === null ? FIRST_PAGE_SIZE : PAGE_SIZE,
) =>
  read(
    api.lists[':id'].profiles.$get({
      param: { id: listId },
      query: {
        ...query,
        limit: String(limit),
        ...(cursor === null ? {} : { cursor }),
      },
    }),
  );

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
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: LEAD_REVIEW_STALE_MS,
  });
}
