import { emptySelectorFilter, normalizeKeywords, type SelectorFilter } from '@leadgen/core/domain';

/**
 * The profile filter fields the create and edit screens share, as typed (spec §3 filter object,
 * §5 "Filters: Create and edit screens"): follower bounds as typed text, each flag true or off
 * (no filter), keywords as tags.
 */
export interface SelectorForm {
  searchQuery: string;
  minFollowers: string;
  maxFollowers: string;
  hasProfilePicture: boolean;
  hasBusinessAccount: boolean;
  isVerified: boolean;
  includeKeywords: string[];
  excludeKeywords: string[];
}

/** The shared fields filtering nothing (a screen's start and what Clear all filters restores). */
export const emptySelectorForm = (): SelectorForm => ({
  searchQuery: '',
  minFollowers: '',
  maxFollowers: '',
  hasProfilePicture: false,
  hasBusinessAccount: false,
  isVerified: false,
  includeKeywords: [],
  excludeKeywords: [],
});

/** True when any shared field is set (so Clear all filters is offered). */
export const isSelectorFormSet = (form: SelectorForm): boolean =>
  form.searchQuery !== '' ||
  form.minFollowers !== '' ||
  form.maxFollowers !== '' ||
  form.hasProfilePicture ||
  form.hasBusinessAccount ||
  form.isVerified ||
  form.includeKeywords.length > 0 ||
  form.excludeKeywords.length > 0;

/** A typed bound as a whole number of 0 or more, or null (blank or not a number: no bound). */
const readBound = (text: string): number | null => {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
};

/**
 * The shared fields as core's selector filter (spec §3), the one rule the server, the create
 * screen and the edit screen filter by (`selectorMatcher`): search trimmed, bounds parsed by
 * `readBound`, keywords normalised; no list selection, contacted rows kept.
 */
export function toSelectorFilter(form: SelectorForm): SelectorFilter {
  return {
    ...emptySelectorFilter(),
    searchQuery: form.searchQuery.trim(),
    minFollowers: readBound(form.minFollowers),
    maxFollowers: readBound(form.maxFollowers),
    hasProfilePicture: form.hasProfilePicture,
    hasBusinessAccount: form.hasBusinessAccount,
    isVerified: form.isVerified,
    includeKeywords: normalizeKeywords(form.includeKeywords),
    excludeKeywords: normalizeKeywords(form.excludeKeywords),
  };
}
