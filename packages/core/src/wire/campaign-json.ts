import type { CampaignOverview } from '../campaigns/profiles.js';
import type { Campaign, CampaignListSummary, CampaignProfile } from '../domain/campaign.js';
import { chargeForProfiles, millicreditsToCredits } from '../domain/credits.js';
import type { CampaignSummary } from '../store/campaigns-repository.js';
import { avatarUrlOf, type WireOptions } from './wire-options.js';

/**
 * A campaign as the API and `--json` answer it: the spec's field names (§3 campaigns) with its
 * linked list, and `cost` in credits (what its profiles cost, which the spec computes on the client).
 */
export function campaignJson(campaign: Campaign & { search_list: CampaignListSummary | null }) {
  return {
    id: campaign.id,
    name: campaign.name,
    description: campaign.description,
    message_template: campaign.message_template,
    filters: campaign.filters,
    status: campaign.status,
    search_list_id: campaign.search_list_id,
    profile_count: campaign.profile_count,
    total_profiles: campaign.total_profiles,
    messages_sent: campaign.messages_sent,
    responses_received: campaign.responses_received,
    send_rate_limit: campaign.send_rate_limit,
    search_type: campaign.search_type,
    // a save sends back the version it started from (issue 31)
    version: campaign.version,
    cost: millicreditsToCredits(chargeForProfiles(campaign.profile_count)),
    created_at: campaign.created_at,
    updated_at: campaign.updated_at,
    search_list: campaign.search_list,
  };
}

export type CampaignJson = ReturnType<typeof campaignJson>;

/**
 * A campaign with its counts (GET /api/campaigns/:id, `campaigns show|status`): the campaign,
 * its stats and how many of its profiles have a message written, counted once by core.
 */
export function campaignOverviewJson(campaign: CampaignOverview) {
  return { ...campaignJson(campaign), stats: { ...campaign.stats }, messages_written: campaign.written };
}

export type CampaignOverviewJson = ReturnType<typeof campaignOverviewJson>;

/** A campaign card (dashboard, campaigns list): the campaign and up to 3 avatar previews. */
export function campaignSummaryJson(campaign: CampaignSummary, options: WireOptions = {}) {
  return {
    ...campaignJson(campaign),
    preview_profiles: campaign.preview_profiles.map((profile) => ({
      ...profile,
      profile_pic_url: avatarUrlOf(profile.profile_pic_url, options),
    })),
  };
}

/** A campaign member (spec §7 campaign_profiles with nested profile fields). */
export function campaignProfileJson(profile: CampaignProfile, options: WireOptions = {}) {
  return {
    id: profile.id,
    person_id: profile.person_id ?? null,
    username: profile.username,
    full_name: profile.full_name,
    followers_count: profile.followers_count,
    following_count: profile.following_count,
    posts_count: profile.posts_count,
    biography: profile.biography,
    is_verified: profile.is_verified,
    is_private: profile.is_private,
    is_business_account: profile.is_business_account,
    profile_pic_url: avatarUrlOf(profile.profile_pic_url, options),
    message: profile.message,
    message_processed: profile.message_processed,
    message_version: profile.message_version,
    search_list: { id: profile.search_list_id, name: profile.search_list_name },
    outreach_status: profile.outreach_status,
  };
}

export type CampaignProfileJson = ReturnType<typeof campaignProfileJson>;
