import type { Store } from '@leadgen/core/store';

/**
 * A completed followers list of `natgeo` holding `count` enriched profiles (user0…, followers
 * 1000, 999, … so the order is known), for service tests. Returns the list id and the profile
 * ids, followers descending.
 */
export async function seedCompletedList(store: Store, userId: string, count: number, target = 'natgeo') {
  const list = await store.lists.create(userId, {
    name: `${target} - followers - Jan 1`,
    target_accounts: [target],
    search_type: 'followers',
    max_profiles: count,
    instagram_session_id: null,
  });
  const usernames = Array.from({ length: count }, (_, i) => `${target}_fan${i}`);
  await store.profiles.insertMany(
    userId,
    list.id,
    usernames.map((username) => ({ username, connection_type: 'followers', source_username: target })),
  );
  // the rows are pending until enriched (visible to no one): the run's own read finds them
  const rows = await store.profiles.pendingEnrichment(userId, list.id, count);
  await store.profiles.recordEnrichment(
    userId,
    rows.map((row) => ({
      id: row?.id as string,
      status: 'enriched',
      details: {
        full_name: `Fan ${row?.username}`,
        followers_count: 1000 - usernames.indexOf(row?.username ?? ''),
      },
    })),
  );
  await store.lists.complete(userId, list.id, { profiles_found: count, cost: 8 * count });
  const ids = usernames.map((username) => rows.find((row) => row?.username === username)?.id as string);
  return { listId: list.id, ids };
}
