import type { CampaignSummary } from '@leadgen/core';
import type { CampaignProfile } from '@leadgen/core/domain';
import {
  campaignProfileJson as wireCampaignProfile,
  campaignSummaryJson as wireSummary,
} from '@leadgen/core/wire';
import { servedAvatarUrl } from './demo-avatars.js';

// The shapes live in core (@leadgen/core/wire, shared with the CLI's --json); the server only
// answers demo avatars from its own origin.
export { type CampaignJson, campaignJson } from '@leadgen/core/wire';

/** A campaign card (dashboard, campaigns list): the campaign and up to 3 avatar previews. */
export const campaignSummaryJson = (campaign: CampaignSummary) =>
  wireSummary(campaign, { avatarUrl: servedAvatarUrl });

/** A campaign member (spec §7 campaign_profiles with nested profile fields). */
export const campaignProfileJson = (profile: CampaignProfile) =>
  wireCampaignProfile(profile, { avatarUrl: servedAvatarUrl });
