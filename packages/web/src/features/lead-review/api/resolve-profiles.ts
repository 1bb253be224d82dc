import type { QueryClient } from '@tanstack/react-query';
import type { LeadProfile } from '../lead-profile';
import { cachedProfiles } from './patch-cached-profiles';
import { fetchLeadPage } from './use-list-profiles';

/**
 * The rows of `ids`, in that order: from the pages already loaded, and when some are not (a
 * "select all matching" reaches past what was scrolled), by paging through the whole list.
 */
export async function resolveProfiles(
  client: QueryClient,
  listId: string,
  ids: readonly string[],
): Promise<LeadProfile[]> {
  const known = cachedProfiles(client, listId);
  let missing = ids.filter((id) => !known.has(id)).length;
  let cursor: string | null = null;
  while (missing > 0) {
    const page = await fetchLeadPage(listId, {}, cursor, 1000);
    const wanted = new Set(ids);
    for (const profile of page.profiles) {
      if (wanted.has(profile.id) && !known.has(profile.id)) missing--;
      known.set(profile.id, profile);
    }
    cursor = page.nextCursor;
    if (cursor === null) break;
  }
  return ids.flatMap((id) => known.get(id) ?? []);
}

/** The rows of `ids` that are loaded, without asking the server (for what must stay synchronous). */
export const loadedProfiles = (client: QueryClient, listId: string, ids: readonly string[]) => {
  const known = cachedProfiles(client, listId);
  return ids.flatMap((id) => known.get(id) ?? []);
};
