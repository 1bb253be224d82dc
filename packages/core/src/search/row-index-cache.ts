import { buildRowIndex, type IndexRow, type RowIndex } from './row-index.js';

/**
 * How many rows every index together may hold by default: a row with its share of the index
 * and the JSON the server writes of it is about 2 kB, so some 300 MB at most.
 */
const DEFAULT_MAX_ROWS = 150_000;

interface Entry {
  version: string;
  index: Promise<RowIndex>;
  built?: RowIndex;
}

/**
 * The `RowIndex`es a long-running process keeps (the server), each under a key naming its
 * user and scope and tagged with the data version it was read at: an index is served only
 * while its version is current, so any write by any process makes the next ask rebuild it. One
 * build per key and version runs at a time (concurrent asks share it). Beyond `maxRows` in all,
 * the least recently used indexes go first; the one just asked for stays.
 *
 * @example
 * const indexes = createRowIndexCache();
 * const index = await indexes.get(`${userId}\nlist\n${listId}`, version, () => store.profiles.listRows(userId, listId));
 */
export function createRowIndexCache(options: { maxRows?: number } = {}) {
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;
  const entries = new Map<string, Entry>();
  /** Drops the least recently used built indexes while all of them hold more rows than allowed. */
  const trim = (keep: string) => {
    let rows = 0;
    for (const entry of entries.values()) rows += entry.built?.size ?? 0;
    for (const [key, entry] of entries) {
      if (rows <= maxRows) break;
      if (key === keep || !entry.built) continue;
      rows -= entry.built.size;
      entries.delete(key);
    }
  };
  return {
    /** The index of `load`'s rows under `key` at `version` (each key always loads rows of one type `T`). */
    get<T extends IndexRow>(key: string, version: string, load: () => Promise<T[]>): Promise<RowIndex<T>> {
      const entry = entries.get(key);
      entries.delete(key);
      if (entry?.version === version) {
        entries.set(key, entry);
        trim(key);
        return entry.index as Promise<RowIndex<T>>;
      }
      const index = load().then((rows) => buildRowIndex(rows));
      const fresh: Entry = { version, index };
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
