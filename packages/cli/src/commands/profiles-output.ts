import type { ProfileJson } from '@leadgen/core/wire';

/** What the profiles table shows of a profile: the wire's fields, from a database or a server. */
type ProfileRow = Pick<
  ProfileJson,
  'id' | 'username' | 'is_new' | 'full_name' | 'followers_count' | 'posts_count' | 'biography'
>;

/** A count as the screens show it: 'N/A' when missing. */
export const shownCount = (count: number | null): string => (count === null ? 'N/A' : String(count));

/**
 * The profiles table: username (with a `new` badge for a watch's new person not yet seen, issue
 * 34), name, counts and the bio (cut to fit on a terminal only).
 */
export function profileRows(profiles: readonly ProfileRow[]): string[][] {
  const rows = [['ID', 'USERNAME', 'NAME', 'FOLLOWERS', 'POSTS', 'BIO']];
  for (const p of profiles) {
    rows.push([
      p.id,
      p.is_new ? `@${p.username} [new]` : `@${p.username}`,
      p.full_name ?? '',
      shownCount(p.followers_count),
      shownCount(p.posts_count),
      p.biography ?? '',
    ]);
  }
  return rows;
}
