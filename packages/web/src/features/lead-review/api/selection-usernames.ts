import type { QueryClient } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';
import { cachedProfiles } from './patch-cached-profiles';

/**
 * The usernames of the selected rows for Open IG, in selection order: from the rows loaded so far
 * and `known` ones ("select all matching" brings them), and for the rest from the server in one
 * request (POST /api/lists/:id/usernames), never by paging through the list.
 */
export async function selectionUsernames(
  client: QueryClient,
  listId: string,
  ids: readonly string[],
  known: ReadonlyMap<string, string>,
): Promise<string[]> {
  const loaded = cachedProfiles(client, listId);
  const usernameOf = (id: string) => loaded.get(id)?.username ?? known.get(id);
  const missing = ids.filter((id) => usernameOf(id) === undefined);
  const fetched = new Map<string, string>();
  if (missing.length > 0) {
    const { profiles } = await read(
      api.lists[':id'].usernames.$post({ param: { id: listId }, json: { profileIds: missing } }),
    );
    for (const profile of profiles) fetched.set(profile.id, profile.username);
  }
  return ids.flatMap((id) => usernameOf(id) ?? fetched.get(id) ?? []);
}
