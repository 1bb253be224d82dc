import { emptySelectorFilter, type SelectorFilter } from '@leadgen/core/domain';

/** The edit screen's Filter Profiles panel as typed (spec §2; bounds as text, flags true or off). */
export interface EditFilter {
  searchQuery: string;
  minFollowers: string;
  maxFollowers: string;
  hasProfilePicture: boolean;
  hasBusinessAccount: boolean;
  isVerified: boolean;
  includeKeywords: string[];
  excludeKeywords: string[];
}

export const emptyEditFilter = (): EditFilter => ({
  searchQuery: '',
  minFollowers: '',
  maxFollowers: '',
  hasProfilePicture: false,
  hasBusinessAccount: false,
  isVerified: false,
  includeKeywords: [],
  excludeKeywords: [],
});

/** True when any filter is set (Clear All Filters is offered). */
export const isFilterSet = (filter: EditFilter): boolean =>
  JSON.stringify(filter) !== JSON.stringify(emptyEditFilter());

const bound = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * The panel as core's selector filter (spec §5 "Create and edit screens"), so the edit screen
 * filters with `selectorMatcher`, the one rule the create screen and the server use. A bound
 * that is not a whole number is no bound.
 */
export function toSelectorFilter(filter: EditFilter): SelectorFilter {
  return {
    ...emptySelectorFilter(),
    searchQuery: filter.searchQuery.trim(),
    minFollowers: bound(filter.minFollowers),
    maxFollowers: bound(filter.maxFollowers),
    hasProfilePicture: filter.hasProfilePicture,
    hasBusinessAccount: filter.hasBusinessAccount,
    isVerified: filter.isVerified,
    includeKeywords: filter.includeKeywords,
    excludeKeywords: filter.excludeKeywords,
  };
}
