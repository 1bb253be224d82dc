import { normalizeKeywords, type SelectorFilter } from '@leadgen/core/domain';

/**
 * The filter panel's state (spec §3 filter object, §5 "Create and edit screens"): bounds as
 * typed text, each flag true or off (no filter), plus our `excludeContacted`.
 */
export interface SelectorForm {
  searchQuery: string;
  selectedLists: string[];
  minFollowers: string;
  maxFollowers: string;
  hasProfilePicture: boolean;
  hasBusinessAccount: boolean;
  isVerified: boolean;
  includeKeywords: string[];
  excludeKeywords: string[];
  excludeContacted: boolean;
}

export const emptySelectorForm = (selectedLists: string[] = []): SelectorForm => ({
  searchQuery: '',
  selectedLists,
  minFollowers: '',
  maxFollowers: '',
  hasProfilePicture: false,
  hasBusinessAccount: false,
  isVerified: false,
  includeKeywords: [],
  excludeKeywords: [],
  excludeContacted: false,
});

/** True when any filter is set (Clear all filters is offered). */
export const hasFilters = (form: SelectorForm): boolean =>
  JSON.stringify(form) !== JSON.stringify(emptySelectorForm());

/** A typed bound as a whole number of 0 or more, or null (blank or not a number: no bound). */
export function readBound(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The query string GET /api/profiles and /api/profiles/ids read (repeated keys for arrays). */
export type SelectorQuery = {
  lists?: string[];
  minFollowers?: string;
  maxFollowers?: string;
  hasProfilePicture?: 'true';
  hasBusinessAccount?: 'true';
  isVerified?: 'true';
  includeKeywords?: string[];
  excludeKeywords?: string[];
  searchQuery?: string;
  excludeContacted?: 'true';
};

/** The form as query parameters: only what filters, so an empty form asks for every candidate. */
export function selectorQuery(form: SelectorForm): SelectorQuery {
  const query: SelectorQuery = {};
  const min = readBound(form.minFollowers);
  const max = readBound(form.maxFollowers);
  const search = form.searchQuery.trim();
  if (form.selectedLists.length > 0) query.lists = form.selectedLists;
  if (min !== null) query.minFollowers = String(min);
  if (max !== null) query.maxFollowers = String(max);
  if (form.hasProfilePicture) query.hasProfilePicture = 'true';
  if (form.hasBusinessAccount) query.hasBusinessAccount = 'true';
  if (form.isVerified) query.isVerified = 'true';
  if (form.includeKeywords.length > 0) query.includeKeywords = form.includeKeywords;
  if (form.excludeKeywords.length > 0) query.excludeKeywords = form.excludeKeywords;
  if (search !== '') query.searchQuery = search;
  if (form.excludeContacted) query.excludeContacted = 'true';
  return query;
}

/** The spec §3 filter object a campaign saves (POST /api/campaigns `filters`). */
export function selectorFilter(form: SelectorForm): SelectorFilter {
  return {
    selectedLists: form.selectedLists,
    minFollowers: readBound(form.minFollowers),
    maxFollowers: readBound(form.maxFollowers),
    hasProfilePicture: form.hasProfilePicture,
    hasBusinessAccount: form.hasBusinessAccount,
    isVerified: form.isVerified,
    includeKeywords: normalizeKeywords(form.includeKeywords),
    excludeKeywords: normalizeKeywords(form.excludeKeywords),
    searchQuery: form.searchQuery.trim(),
    excludeContacted: form.excludeContacted,
  };
}
