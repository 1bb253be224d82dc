import { useQuery } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';
import { campaignKey } from './campaign-types';

/** A campaign's header: list, counts and stats, not its profiles (GET /api/campaigns/:id); no retry on 404. */
export function useCampaignOverview(id: string) {
  return useQuery({
    queryKey: [...campaignKey(id), 'overview'],
    queryFn: async () => (await read(api.campaigns[':id'].$get({ param: { id } }))).campaign,
    retry: false,
  });
}
