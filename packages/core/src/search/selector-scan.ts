import type { SelectorFilter } from '../domain/selector-filter.js';
import { andBits, andNotBits, type Bitset, countBits, emptyBits, orBits, rangeBits } from './bitset.js';
import { type PageStart, readPage, type ScannedPage } from './page-scan.js';
import type { RowIndex } from './row-index.js';

const TEXTS = ['username', 'full_name', 'biography'] as const;

/** Rows whose username, full name or bio contains any of `words` (lowercased). */
function appearing(index: RowIndex, words: readonly string[]): Bitset {
  const rows = emptyBits(index.size);
  for (const word of words) orBits(rows, index.containsAny(TEXTS, word));
  return rows;
}

/** The rows of the filter's selected lists (a fresh set). */
function selectedRows(index: RowIndex, filter: SelectorFilter): Bitset {
  const rows = emptyBits(index.size);
  for (const id of new Set(filter.selectedLists)) orBits(rows, index.listRows(id));
  return rows;
}

/**
 * The selector filter of spec §5 (create and edit screens) over a `RowIndex` of the user's
 * selectable rows, matching `selectorMatcher` exactly (normalise the filter first): the search
 * query and include keywords as case-insensitive substrings of username, full name or bio,
 * exclude keywords in none of them, the list selection, inclusive follower bounds with a missing
 * count counted as 0, the flags, and the rows in `contacted` dropped when `excludeContacted` is
 * set. Counts every matching row and picks the page from `start`; `candidates` counts the rows
 * of the selected lists (every row when none is selected).
 */
export function scanSelector(
  index: RowIndex,
  filter: SelectorFilter,
  contacted: Bitset,
  start: PageStart,
): ScannedPage & { candidates: number } {
  const rows =
    filter.minFollowers != null || filter.maxFollowers != null
      ? index.followersBetween(filter.minFollowers ?? null, filter.maxFollowers ?? null, { missing: 'zero' })
      : rangeBits(index.size, 0, index.size);
  const query = filter.searchQuery.toLowerCase();
  if (query !== '') andBits(rows, appearing(index, [query]));
  const selected = filter.selectedLists.length > 0 ? selectedRows(index, filter) : undefined;
  if (selected) andBits(rows, selected);
  if (filter.hasProfilePicture) andBits(rows, index.flagged.picture);
  if (filter.hasBusinessAccount) andBits(rows, index.flagged.business);
  if (filter.isVerified) andBits(rows, index.flagged.verified);
  if (filter.includeKeywords.length > 0) andBits(rows, appearing(index, filter.includeKeywords));
  if (filter.excludeKeywords.length > 0) andNotBits(rows, appearing(index, filter.excludeKeywords));
  if (filter.excludeContacted) andNotBits(rows, contacted);
  return { ...readPage(index, rows, start), candidates: selected ? countBits(selected) : index.size };
}
