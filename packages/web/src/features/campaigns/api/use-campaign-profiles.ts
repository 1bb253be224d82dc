import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { campaignKey } from './campaign-types';
import { fetchCampaignProfiles } from './fetch-campaign-profiles';

/** A small first page so cards show at once, then bigger pages as the user scrolls (as lead review). */
export const FIRST_PAGE_SIZE = 100;
export const PAGE_SIZE = 500;

/**
 * The view screen's profiles of a campaign matching `search` (spec §2: username, full name or
 * message) and in outreach `status` (any when blank), followers descending, page by page over
 * the server's keyset cursor. The previous
 * search's cards stay on screen while the new ones load.
 */
export function useCampaignProfiles(id: string, search: string, status = '') {
  return useInfiniteQuery({
    queryKey: [...campaignKey(id), 'profiles', search, status],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      fetchCampaignProfiles(id, search, pageParam, pageParam === null ? FIRST_PAGE_SIZE : PAGE_SIZE, status),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
