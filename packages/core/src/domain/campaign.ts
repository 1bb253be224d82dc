import type { OutreachStatus } from './outreach-status.js';
import type { SearchType } from './search-list.js';

/**
 * How many ids one save of a campaign may add or remove (issue 31): the edit screen sends a
 * bigger change in several requests, so no request grows with the campaign.
 */
export const MAX_IDS_PER_SAVE = 1000;

/** A saved selection of profiles with messages (spec §3 `campaigns`). */
export interface Campaign {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  message_template: string | null;
  /** The selector filter object the campaign was built with (spec §3), if any. */
  filters: unknown;
  status: string;
  search_list_id: string | null;
  profile_count: number;
  total_profiles: number;
  messages_sent: number;
  responses_received: number;
  send_rate_limit: number;
  search_type: SearchType | null;
  /** Bumped by every change to its settings or members: a save names the one it started from. */
  version: number;
  created_at: string;
  updated_at: string;
}

/** The linked list as campaign screens show it (spec §3 "related data"). */
export interface CampaignListSummary {
  id: string;
  name: string;
  target_accounts: string[];
  search_type: SearchType;
  profiles_found: number;
}

/** A campaign member with the profile fields campaign screens read (spec §7 campaign_profiles). */
export interface CampaignProfile {
  id: string;
  /** The person (issue 30): a campaign holds each person once. */
  person_id?: string | null;
  username: string;
  full_name: string | null;
  followers_count: number | null;
  following_count: number | null;
  posts_count: number | null;
  biography: string | null;
  is_verified: boolean;
  is_private: boolean;
  is_business_account: boolean;
  profile_pic_url: string | null;
  message: string | null;
  message_processed: boolean;
  /** Bumped by every write of `message`: a save names the one it started from. */
  message_version: number;
  search_list_id: string;
  search_list_name: string;
  /** Where the lead stands in outreach (the send queue). */
  outreach_status: OutreachStatus;
}
