import type { InferResponseType } from 'hono/client';
import type { api } from '../../../lib/api';

/** A list row as GET /api/lists answers it (spec §3 search_lists; cost in credits). */
export type DashboardList = InferResponseType<typeof api.lists.$get, 200>['lists'][number];

/** A campaign card as GET /api/campaigns answers it, with up to 3 preview profiles. */
export type DashboardCampaign = InferResponseType<typeof api.campaigns.$get, 200>['campaigns'][number];

/** What the credits menu offers (GET /api/credits/packs). */
export type CreditOffers = InferResponseType<typeof api.credits.packs.$get, 200>;

/** The dashboard's query keys; the live events hook refreshes everything under 'lists' and 'campaigns'. */
export const LISTS_KEY = ['lists', 'dashboard'] as const;
export const CAMPAIGNS_KEY = ['campaigns', 'dashboard'] as const;
