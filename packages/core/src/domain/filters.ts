import { ValidationError } from './errors.js';
import { messages } from './messages.js';
import type { Profile } from './profile.js';
import { toWholeNumber } from './whole-number.js';

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

const record = (input: unknown): Record<string, unknown> => {
  if (input === undefined || input === null) return {};
  if (typeof input !== 'object' || Array.isArray(input)) throw new ValidationError(messages.invalidFilter);
  return input as Record<string, unknown>;
};

/** Trimmed text, '' when unset; anything but text, null or undefined is refused. */
const readText = (value: unknown, label: string): string => {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new ValidationError(messages.filterText(label));
  return value.trim();
};

/** A bound: a whole number of 0 or more (numeric strings accepted); '' or null is unset. */
const readBound = (value: unknown, label: string): number | null => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return null;
  const number = toWholeNumber(value);
  if (number === undefined || number < 0) throw new ValidationError(messages.filterWholeNumber(label));
  return number;
};

const readFlag = (value: unknown, label: string): boolean => {
  if (value === undefined || value === null || value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  throw new ValidationError(messages.filterFlag(label));
};

/** Lowercased text of a row's field, or null when missing (or not text at run time). */
const lower = (value: unknown): string | null => (typeof value === 'string' ? value.toLowerCase() : null);
const count = (value: unknown): number | null => (typeof value === 'number' ? value : null);

const row = (profile: unknown): Record<string, unknown> => {
  if (typeof profile !== 'object' || profile === null) throw new ValidationError(messages.invalidProfile);
  return profile as Record<string, unknown>;
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

const readList = (list: unknown, label: string, clean: (value: string) => string): string[] => {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list) || list.some((value) => typeof value !== 'string')) {
    throw new ValidationError(messages.filterList(label));
  }
  const values = (list as string[]).map(clean).filter((value) => value !== '');
  return [...new Set(values)];
};

const keyword = (value: string): string => value.trim().toLowerCase();

/**
 * Cleans a keyword list (spec §5: keywords trimmed and lowercased; duplicates and blanks
 * ignored), keeping the first occurrence's order. Anything but a list of text is refused.
 *
 * @example
 * normalizeKeywords([' Coach', 'coach', '', 'CEO']) // ['coach', 'ceo']
 */
export function normalizeKeywords(list: readonly string[]): string[] {
  return readList(list, 'Keywords', keyword);
}

/**
 * What the tag input does when Enter, a comma or leaving the field commits `raw` (spec §2
 * "Tag-input widget"): the text, split at commas, is trimmed and lowercased, and each new
 * non-blank keyword is appended; blanks and duplicates are ignored. Returns a new array.
 *
 * @example
 * addTag(['coach'], ' CEO ') // ['coach', 'ceo']
 */
export function addTag(tags: readonly string[], raw: string): string[] {
  const current = normalizeKeywords(tags);
  if (typeof raw !== 'string') throw new ValidationError(messages.filterText('Keyword'));
  return normalizeKeywords([...current, ...raw.split(',')]);
}

/** What Backspace on an empty tag input does (spec §2): a new array without the last tag. */
export function removeLastTag(tags: readonly string[]): string[] {
  if (!Array.isArray(tags)) throw new ValidationError(messages.filterList('Keywords'));
  return tags.slice(0, -1);
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
