/**
 * Answers kept per user, each tagged with the version of the data it was computed from (a list's
 * `data_version`, or the user's `selectorVersion`): an entry is served only while the version
 * it was read at is still current, so any write makes it miss. Each user has a least recently
 * used set of their own (`perUser` entries), and the least recently active users go first beyond
 * `users`: one user trying many filters evicts only their own entries, never another user's.
 *
 * @example
 * const cache = createVersionedCache<number>();
 * cache.set(userId, 'matching:l1:{}', 7, 1200);
 * cache.get(userId, 'matching:l1:{}', 7) // 1200; with version 8: undefined
 */
export function createVersionedCache<T>(options: { users?: number; perUser?: number } = {}) {
  const maxUsers = options.users ?? 1000;
  const perUser = options.perUser ?? 100;
  const byUser = new Map<string, Map<string, { version: number | string; value: T }>>();
  const touch = (userId: string) => {
    const entries = byUser.get(userId);
    if (!entries) return undefined;
    byUser.delete(userId);
    byUser.set(userId, entries);
    return entries;
  };
  return {
    get(userId: string, key: string, version: number | string): T | undefined {
      const entries = touch(userId);
      const hit = entries?.get(key);
      if (!entries || !hit || hit.version !== version) return undefined;
      entries.delete(key);
      entries.set(key, hit);
      return hit.value;
    },
    set(userId: string, key: string, version: number | string, value: T): void {
      let entries = touch(userId);
      if (!entries) {
        entries = new Map();
        byUser.set(userId, entries);
        if (byUser.size > maxUsers) byUser.delete(byUser.keys().next().value as string);
      }
      entries.delete(key);
      entries.set(key, { version, value });
      if (entries.size > perUser) entries.delete(entries.keys().next().value as string);
    },
  };
}

export type VersionedCache<T> = ReturnType<typeof createVersionedCache<T>>;
