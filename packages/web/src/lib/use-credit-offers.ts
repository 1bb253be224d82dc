import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, read } from './api';

/**
 * What can be bought and what a profile costs (GET /api/credits/packs): one request for every
 * reader (the credits menu, the settings card, the run forms); it changes only when the server
 * restarts.
 */
export const creditOffersQuery = queryOptions({
  queryKey: ['credit-offers'],
  queryFn: () => read(api.credits.packs.$get()),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * What one profile costs, in credits, as the server answers it (spec §9: 0.008): the price the
 * pages show and estimate with. Undefined until the server has answered.
 */
export function useCreditsPerProfile(): number | undefined {
  return useQuery({ ...creditOffersQuery, select: (offers) => offers.credits_per_profile }).data;
}
