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

const TEXT_KEYS: ReadonlySet<LeadReviewSortKey> = new Set(['username', 'name']);

/** The direction a column sorts in first: counts from the most, names from A. */
export const firstDirection = (by: LeadReviewSortKey): SortDirection => (TEXT_KEYS.has(by) ? 'asc' : 'desc');

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

/**
 * The value a row is sorted on: a count (following falls back to `follows_count`, as the rows
 * show it), the username, or the lowercased name; null when missing (a blank name is missing).
 * Missing values sort last in both directions.
 */
export function leadReviewSortValue(
  profile: LeadReviewSortProfile,
  by: LeadReviewSortKey,
): number | string | null {
  switch (by) {
    case 'followers':
      return profile.followers_count;
    case 'following':
      return profile.following_count ?? profile.follows_count;
    case 'posts':
      return profile.posts_count;
    case 'username':
      return profile.username;
    case 'name': {
      const name = profile.full_name?.toLowerCase() ?? '';
      return name === '' ? null : name;
    }
  }
}
