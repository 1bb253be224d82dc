import { SELECTOR_PAGE_MAX } from '@leadgen/core/domain';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api, read } from '../../../lib/api';
import type { SelectorRow } from '../../../lib/api-types';
import { type CampaignDetail, campaignKey } from './campaign-types';
import { CAMPAIGN_PAGE_MAX, fetchCampaignProfiles } from './fetch-campaign-profiles';

/** The first page of a campaign's profiles: small, so the edit screen shows at once. */
export const FIRST_MEMBERS = 100;

/**
 * The edit screen's campaign (GET /api/campaigns/:id) with its list, counts and version. No
 * retry on 404.
 */
export const campaignEditQuery = (id: string) =>
  queryOptions({
    queryKey: [...campaignKey(id), 'edit'],
    queryFn: async () => (await read(api.campaigns[':id'].$get({ param: { id } }))).campaign,
    retry: false,
    // The edit screen keeps its own copy while editing; a refetch must not reset it.
    refetchOnWindowFocus: false,
  });

/**
 * Every profile of a campaign: a first page of `FIRST_MEMBERS`, then pages of the largest size
 * (keyset), each asked for as soon as the one before arrives. The page's inline script starts
 * the campaign and the first page (app/boot-routes.ts).
 */
export const campaignMembersQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: [...campaignKey(id), 'members'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      fetchCampaignProfiles(id, '', pageParam, pageParam === null ? FIRST_MEMBERS : CAMPAIGN_PAGE_MAX),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    retry: false,
    refetchOnWindowFocus: false,
  });

/**
 * The campaign the edit screen edits, with its profiles as they arrive: `data` once the
 * campaign and the first page are in (its `profiles` grow page by page), `complete` once every
 * profile is (the edit screen edits the whole selection).
 */
export function useCampaign(id: string): {
  data: CampaignDetail | undefined;
  complete: boolean;
  isError: boolean;
} {
  const campaign = useQuery(campaignEditQuery(id));
  const members = useInfiniteQuery(campaignMembersQuery(id));
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = members;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  const pages = members.data?.pages;
  const data = useMemo(
    () =>
      campaign.data && pages
        ? { ...campaign.data, profiles: pages.flatMap((page) => page.profiles) }
        : undefined,
    [campaign.data, pages],
  );
  return {
    data,
    complete: data !== undefined && !hasNextPage,
    isError: campaign.isError || members.isError,
  };
}

/**
 * Every profile of the lists the edit screen offers (GET /api/profiles?lists=…&campaignId=…,
 * page after page): the campaign's own profiles don't count as contacted.
 */
export function useCandidates(campaignId: string, listIds: readonly string[] | undefined) {
  return useQuery({
    queryKey: [...campaignKey(campaignId), 'candidates', listIds],
    enabled: listIds !== undefined,
    refetchOnWindowFocus: false,
    queryFn: async () => {
      if (!listIds || listIds.length === 0) return [];
      const rows: SelectorRow[] = [];
      let offset: number | null = 0;
      while (offset !== null) {
        const page: { profiles: SelectorRow[]; next_offset: number | null } = await read(
          api.profiles.$get({
            query: {
              lists: [...listIds],
              campaignId,
              limit: String(SELECTOR_PAGE_MAX),
              offset: String(offset),
            },
          }),
        );
        rows.push(...page.profiles);
        offset = page.next_offset;
      }
      return rows;
    },
  });
}
