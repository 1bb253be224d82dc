import type { CampaignOverview, CampaignProfilesPage, SelectorRow } from '../../../lib/api-types';

// The campaign answers are declared once, with every API type, in lib/api-types.
export type { CampaignOverview, CampaignProfilesPage };

/** A candidate of the edit screen's selector (GET /api/profiles). */
export type CandidateRow = SelectorRow;

/** One of a campaign's profiles (spec §3 campaign_profiles with the profile's fields). */
export type CampaignMember = CampaignProfilesPage['profiles'][number];

/** A campaign with every one of its profiles: what the edit screen edits. */
export type CampaignDetail = CampaignOverview & { profiles: CampaignMember[] };

/** The query key of one campaign: everything read of it starts with this. */
export const campaignKey = (id: string) => ['campaign', id] as const;

/** The query key of the campaigns list. */
export const CAMPAIGNS_LIST_KEY = ['campaigns'] as const;
