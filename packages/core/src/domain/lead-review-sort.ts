import { ValidationError } from './errors.js';
import { messages } from './messages.js';
import type { Profile } from './profile.js';

/** What the lead review can be sorted by: its numeric columns, the username and the name. */
export const LEAD_REVIEW_SORT_KEYS = ['followers', 'following', 'posts', 'username', 'name'] as const;
export type LeadReviewSortKey = (typeof LEAD_REVIEW_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

/** An order of the lead review's rows; every order breaks ties on the row id. */
export interface LeadReviewSort {
  by: LeadReviewSortKey;
  direction: SortDirection;
}

/** The lead review's order when none is asked for: most followers first (spec §2). */
export const DEFAULT_LEAD_REVIEW_SORT: LeadReviewSort = { by: 'followers', direction: 'desc' };

/** How a lead-review order reads its value from a row. */
export interface LeadReviewOrder {
  /** The row's fields, the first that is set being the value. */
  fields: readonly (keyof LeadReviewSortProfile)[];
  /** A count, or text compared character by character (by code point, as the databases compare bytes). */
  type: 'count' | 'text';
  /** Lowercased, a blank value counting as missing. */
  fold?: boolean;
  /** The direction the column sorts in first: counts from the most, names from A. */
  first: SortDirection;
}

/**
 * The lead review's orders, defined once (spec §2: most followers first by default): the SQL
 * order (store/lead-review-sql.ts), the in-memory order (`compareLeadReviewRows`, the row index's
 * page order) and keyset cursors all derive from this. Every order puts missing values last in
 * both directions and breaks ties on the row id.
 */
export const LEAD_REVIEW_ORDERS: Readonly<Record<LeadReviewSortKey, LeadReviewOrder>> = {
  followers: { fields: ['followers_count'], type: 'count', first: 'desc' },
  // following falls back to follows_count, as the rows show it
  following: { fields: ['following_count', 'follows_count'], type: 'count', first: 'desc' },
  posts: { fields: ['posts_count'], type: 'count', first: 'desc' },
  username: { fields: ['username'], type: 'text', first: 'asc' },
  name: { fields: ['full_name'], type: 'text', fold: true, first: 'asc' },
};

/** The direction a column sorts in first: counts from the most, names from A. */
export const firstDirection = (by: LeadReviewSortKey): SortDirection => LEAD_REVIEW_ORDERS[by].first;

/**
 * Reads an order from outside (query string `sort` and `dir`, JSON, CLI): a missing `sort` is the
 * default (followers, descending); a missing `dir` is the column's first direction. Anything else
 * is a ValidationError with `messages.invalidSort`.
 *
 * @example
 * normalizeLeadReviewSort({ sort: 'posts', dir: 'asc' }) // { by: 'posts', direction: 'asc' }
 */
export function normalizeLeadReviewSort(input: { sort?: unknown; dir?: unknown } = {}): LeadReviewSort {
  const { sort, dir } = input;
  if (sort === undefined || sort === null || sort === '') {
    if (dir === undefined || dir === null || dir === '') return DEFAULT_LEAD_REVIEW_SORT;
  }
  const by = sort === undefined || sort === null || sort === '' ? DEFAULT_LEAD_REVIEW_SORT.by : sort;
  if (typeof by !== 'string' || !(LEAD_REVIEW_SORT_KEYS as readonly string[]).includes(by)) {
    throw new ValidationError(messages.invalidSort);
  }
  const key = by as LeadReviewSortKey;
  if (dir === undefined || dir === null || dir === '') return { by: key, direction: firstDirection(key) };
  if (dir !== 'asc' && dir !== 'desc') throw new ValidationError(messages.invalidSort);
  return { by: key, direction: dir };
}

/** True for the default order (followers descending), which the lists' in-memory index serves. */
export const isDefaultLeadReviewSort = (sort: LeadReviewSort): boolean =>
  sort.by === DEFAULT_LEAD_REVIEW_SORT.by && sort.direction === DEFAULT_LEAD_REVIEW_SORT.direction;

/** The profile fields an order reads. */
export type LeadReviewSortProfile = Pick<
  Profile,
  'username' | 'full_name' | 'followers_count' | 'following_count' | 'follows_count' | 'posts_count'
>;

type SortRow = Partial<LeadReviewSortProfile>;

/** How to read `by`'s value from a row, made once per order (the index sorts 50,000 rows with it). */
function sortValueReader(by: LeadReviewSortKey): (profile: SortRow) => number | string | null {
  const { fields, fold } = LEAD_REVIEW_ORDERS[by];
  const [only] = fields;
  const read =
    fields.length === 1 && only !== undefined
      ? (profile: SortRow) => profile[only] ?? null
      : (profile: SortRow) => {
          for (const field of fields) {
            const value = profile[field];
            if (value !== null && value !== undefined) return value;
          }
          return null;
        };
  if (!fold) return read;
  return (profile) => {
    const value = read(profile);
    const folded = typeof value === 'string' ? value.toLowerCase() : '';
    return folded === '' ? null : folded;
  };
}

/**
 * The value a row is sorted on (`LEAD_REVIEW_ORDERS`): a count (following falls back to
 * `follows_count`, as the rows show it), the username, or the lowercased name; null when missing
 * (a blank name is missing). Missing values sort last in both directions.
 */
export function leadReviewSortValue(profile: SortRow, by: LeadReviewSortKey): number | string | null {
  return sortValueReader(by)(profile);
}

/** A UTF-16 code unit moved so that units compare as code points do (surrogates above U+FFFF's neighbours). */
const codePointRank = (unit: number) =>
  unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit;

/** Text compared by code point, as UTF-8 bytes compare (UTF-16's `<` puts U+E000..U+FFFF after emoji). */
function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

/**
 * Rows in a lead-review order, as the database orders them: the sort value in its direction
 * (text by code point, as SQLite and PostgreSQL's "C" collation compare), missing values last,
 * then the row id ascending.
 *
 * @example
 * rows.sort(compareLeadReviewRows(DEFAULT_LEAD_REVIEW_SORT)) // most followers first
 */
export function compareLeadReviewRows(
  sort: LeadReviewSort,
): (a: SortRow & { id: string }, b: SortRow & { id: string }) => number {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const sortValue = sortValueReader(sort.by);
  return (a, b) => {
    const x = sortValue(a);
    const y = sortValue(b);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      const difference =
        typeof x === 'number' && typeof y === 'number' ? x - y : compareCodePoints(String(x), String(y));
      if (difference !== 0) return sign * difference;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}
