import { useQuery } from '@tanstack/react-query';
import { ApiError, api, read } from '../../../lib/api';
import type { ListDetailJson } from '../../../lib/api-types';
import { leadListKey } from './lead-review-keys';

/** The list under review, or the id of a campaign when the route's id is one (not a list). */
export type LeadTarget = { kind: 'list'; list: ListDetailJson } | { kind: 'campaign'; campaignId: string };

/**
 * Reads GET /api/lists/:id; when no list has the id, GET /api/campaigns/:id tells whether it is
 * a campaign's (the /campaign/:id routes of spec §2 are shared). Neither is the server's 404.
 */
export function useLeadList(id: string) {
  return useQuery({
    queryKey: leadListKey(id),
    queryFn: async (): Promise<LeadTarget> => {
      try {
        const { list } = await read(api.lists[':id'].$get({ param: { id } }));
        return { kind: 'list', list };
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 404) throw error;
        const res = await api.campaigns[':id'].$get({ param: { id } });
        if (res.ok) return { kind: 'campaign', campaignId: id };
        throw error;
      }
    },
  });
}
