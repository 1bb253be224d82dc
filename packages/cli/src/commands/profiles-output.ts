import type { ListProfilesPage } from '@leadgen/core';

type Profile = ListProfilesPage['profiles'][number];

/** A count as the screens show it: 'N/A' when missing. */
export const shownCount = (count: number | null): string => (count === null ? 'N/A' : String(count));

/** Text cut to `max` characters with an ellipsis, on one line. */
export function shortText(text: string | null, max = 40): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The profiles table: username, name, counts and the start of the bio. */
export function profileRows(profiles: readonly Profile[]): string[][] {
  const rows = [['ID', 'USERNAME', 'NAME', 'FOLLOWERS', 'POSTS', 'BIO']];
  for (const p of profiles) {
    rows.push([
      p.id,
      `@${p.username}`,
      shortText(p.full_name, 24),
      shownCount(p.followers_count),
      shownCount(p.posts_count),
      shortText(p.biography),
    ]);
  }
  return rows;
}
