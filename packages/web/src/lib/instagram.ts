/** A profile's page on Instagram (spec §7 "External links"). */
export const instagramUrl = (username: string): string =>
  `https://www.instagram.com/${encodeURIComponent(username)}/`;

/**
 * Opens each profile's Instagram page in a new tab (spec §2 Open IG: one tab per selected
 * profile), without giving the pages a handle on this one, and returns how many it asked for
 * (a `noopener` window answers nothing to count). `open` is injectable for tests.
 */
export function openInstagramProfiles(
  usernames: readonly string[],
  open: (url: string, target: string, features: string) => unknown = (...args) => window.open(...args),
): number {
  for (const username of usernames) open(instagramUrl(username), '_blank', 'noopener,noreferrer');
  return usernames.length;
}
