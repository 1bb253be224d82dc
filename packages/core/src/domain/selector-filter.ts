import {
  count,
  keyword,
  lower,
  readBound,
  readFlag,
  readList,
  readText,
  record,
  row,
} from './filter-input.js';
import type { Profile } from './profile.js';

/**
 * The create and edit screens' profile selector filter (spec §3 "Filter object", §5 "Create and
 * edit screens"). Each flag is true or no filter; `excludeContacted` is ours (rows carry a
 * `contacted` flag computed by the caller).
 */
export interface SelectorFilter {
  selectedLists: string[];
  minFollowers?: number | null;
  maxFollowers?: number | null;
  hasProfilePicture?: boolean;
  hasBusinessAccount?: boolean;
  isVerified?: boolean;
  includeKeywords: string[];
  excludeKeywords: string[];
  searchQuery: string;
  excludeContacted?: boolean;
}

/** The profile fields the selector filter reads (campaign rows have no `is_business`). */
export type SelectorProfile = Pick<
  Profile,
  | 'username'
  | 'full_name'
  | 'biography'
  | 'search_list_id'
  | 'followers_count'
  | 'profile_pic_url'
  | 'is_business_account'
  | 'is_verified'
> & { is_business?: boolean; contacted?: boolean };

/** A selector filter that filters nothing: the create screen's starting state. */
export function emptySelectorFilter(): SelectorFilter {
  return {
    selectedLists: [],
    minFollowers: null,
    maxFollowers: null,
    hasProfilePicture: false,
    hasBusinessAccount: false,
    isVerified: false,
    includeKeywords: [],
    excludeKeywords: [],
    searchQuery: '',
    excludeContacted: false,
  };
}

/**
 * Checks and cleans a selector filter from outside (a saved campaign's `filters`, JSON, CLI):
 * missing fields take their empty value; list ids trimmed and deduplicated; keywords normalised
 * (`normalizeKeywords`); the search query trimmed; bounds whole numbers of 0 or more (numeric
 * strings accepted, '' and null unset); flags booleans ('true' and 'false' accepted). Bad values
 * throw a ValidationError naming the field.
 */
export function normalizeSelectorFilter(input: unknown): SelectorFilter {
  const source = record(input);
  return {
    selectedLists: readList(source.selectedLists, 'Selected lists', (id) => id.trim()),
    minFollowers: readBound(source.minFollowers, 'Minimum followers'),
    maxFollowers: readBound(source.maxFollowers, 'Maximum followers'),
    hasProfilePicture: readFlag(source.hasProfilePicture, 'Has profile picture'),
    hasBusinessAccount: readFlag(source.hasBusinessAccount, 'Business account'),
    isVerified: readFlag(source.isVerified, 'Verified'),
    includeKeywords: readList(source.includeKeywords, 'Include keywords', keyword),
    excludeKeywords: readList(source.excludeKeywords, 'Exclude keywords', keyword),
    searchQuery: readText(source.searchQuery, 'Search'),
    excludeContacted: readFlag(source.excludeContacted, 'Exclude contacted'),
  };
}

/**
 * Builds the selector predicate once (the filter is checked here), for testing many rows.
 * Spec §5: the search query is a case-insensitive substring of username, full name or bio; a
 * non-empty list selection keeps rows of those lists; followers bounds are inclusive with a
 * missing count counted as 0; each flag set to true requires a picture (non-blank URL), a
 * business account (either business field) or verification; at least one include keyword and
 * no exclude keyword may appear in bio, full name or username; `excludeContacted` drops rows
 * whose `contacted` is true.
 */
export function selectorMatcher(filter: SelectorFilter): (profile: SelectorProfile) => boolean {
  const f = normalizeSelectorFilter(filter);
  const query = f.searchQuery.toLowerCase();
  const lists = new Set(f.selectedLists);
  return (profile) => {
    const p = row(profile);
    const texts = [lower(p.username), lower(p.full_name), lower(p.biography)].filter((t) => t !== null);
    const appears = (word: string) => texts.some((text) => text.includes(word));
    if (query !== '' && !appears(query)) return false;
    if (lists.size > 0 && !lists.has(p.search_list_id as string)) return false;
    // spec §5: a missing follower count counts as 0
    const followers = count(p.followers_count) ?? 0;
    if (f.minFollowers != null && followers < f.minFollowers) return false;
    if (f.maxFollowers != null && followers > f.maxFollowers) return false;
    if (f.hasProfilePicture && !(typeof p.profile_pic_url === 'string' && p.profile_pic_url.trim() !== '')) {
      return false;
    }
    if (f.hasBusinessAccount && p.is_business_account !== true && p.is_business !== true) return false;
    if (f.isVerified && p.is_verified !== true) return false;
    if (f.includeKeywords.length > 0 && !f.includeKeywords.some(appears)) return false;
    if (f.excludeKeywords.some(appears)) return false;
    return !(f.excludeContacted && p.contacted === true);
  };
}

/**
 * True when a row passes the selector filter (see `selectorMatcher` for the rules; build a
 * matcher once when testing many rows).
 */
export function matchesSelectorFilter(profile: SelectorProfile, filter: SelectorFilter): boolean {
  return selectorMatcher(filter)(profile);
}
