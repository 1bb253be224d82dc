import type { InferResponseType } from 'hono/client';
import type { api } from '../../../lib/api';

/** A campaign with its stats and profiles, as GET /api/campaigns/:id answers it. */
export type CampaignDetail = InferResponseType<(typeof api.campaigns)[':id']['$get'], 200>['campaign'];

/** One of a campaign's profiles (spec §3 campaign_profiles with the profile's fields). */
export type CampaignMember = CampaignDetail['profiles'][number];

/** A campaign card of the campaigns list (GET /api/campaigns). */
export type CampaignSummary = InferResponseType<typeof api.campaigns.$get, 200>['campaigns'][number];

/** A candidate of the edit screen's selector (GET /api/profiles). */
export type CandidateRow = InferResponseType<typeof api.profiles.$get, 200>['profiles'][number];

/** The query key of one campaign. */
export const campaignKey = (id: string) => ['campaign', id] as const;

/** The query key of the campaigns list. */
export const CAMPAIGNS_LIST_KEY = ['campaigns'] as const;
