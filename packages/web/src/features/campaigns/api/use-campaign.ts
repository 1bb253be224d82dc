import { SELECTOR_PAGE_MAX } from '@leadgen/core/domain';
import { useQuery } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';
import type { SelectorRow } from '../../../lib/api-types';
import { type CampaignDetail, type CampaignMember, campaignKey } from './campaign-types';
import { CAMPAIGN_PAGE_MAX, fetchCampaignProfiles } from './fetch-campaign-profiles';

/** Every profile of a campaign, page after page at the largest size. */
async function allMembers(id: string): Promise<CampaignMember[]> {
  const profiles: CampaignMember[] = [];
  let cursor: string | null = null;
  do {
    const page = await fetchCampaignProfiles(id, '', cursor, CAMPAIGN_PAGE_MAX);
    profiles.push(...page.profiles);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return profiles;
}

/**
 * A campaign with its list, stats and every one of its profiles (GET /api/campaigns/:id and its
 * profiles page after page at the largest size, at the same time): the edit screen edits the
 * whole selection. No retry on 404.
 */
export function useCampaign(id: string) {
  return useQuery({
    queryKey: campaignKey(id),
    queryFn: async (): Promise<CampaignDetail> => {
      const [{ campaign }, profiles] = await Promise.all([
        read(api.campaigns[':id'].$get({ param: { id } })),
        allMembers(id),
      ]);
      return { ...campaign, profiles };
    },
    retry: false,
    // The edit screen keeps its own copy while editing; a refetch must not reset it.
    refetchOnWindowFocus: false,
  });
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
        const page: { profiles: SelectorRow[]; nextOffset: number | null } = await read(
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
        offset = page.nextOffset;
      }
      return rows;
    },
  });
}
