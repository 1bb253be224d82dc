import { type FilterClause, FLAGS, inRange, type TextField } from '../domain/filter-clauses.js';
import { compareLeadReviewRows, DEFAULT_LEAD_REVIEW_SORT } from '../domain/lead-review-sort.js';
import type { ProfileCursor } from '../store/cursor.js';
import { addBit, type Bitset, emptyBits, orBits, rangeBits, takeBits } from './bitset.js';

/** The fields of a visible profile row that the filters read (spec §5), as the store reads them. */
export interface IndexRow {
  id: string;
  username: string;
  full_name: string | null;
  biography: string | null;
  followers_count: number | null;
  posts_count: number | null;
  profile_pic_url: string | null;
  is_business_account: boolean;
  is_business: boolean;
  is_verified: boolean;
  is_private: boolean;
  search_list_id: string;
  /** The person (issue 30); a row without one stands for itself. */
  person_id?: string | null;
  /** Every list holding the row's person, when the index holds each person once (the selector). */
  list_ids?: readonly string[];
}

/** The texts the filters search, each lowercased as JavaScript lowercases (`foldText`). */
export type TextColumn = TextField;

type RangeClause = Extract<FilterClause, { kind: 'range' }>;

/** What separates rows in a column's joined text: a needle holding it is checked row by row. */
const SEPARATOR = '\u0000';
/** Needle results (a bit per row each) and derived values kept per index, least recently used first out. */
const KEPT = 256;

/** Rows in page order (the lead review's default order: followers descending, missing last, then id). */
const pageOrder = compareLeadReviewRows(DEFAULT_LEAD_REVIEW_SORT);

/** One column's lowercased texts joined, with where each row starts (and the end, last). */
interface JoinedText {
  text: string;
  starts: Int32Array;
}

function joinColumn(rows: readonly IndexRow[], column: TextColumn): JoinedText {
  const starts = new Int32Array(rows.length + 1);
  const at = (texts: readonly string[]) => {
    let start = 0;
    texts.forEach((text, index) => {
      starts[index] = start;
      start += text.length + 1;
    });
    starts[texts.length] = start;
    return start;
  };
  const texts = rows.map((row) => row[column] ?? '');
  const length = at(texts);
  // lowercased in one go; where that changes a length (İ becomes two characters), row by row
  const joined = (parts: readonly string[]) => (parts.length === 0 ? '' : parts.join(SEPARATOR) + SEPARATOR);
  const text = joined(texts).toLowerCase();
  if (text.length === length) return { text, starts };
  const lowered = texts.map((each) => each.toLowerCase());
  at(lowered);
  return { text: joined(lowered), starts };
}

/**
 * A user's rows held in memory, whole and in page order, their filterable fields also column by
 * column: what lets the lead review and the campaign selector filter, count and page 50,000 rows
 * in well under a millisecond where the database would scan them (issue 22), a page's rows
 * being those held (the same objects on every page, so what is derived from one can be kept).
 * Every condition is a `Bitset` of
 * rows: flags and lists are built once; a follower range is a run of positions (the rows are in
 * follower order); texts are lowercased once, and which rows contain a needle is found once per
 * needle (a scan of the column's joined text) and kept, a needle that extends a kept one (a user
 * typing) checking only the rows the kept one matched. Built from a snapshot of the rows at one
 * data version (`RowIndexCache`), in steps between which other work runs; it never changes after.
 * The sets it hands out are its own: combine them into a fresh set (`emptyBits`), never change them.
 */
export async function buildRowIndex<T extends IndexRow>(input: readonly T[]) {
  // other requests run between the steps: none holds the process for long
  const pause = () => new Promise((resolve) => setImmediate(resolve));
  const rows = [...input].sort(pageOrder);
  await pause();
  const size = rows.length;
  const ids = rows.map((row) => row.id);
  const usernames = rows.map((row) => row.username);
  const people = rows.map((row) => row.person_id ?? row.id);
  const followers = Float64Array.from(rows, (row) => row.followers_count ?? Number.NaN);
  const posts = Float64Array.from(rows, (row) => row.posts_count ?? Number.NaN);
  const rowsWhere = (test: (row: IndexRow) => boolean) => {
    const bits = emptyBits(size);
    rows.forEach((row, position) => {
      if (test(row)) addBit(bits, position);
    });
    return bits;
  };
  const flagged = {
    // the filters' flags as the domain reads them (filter-clauses.ts), and private for the insight
    picture: rowsWhere(FLAGS.picture),
    business: rowsWhere(FLAGS.business),
    verified: rowsWhere(FLAGS.verified),
    private: rowsWhere((row) => row.is_private),
  };
  const lists = new Map<string, Bitset>();
  rows.forEach((row, position) => {
    for (const listId of row.list_ids ?? [row.search_list_id]) {
      let bits = lists.get(listId);
      if (!bits) {
        bits = emptyBits(size);
        lists.set(listId, bits);
      }
      addBit(bits, position);
    }
  });
  await pause();
  const username = joinColumn(rows, 'username');
  await pause();
  const full_name = joinColumn(rows, 'full_name');
  await pause();
  const texts = { username, full_name, biography: joinColumn(rows, 'biography') };
  /** Where the rows without a follower count start (they come last). */
  const missingFrom = followers.findIndex((count) => Number.isNaN(count));
  const counted = missingFrom === -1 ? size : missingFrom;
  /** Needle results by column and needle, least recently used first. */
  const found = new Map<string, { column: TextColumn; needle: string; hits: Bitset }>();
  /** Values derived from the rows (`remember`), least recently used first. */
  const derived = new Map<string, unknown>();
  /** Values kept as long as the index (`companion`). */
  const companions = new Map<string, unknown>();
  /** Rows of `column` containing `needle`, checking only `candidates` (rows a shorter needle matched) when given. */
  const scan = (column: TextColumn, needle: string, candidates: Bitset | undefined) => {
    const { text, starts } = texts[column];
    const hits = emptyBits(size);
    const holds = (row: number) => text.slice(starts[row], (starts[row + 1] as number) - 1).includes(needle);
    if (candidates) {
      for (const row of takeBits(candidates, 0, size)) if (holds(row)) addBit(hits, row);
      return hits;
    }
    if (needle.includes(SEPARATOR)) {
      for (let row = 0; row < size; row++) if (holds(row)) addBit(hits, row);
      return hits;
    }
    let row = 0;
    for (let at = text.indexOf(needle); at !== -1; ) {
      while ((starts[row + 1] as number) <= at) row++;
      addBit(hits, row);
      row++;
      at = row < size ? text.indexOf(needle, starts[row]) : -1;
    }
    return hits;
  };

  /** The kept result of the longest needle in `needle` (only its rows can contain `needle`). */
  const narrowest = (column: TextColumn, needle: string) => {
    let best: { needle: string; hits: Bitset } | undefined;
    for (const kept of found.values()) {
      if (kept.column !== column || !needle.includes(kept.needle)) continue;
      if (!best || kept.needle.length > best.needle.length) best = kept;
    }
    return best?.hits;
  };

  const keep = <T>(map: Map<string, T>, key: string, value: T) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > KEPT) map.delete(map.keys().next().value as string);
    return value;
  };

  /** The first counted position (follower order) from which `test` holds; `test` must be monotone. */
  const firstCounted = (test: (count: number) => boolean, from = 0) => {
    let low = from;
    let high = counted;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (test(followers[middle] as number)) high = middle;
      else low = middle + 1;
    }
    return low;
  };

  return {
    size,
    /** The whole rows, in page order: position `p` is `rows[p]`. */
    rows: rows as readonly T[],
    ids,
    usernames,
    /** Each row's person id (the row's own id when it has none). */
    people,
    /** Rows with a picture, a business account (either field), verification, a private account. */
    flagged,
    /** The rows of one list (an empty set for a list with none). */
    listRows(listId: string): Bitset {
      return lists.get(listId) ?? emptyBits(size);
    },
    /** The rows with a follower count: positions [0, counted); the rest have none. */
    counted,

    /**
     * The rows whose count passes a range clause (`inRange`, spec §5): for followers a run of
     * positions (the rows are in follower order) found by binary search, plus the rows without a
     * count when the clause takes them; other counts are checked row by row.
     */
    countsIn(clause: RangeClause): Bitset {
      const passes = (count: number) => inRange(Number.isNaN(count) ? null : count, clause);
      if (clause.field !== 'followers_count') {
        const bits = emptyBits(size);
        posts.forEach((count, row) => {
          if (passes(count)) addBit(bits, row);
        });
        return bits;
      }
      // counts descend: those above `max`, then those in range, then those below it
      const { max } = clause;
      const from = max === null ? 0 : firstCounted((count) => count <= max);
      const to = firstCounted((count) => !passes(count), from);
      const bits = rangeBits(size, from, Math.max(from, to));
      if (inRange(null, clause)) {
        for (const [word, value] of rangeBits(size, counted, size).entries())
          bits[word] = (bits[word] as number) | value;
      }
      return bits;
    },

    /** The positions of each follower band (FOLLOWER_BANDS' `max`es in ascending order): [from, to). */
    bandRanges(maxes: readonly (number | null)[]): [number, number][] {
      return maxes.map((max, band) => {
        const below = band === 0 ? null : (maxes[band - 1] as number);
        const from = max === null ? 0 : firstCounted((count) => count < max);
        const to = below === null ? counted : firstCounted((count) => count < below);
        return [from, Math.max(from, to)];
      });
    },

    /** The rows whose lowercased `column` contains `needle` (lowercased, not empty); kept for the next ask. */
    contains(column: TextColumn, needle: string): Bitset {
      const key = `${column}:${needle}`;
      const kept = found.get(key);
      const hits = kept ? kept.hits : scan(column, needle, narrowest(column, needle));
      return keep(found, key, { column, needle, hits }).hits;
    },

    /** The rows where any of `columns` contains `needle` (as `contains`); kept for the next ask. */
    containsAny(columns: readonly TextColumn[], needle: string): Bitset {
      return this.remember(`any:${columns.join('+')}:${needle}`, () => {
        const rows = emptyBits(size);
        for (const column of columns) orBits(rows, this.contains(column, needle));
        return rows;
      });
    },

    /**
     * A value computed from these rows once per `key` (e.g. which rows a set of usernames
     * holds) and kept while the index lives; a promise that fails is not kept.
     */
    remember<T>(key: string, compute: () => T): T {
      if (derived.has(key)) return keep(derived, key, derived.get(key)) as T;
      const value: T = compute();
      keep(derived, key, value);
      // a failed read is asked again next time, not kept
      if (value instanceof Promise) value.catch(() => derived.get(key) === value && derived.delete(key));
      return value;
    },

    /**
     * A value made once per `key` and kept as long as the index (not dropped to make room, as
     * `remember`'s are): what belongs with the rows themselves, e.g. objects made from them.
     */
    companion<T>(key: string, make: () => T): T {
      if (!companions.has(key)) companions.set(key, make());
      return companions.get(key) as T;
    },

    /** The first row after `cursor` in page order (`size` when none is). */
    positionAfter(cursor: ProfileCursor): number {
      const at = { id: cursor.id, followers_count: cursor.followers };
      const after = (row: number) => pageOrder(rows[row] as IndexRow, at) > 0;
      let low = 0;
      let high = size;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (after(middle)) high = middle;
        else low = middle + 1;
      }
      return low;
    },

    /** The cursor of the row at `position` (what the next page starts after). */
    cursorAt(position: number): ProfileCursor {
      const count = followers[position] as number;
      return { followers: Number.isNaN(count) ? null : count, id: ids[position] as string };
    },
  };
}

/** A `buildRowIndex` of rows of type `T`. */
export type RowIndex<T extends IndexRow = IndexRow> = Awaited<ReturnType<typeof buildRowIndex<T>>>;
