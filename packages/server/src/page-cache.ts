/**
 * Serialised lead-review pages by request, each tagged with the list's `data_version` when it
 * was read: a page is served again only while the version is unchanged, so any write to the
 * list's rows (by any process: the version is in the database) makes it miss. The version is
 * read before the page, so a cached page is never older than its tag. Least recently used
 * pages go first beyond `capacity`.
 */
export function createPageCache(capacity = 500) {
  const pages = new Map<string, { version: number; body: string }>();
  return {
    get(key: string, version: number): string | undefined {
      const hit = pages.get(key);
      if (!hit || hit.version !== version) return undefined;
      pages.delete(key);
      pages.set(key, hit);
      return hit.body;
    },
    set(key: string, version: number, body: string): void {
      pages.delete(key);
      pages.set(key, { version, body });
      if (pages.size > capacity) pages.delete(pages.keys().next().value as string);
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
