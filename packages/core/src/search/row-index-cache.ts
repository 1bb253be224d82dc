import { buildRowIndex, type IndexRow, type RowIndex } from './row-index.js';

/**
 * What every index together may weigh by default, in index rows (`RowIndex.weight`: about
 * 0.6 kB each, a kept page row counting as four): some 180 MB at most.
 */
const DEFAULT_MAX_WEIGHT = 300_000;

/**
 * The `RowIndex`es a long-running process keeps (the server), each under a key naming its
 * user and scope and tagged with the data version it was read at: an index is served only
 * while its version is current, so any write by any process makes the next ask rebuild it. One
 * build per key and version runs at a time (concurrent asks share it). Beyond `maxWeight` in
 * all (indexes grow as they keep page rows), the least recently used indexes go first; the one
 * just asked for stays.
 *
 * @example
 * const indexes = createRowIndexCache();
 * const index = await indexes.get(`${userId}\nlist\n${listId}`, version, () => store.profiles.indexRows(userId, { listId }));
 */
export function createRowIndexCache(options: { maxWeight?: number } = {}) {
  const maxWeight = options.maxWeight ?? DEFAULT_MAX_WEIGHT;
  const entries = new Map<string, { version: string; index: Promise<RowIndex>; built?: RowIndex }>();
  /** Drops the least recently used built indexes while all of them weigh more than allowed. */
  const trim = (keep: string) => {
    let weight = 0;
    for (const entry of entries.values()) weight += entry.built?.weight() ?? 0;
    for (const [key, entry] of entries) {
      if (weight <= maxWeight) break;
      if (key === keep || !entry.built) continue;
      weight -= entry.built.weight();
      entries.delete(key);
    }
  };
  return {
    get(key: string, version: string, load: () => Promise<IndexRow[]>): Promise<RowIndex> {
      const entry = entries.get(key);
      entries.delete(key);
      if (entry?.version === version) {
        entries.set(key, entry);
        trim(key);
        return entry.index;
      }
      const index = load().then(buildRowIndex);
      const fresh: { version: string; index: Promise<RowIndex>; built?: RowIndex } = { version, index };
      entries.set(key, fresh);
      index.then(
        (built) => {
          fresh.built = built;
          if (entries.get(key) === fresh) trim(key);
        },
        () => {
          if (entries.get(key) === fresh) entries.delete(key);
        },
      );
      return index;
    },
  };
}

export type RowIndexCache = ReturnType<typeof createRowIndexCache>;
