import { count, lower, readBound, readText, record, row } from './filter-input.js';
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

/** True when a lead-review filter filters nothing (all text blank, no bound set). */
export function isLeadReviewFilterEmpty(filter: LeadReviewFilter): boolean {
  return Object.keys(normalizeLeadReviewFilter(filter)).length === 0;
}

/**
 * Builds the lead-review predicate once (the filter is checked here), for testing many rows.
 * Spec §5: case-insensitive substrings; name matches full name or username; a missing bio
 * contains nothing; bounds inclusive, and a row whose count is missing or zero is excluded as
 * soon as a bound on that count is set. `leadReviewWhere` (store) is the same rule in SQL.
 */
export function leadReviewMatcher(filter: LeadReviewFilter): (profile: LeadReviewProfile) => boolean {
  const f = normalizeLeadReviewFilter(filter);
  const bio = f.bioContains?.toLowerCase();
  const notBio = f.bioExcludes?.toLowerCase();
  const name = f.nameContains?.toLowerCase();
  const within = (value: number | null, min?: number | null, max?: number | null): boolean => {
    if (min == null && max == null) return true;
    // spec §5: profiles with a missing or zero count are excluded when a bound is set
    if (value === null || value <= 0) return false;
    return (min == null || value >= min) && (max == null || value <= max);
  };
  return (profile) => {
    const p = row(profile);
    const biography = lower(p.biography);
    if (bio && !biography?.includes(bio)) return false;
    if (notBio && biography?.includes(notBio)) return false;
    if (name && !lower(p.full_name)?.includes(name) && !lower(p.username)?.includes(name)) return false;
    return (
      within(count(p.followers_count), f.minFollowers, f.maxFollowers) &&
      within(count(p.posts_count), f.minPosts, f.maxPosts)
    );
  };
}

/**
 * True when a row passes the lead-review filter (see `leadReviewMatcher` for the rules; build a
 * matcher once when testing many rows).
 *
 * @example
 * matchesLeadReviewFilter({ ...row, biography: 'Coffee CEO' }, { bioContains: 'ceo' }) // true
 */
export function matchesLeadReviewFilter(profile: LeadReviewProfile, filter: LeadReviewFilter): boolean {
  return leadReviewMatcher(filter)(profile);
}
