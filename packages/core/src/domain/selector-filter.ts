import { clauseMatcher, type FilterClause, foldText, setClauses, TEXT_FIELDS } from './filter-clauses.js';
import { keyword, readBound, readFlag, readList, readText, record } from './filter-input.js';
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
> & { is_business?: boolean; contacted?: boolean; list_ids?: readonly string[] };

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
 * The selector filter, defined once (spec §5 "Filters", create and edit screens): the search
 * query in the username, full name or bio; the selected lists (a person is in the selection when
 * one of them holds them, issue 30); followers min and max inclusive, a missing count counting as
 * 0; each flag set to true requires a picture, a business account or verification (`FLAGS`); at
 * least one include keyword and no exclude keyword in bio, full name or username;
 * `excludeContacted` (ours) drops people not to be contacted again. Text is matched
 * case-insensitively (`foldText`). The filter is checked here (`normalizeSelectorFilter`); the
 * matcher, the SQL and the row-index scan are derived from these clauses (filter-clauses.ts).
 */
export function selectorClauses(input: SelectorFilter): FilterClause[] {
  const f = normalizeSelectorFilter(input);
  const anywhere = TEXT_FIELDS;
  return setClauses(
    f.searchQuery !== '' && { kind: 'contains', fields: anywhere, needles: [foldText(f.searchQuery)] },
    f.selectedLists.length > 0 && { kind: 'inLists', lists: f.selectedLists },
    (f.minFollowers != null || f.maxFollowers != null) && {
      kind: 'range',
      field: 'followers_count',
      min: f.minFollowers ?? null,
      max: f.maxFollowers ?? null,
      empty: 'zero',
    },
    f.hasProfilePicture === true && { kind: 'flag', flag: 'picture' },
    f.hasBusinessAccount === true && { kind: 'flag', flag: 'business' },
    f.isVerified === true && { kind: 'flag', flag: 'verified' },
    f.includeKeywords.length > 0 && {
      kind: 'contains',
      fields: anywhere,
      needles: f.includeKeywords.map(foldText),
    },
    f.excludeKeywords.length > 0 && {
      kind: 'lacks',
      fields: anywhere,
      needles: f.excludeKeywords.map(foldText),
    },
    f.excludeContacted === true && { kind: 'notContacted' },
  );
}

/**
 * Builds the selector predicate once (the filter is checked here), for testing many rows:
 * `selectorClauses` matched in memory. A row's lists are its `list_ids` (the selector's rows)
 * or else its `search_list_id`; `contacted` is computed by the caller.
 */
export function selectorMatcher(filter: SelectorFilter): (profile: SelectorProfile) => boolean {
  return clauseMatcher(selectorClauses(filter));
}

/**
 * True when a row passes the selector filter (see `selectorMatcher` for the rules; build a
 * matcher once when testing many rows).
 */
export function matchesSelectorFilter(profile: SelectorProfile, filter: SelectorFilter): boolean {
  return selectorMatcher(filter)(profile);
}
