import { useQuery } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';
import { SELECTOR_PAGE_MAX } from '../edit-limits';
import { type CampaignDetail, type CandidateRow, campaignKey } from './campaign-types';

/** A campaign with its list, stats and profiles (GET /api/campaigns/:id); no retry on 404. */
export function useCampaign(id: string) {
  return useQuery({
    queryKey: campaignKey(id),
    queryFn: async () =>
      (await read<{ campaign: CampaignDetail }>(api.campaigns[':id'].$get({ param: { id } }))).campaign,
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
      const rows: CandidateRow[] = [];
      let offset: number | null = 0;
      while (offset !== null) {
        const page: { profiles: CandidateRow[]; nextOffset: number | null } = await read(
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
