import { SELECTOR_PAGE_SIZE } from '@leadgen/core/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';
import type { SelectorQuery } from '../campaign-form';

/**
 * The profiles of the user's completed lists matching `query`, a page at a time (GET
 * /api/profiles, `SELECTOR_PAGE_SIZE` rows from `offset` to `next_offset`); the previous results stay while a new filter loads.
 */
export function useSelectorProfiles(query: SelectorQuery, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['create-campaign', 'profiles', query],
    enabled,
    initialPageParam: 0,
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam }) =>
      read(
        api.profiles.$get({
          query: { ...query, limit: String(SELECTOR_PAGE_SIZE), offset: String(pageParam) },
        }),
      ),
    getNextPageParam: (last) => last.next_offset ?? undefined,
  });
}

/** Every matching profile's id and username (GET /api/profiles/ids), for Select all matching. */
export async function fetchMatching(query: SelectorQuery): Promise<{ id: string; username: string }[]> {
  return (await read(api.profiles.ids.$get({ query }))).profiles;
}
