import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError, api, read } from '../../../lib/api';
import type { LeadReviewPage, ListDetailJson } from '../../../lib/api-types';
import { PREFETCHED_FRESH_MS } from '../../../lib/route-prefetch';
import { fetchLeadPage } from './fetch-lead-page';
import { leadInsightKey, leadListKey, leadProfilesKey } from './lead-review-keys';
import { fetchListInsight } from './use-list-insight';

/** The list under review, or the id of a campaign when the route's id is one (not a list). */
export type LeadTarget = { kind: 'list'; list: ListDetailJson } | { kind: 'campaign'; campaignId: string };

/**
 * GET /api/lists/:id; when no list has the id, GET /api/campaigns/:id tells whether it is a
 * campaign's (the /campaign/:id routes of spec §2 are shared). Neither is the server's 404.
 */
export const leadListQuery = (id: string) =>
  queryOptions({
    queryKey: leadListKey(id),
    staleTime: PREFETCHED_FRESH_MS,
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

/**
 * Asks for the list, its first unfiltered page and its shape together, as the route starts
 * loading (its loader), instead of once its code has loaded and rendered: the rows show round
 * trips sooner. (For a campaign's id the page and shape answer 404 and the route moves on to
 * the campaign's view.)
 */
export function prefetchLeadReview(client: QueryClient, listId: string) {
  void client.prefetchQuery(leadListQuery(listId));
  void client.prefetchInfiniteQuery({
    queryKey: leadProfilesKey(listId, {}),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }): Promise<LeadReviewPage> => fetchLeadPage(listId, {}, pageParam),
  });
  void client.prefetchQuery({
    queryKey: leadInsightKey(listId),
    queryFn: () => fetchListInsight(listId),
  });
}
