/** A profile's page on Instagram (spec §7 "External links"). */
export const instagramUrl = (username: string): string =>
  `https://www.instagram.com/${encodeURIComponent(username)}/`;

/** A window as far as opening tabs goes: what `window.open` answers, or null when it was blocked. */
type OpenedTab = { opener: unknown } | null;

/**
 * Opens each profile's Instagram page in a new tab (spec §2 Open IG: one tab per selected
 * profile) and returns how many the browser really opened: a pop-up blocker answers null for the
 * tabs it refused (a click may open one tab unless the site may open pop-ups). Each page loses
 * its handle on this one. Not `noopener`, which would answer null for every tab.
 */
export function openInstagramTabs(
  usernames: readonly string[],
  open: (url: string) => OpenedTab = (url) => window.open(url, '_blank'),
): number {
  let opened = 0;
  for (const username of usernames) {
    const tab = open(instagramUrl(username));
    if (tab === null) continue;
    tab.opener = null;
    opened++;
  }
  return opened;
}
