import type { InferResponseType } from 'hono/client';
import type { api } from '../../../lib/api';

/** A campaign with its list and stats but not its profiles, as GET /api/campaigns/:id answers it. */
export type CampaignOverview = InferResponseType<(typeof api.campaigns)[':id']['$get'], 200>['campaign'];

/** One page of a campaign's profiles (GET /api/campaigns/:id/profiles, keyset paging). */
export type CampaignProfilesPage = InferResponseType<(typeof api.campaigns)[':id']['profiles']['$get'], 200>;

/** One of a campaign's profiles (spec §3 campaign_profiles with the profile's fields). */
export type CampaignMember = CampaignProfilesPage['profiles'][number];

/** A campaign with every one of its profiles: what the edit screen edits. */
export type CampaignDetail = CampaignOverview & { profiles: CampaignMember[] };

/** A campaign card of the campaigns list (GET /api/campaigns). */
export type CampaignSummary = InferResponseType<typeof api.campaigns.$get, 200>['campaigns'][number];

/** A candidate of the edit screen's selector (GET /api/profiles). */
export type CandidateRow = InferResponseType<typeof api.profiles.$get, 200>['profiles'][number];

/** The query key of one campaign: everything read of it starts with this. */
export const campaignKey = (id: string) => ['campaign', id] as const;

/** The query key of the campaigns list. */
export const CAMPAIGNS_LIST_KEY = ['campaigns'] as const;
