import type { Profile } from '../domain/profile.js';
import type { SelectorProfile } from '../store/profiles-repository.js';
import { avatarUrlOf, type WireOptions } from './wire-options.js';

/** A discovered profile as the API and `--json` answer it: the spec's field names (§3 profiles). */
export function profileJson(profile: Profile, options: WireOptions = {}) {
  return {
    id: profile.id,
    search_list_id: profile.search_list_id,
    /** The person (issue 30): one Instagram account, whichever lists hold it. */
    person_id: profile.person_id,
    username: profile.username,
    full_name: profile.full_name,
    instagram_user_id: profile.instagram_user_id,
    is_private: profile.is_private,
    is_verified: profile.is_verified,
    profile_pic_url: avatarUrlOf(profile.profile_pic_url, options),
    connection_type: profile.connection_type,
    source_username: profile.source_username,
    posts_count: profile.posts_count,
    followers_count: profile.followers_count,
    follows_count: profile.follows_count,
    following_count: profile.following_count,
    is_business_account: profile.is_business_account,
    is_business: profile.is_business,
    business_category: profile.business_category,
    biography: profile.biography,
    email: profile.email,
    phone: profile.phone,
    url: profile.url,
    message: profile.message,
    message_processed: profile.message_processed,
    message_version: profile.message_version,
    enriched_at: profile.enriched_at,
    enrichment_status: profile.enrichment_status,
    /** A watch's new person, not yet seen in lead review (issue 34). */
    is_new: profile.is_new ?? false,
    created_at: profile.created_at,
  };
}

export type ProfileJson = ReturnType<typeof profileJson>;

/**
 * A profile in the campaign selector: the profile, its list (spec §7 "joined search_lists (id,
 * name, search_type, target_accounts)") and whether another campaign already has its username.
 */
export function selectorProfileJson(profile: SelectorProfile, options: WireOptions = {}) {
  return {
    ...profileJson(profile, options),
    search_list: {
      id: profile.search_list_id,
      name: profile.search_list_name,
      search_type: profile.search_list_type,
      target_accounts: profile.target_accounts,
    },
    /** Every completed list holding the person (the selector shows each person once). */
    list_ids: profile.list_ids,
    contacted: profile.contacted,
  };
}
