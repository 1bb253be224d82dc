import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';
import { PREFETCHED_FRESH_MS } from '../../../lib/route-prefetch';
import { publicConfigQuery } from '../../../lib/use-public-config';
import { CAMPAIGNS_KEY, LISTS_KEY } from './dashboard-types';

/** The user's lists, newest first as the server orders them (GET /api/lists). */
export const listsQuery = queryOptions({
  queryKey: LISTS_KEY,
  queryFn: async () => (await read(api.lists.$get())).lists,
  staleTime: PREFETCHED_FRESH_MS,
});

/** The user's campaigns with their avatar previews (GET /api/campaigns). */
export const campaignsQuery = queryOptions({
  queryKey: CAMPAIGNS_KEY,
  queryFn: async () => (await read(api.campaigns.$get())).campaigns,
  staleTime: PREFETCHED_FRESH_MS,
});

/**
 * Asks for the dashboard's lists and campaigns, and the server's settings its header and
 * welcome modal show, as its route starts loading (its loader).
 */
export function prefetchDashboard(client: QueryClient) {
  void client.prefetchQuery(listsQuery);
  void client.prefetchQuery(campaignsQuery);
  void client.prefetchQuery(publicConfigQuery);
}
