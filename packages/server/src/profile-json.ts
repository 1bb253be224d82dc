import type { SelectorProfile } from '@leadgen/core';
import type { Profile } from '@leadgen/core/domain';
import { servedAvatarUrl } from './demo-avatars.js';

/** A discovered profile as the API answers it: the spec's field names (§3 profiles). */
export function profileJson(profile: Profile) {
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
    profile_pic_url: servedAvatarUrl(profile.profile_pic_url),
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
    created_at: profile.created_at,
  };
}

export type ProfileJson = ReturnType<typeof profileJson>;

/**
 * A profile in the campaign selector: the profile, its list (spec §7 "joined search_lists (id,
 * name, search_type, target_accounts)") and whether another campaign already has its username.
 */
export function selectorProfileJson(profile: SelectorProfile) {
  return {
    ...profileJson(profile),
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

/**
 * `toJson` as JSON (UTF-8 bytes), kept per row object: pages from a `RowIndex` hand out the same
 * object for a row each time, so a row on many pages is written once.
 */
function jsonBytesOf<T extends object>(toJson: (row: T) => unknown) {
  const written = new WeakMap<T, Buffer>();
  return (row: T): Buffer => {
    let bytes = written.get(row);
    if (bytes === undefined) {
      bytes = Buffer.from(JSON.stringify(toJson(row)));
      written.set(row, bytes);
    }
    return bytes;
  };
}

export const profileJsonBytes = jsonBytesOf(profileJson);
export const selectorProfileJsonBytes = jsonBytesOf(selectorProfileJson);

const OPEN = Buffer.from('{"profiles":[');
const COMMA = Buffer.from(',');

/** A page's JSON, `{"profiles":[...rows],...rest}`, in parts: the rows already written. */
export function pageParts(rows: readonly Uint8Array[], rest: Record<string, unknown>): Uint8Array[] {
  const others = JSON.stringify(rest).slice(1, -1);
  const parts: Uint8Array[] = [OPEN];
  rows.forEach((row, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(row);
  });
  parts.push(Buffer.from(others === '' ? ']}' : `],${others}}`));
  return parts;
}
