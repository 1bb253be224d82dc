import { buildRowIndex, type IndexRow, type RowIndex } from './row-index.js';

/** Rows held across every index by default (about 10 MB per 50,000 rows). */
const DEFAULT_MAX_ROWS = 250_000;

/**
 * The `RowIndex`es a long-running process keeps (the server), each under a key naming its
 * user and scope and tagged with the data version it was read at: an index is served only
 * while its version is current, so any write by any process makes the next ask rebuild it. One
 * build per key and version runs at a time (concurrent asks share it). Beyond `maxRows` rows in
 * all, the least recently used indexes go first.
 *
 * @example
 * const indexes = createRowIndexCache();
 * const index = await indexes.get(`${userId}\nlist\n${listId}`, version, () => store.profiles.indexRows(userId, { listId }));
 */
export function createRowIndexCache(options: { maxRows?: number } = {}) {
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;
  const entries = new Map<string, { version: string; index: Promise<RowIndex>; rows: number }>();
  let held = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    held -= entry.rows;
  };
  return {
    get(key: string, version: string, load: () => Promise<IndexRow[]>): Promise<RowIndex> {
      const entry = entries.get(key);
      if (entry?.version === version) {
        entries.delete(key);
        entries.set(key, entry);
        return entry.index;
      }
      drop(key);
      const index = load().then(buildRowIndex);
      const fresh = { version, index, rows: 0 };
      entries.set(key, fresh);
      index.then(
        (built) => {
          if (entries.get(key) !== fresh) return;
          fresh.rows = built.size;
          held += built.size;
          for (const oldest of entries.keys()) {
            if (held <= maxRows || oldest === key) break;
            drop(oldest);
          }
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
