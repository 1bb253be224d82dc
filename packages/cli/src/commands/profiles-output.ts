import type { ListProfilesPage } from '@leadgen/core';

type Profile = ListProfilesPage['profiles'][number];

/** A count as the screens show it: 'N/A' when missing. */
export const shownCount = (count: number | null): string => (count === null ? 'N/A' : String(count));

/** The JSON shape of a list's profile (documented in `profiles ls --help`). */
export function profileJson(profile: Profile) {
  return {
    id: profile.id,
    username: profile.username,
    fullName: profile.full_name,
    followers: profile.followers_count,
    following: profile.follows_count ?? profile.following_count,
    posts: profile.posts_count,
    biography: profile.biography,
    isPrivate: profile.is_private,
    isVerified: profile.is_verified,
    isBusiness: profile.is_business_account || profile.is_business,
    businessCategory: profile.business_category,
    email: profile.email,
    phone: profile.phone,
    url: profile.url,
    profilePicUrl: profile.profile_pic_url,
    message: profile.message,
    messageProcessed: profile.message_processed,
    enrichmentStatus: profile.enrichment_status,
  };
}

/** The profiles table: username, name, counts and the bio (cut to fit on a terminal only). */
export function profileRows(profiles: readonly Profile[]): string[][] {
  const rows = [['ID', 'USERNAME', 'NAME', 'FOLLOWERS', 'POSTS', 'BIO']];
  for (const p of profiles) {
    rows.push([
      p.id,
      `@${p.username}`,
      p.full_name ?? '',
      shownCount(p.followers_count),
      shownCount(p.posts_count),
      p.biography ?? '',
    ]);
  }
  return rows;
}
