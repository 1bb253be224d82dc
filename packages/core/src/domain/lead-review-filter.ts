import { clauseMatcher, type FilterClause, foldText, setClauses } from './filter-clauses.js';
import { readBound, readText, record } from './filter-input.js';
import type { Profile } from './profile.js';

/** The lead review screen's filter (spec §5 "Filters", lead review). Blank text = no filter. */
export interface LeadReviewFilter {
  bioContains?: string | null;
  bioExcludes?: string | null;
  nameContains?: string | null;
  minFollowers?: number | null;
  maxFollowers?: number | null;
  minPosts?: number | null;
  maxPosts?: number | null;
}

/** The profile fields the lead-review filter reads; any row with them will do. */
export type LeadReviewProfile = Pick<
  Profile,
  'username' | 'full_name' | 'biography' | 'followers_count' | 'posts_count'
>;

const LEAD_REVIEW_TEXT = {
  bioContains: 'Bio contains',
  bioExcludes: 'Bio excludes',
  nameContains: 'Name contains',
};
const LEAD_REVIEW_BOUNDS = {
  minFollowers: 'Minimum followers',
  maxFollowers: 'Maximum followers',
  minPosts: 'Minimum posts',
  maxPosts: 'Maximum posts',
};

/**
 * Checks and cleans a lead-review filter from outside (query string, JSON, CLI): text trimmed,
 * blank text dropped; bounds whole numbers of 0 or more, numeric strings accepted, '' and null
 * dropped. Unknown keys are ignored. Bad values throw, e.g. 'Minimum followers must be a whole
 * number of 0 or more'. The result holds only the filters that are set.
 */
export function normalizeLeadReviewFilter(input: unknown): LeadReviewFilter {
  const source = record(input);
  const filter: LeadReviewFilter = {};
  for (const [key, label] of Object.entries(LEAD_REVIEW_TEXT)) {
    const value = readText(source[key], label);
    if (value !== '') filter[key as keyof typeof LEAD_REVIEW_TEXT] = value;
  }
  for (const [key, label] of Object.entries(LEAD_REVIEW_BOUNDS)) {
    const value = readBound(source[key], label);
    if (value !== null) filter[key as keyof typeof LEAD_REVIEW_BOUNDS] = value;
  }
  return filter;
}

/**
 * The lead-review filter, defined once (spec §5 "Filters", lead review): bio contains and bio
 * excludes (a missing bio contains nothing), name contains (in the full name or the username),
 * min and max followers and posts, inclusive, a missing or zero count excluded as soon as a bound
 * on it is set. Text is matched case-insensitively (`foldText`). The filter is checked here
 * (`normalizeLeadReviewFilter`); the matcher, the SQL and the row-index scan are derived from
 * these clauses (filter-clauses.ts).
 */
export function leadReviewClauses(input: LeadReviewFilter): FilterClause[] {
  const f = normalizeLeadReviewFilter(input);
  const range = (field: 'followers_count' | 'posts_count', min?: number | null, max?: number | null) =>
    (min != null || max != null) &&
    ({ kind: 'range', field, min: min ?? null, max: max ?? null, empty: 'fails' } as const);
  return setClauses(
    f.bioContains != null && { kind: 'contains', fields: ['biography'], needles: [foldText(f.bioContains)] },
    f.bioExcludes != null && { kind: 'lacks', fields: ['biography'], needles: [foldText(f.bioExcludes)] },
    f.nameContains != null && {
      kind: 'contains',
      fields: ['full_name', 'username'],
      needles: [foldText(f.nameContains)],
    },
    range('followers_count', f.minFollowers, f.maxFollowers),
    range('posts_count', f.minPosts, f.maxPosts),
  );
}

/** True when a lead-review filter filters nothing (all text blank, no bound set). */
export function isLeadReviewFilterEmpty(filter: LeadReviewFilter): boolean {
  return leadReviewClauses(filter).length === 0;
}

/**
 * Builds the lead-review predicate once (the filter is checked here), for testing many rows:
 * `leadReviewClauses` matched in memory.
 */
export function leadReviewMatcher(filter: LeadReviewFilter): (profile: LeadReviewProfile) => boolean {
  return clauseMatcher(leadReviewClauses(filter));
}

/**
 * True when a row passes the lead-review filter (see `leadReviewClauses` for the rules; build a
 * matcher once when testing many rows).
 *
 * @example
 * matchesLeadReviewFilter({ ...row, biography: 'Coffee CEO' }, { bioContains: 'ceo' }) // true
 */
export function matchesLeadReviewFilter(profile: LeadReviewProfile, filter: LeadReviewFilter): boolean {
  return leadReviewMatcher(filter)(profile);
}
