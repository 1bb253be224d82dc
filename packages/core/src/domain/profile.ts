/** Where a discovered row came from (spec §3 connection_type). */
export type ConnectionType = 'followers' | 'following' | 'custom';

/** How enrichment ended for a row: still waiting, enriched, or kept with basic data only. */
export type EnrichmentStatus = 'pending' | 'enriched' | 'not_found' | 'failed';

/**
 * A discovered profile row (spec §3, table `profiles`), as every layer sees it: booleans are
 * booleans, timestamps ISO-8601 strings, a missing count is `null` (shown as 'N/A').
 */
export interface Profile {
  id: string;
  user_id: string;
  search_list_id: string;
  /** The person this row is of (issue 30: one Instagram account per user, across lists). */
  person_id: string | null;
  username: string;
  full_name: string | null;
  instagram_user_id: string | null;
  is_private: boolean;
  is_verified: boolean;
  profile_pic_url: string | null;
  connection_type: ConnectionType;
  source_username: string;
  posts_count: number | null;
  followers_count: number | null;
  follows_count: number | null;
  following_count: number | null;
  is_business_account: boolean;
  is_business: boolean;
  business_category: string | null;
  biography: string | null;
  email: string | null;
  phone: string | null;
  url: string | null;
  message: string | null;
  message_processed: boolean;
  /** Bumped by every write of `message`: a save names the one it started from. */
  message_version: number;
  enriched_at: string | null;
  enrichment_status: EnrichmentStatus;
  enrichment_error: string | null;
  /** A watch's new person the user has not seen yet (issue 34): lead review's "new" badge. */
  is_new?: boolean;
  created_at: string;
}

/** The source marker stored on custom-list rows instead of a target account (spec §3). */
export const CUSTOM_SOURCE = 'custom_input';

/** Custom rows carry the username with this prefix as their instagram user id (spec §3). */
export const CUSTOM_ID_PREFIX = 'custom_';

/**
 * The enriched fields of spec §3 as the scraping service returns them, in our column names
 * (fullName -> full_name, followsCount -> follows_count, private -> is_private, …).
 */
export interface ProfileDetails {
  full_name?: string | null;
  profile_pic_url?: string | null;
  posts_count?: number | null;
  followers_count?: number | null;
  follows_count?: number | null;
  following_count?: number | null;
  is_private?: boolean;
  is_verified?: boolean;
  is_business_account?: boolean;
  is_business?: boolean;
  business_category?: string | null;
  biography?: string | null;
  email?: string | null;
  phone?: string | null;
  url?: string | null;
  /** The account's numeric id, when the lookup reported it: the person's key (issue 30). */
  instagram_user_id?: string | null;
}
