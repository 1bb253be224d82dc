import type { LeadReviewFilter } from '../domain/lead-review-filter.js';
import { addBit, andBits, andNotBits, type Bitset, emptyBits, rangeBits } from './bitset.js';
import { type PageStart, readPage, type ScannedPage } from './page-scan.js';
import type { RowIndex } from './row-index.js';

/** Rows whose post count is above 0 and within the inclusive bounds (spec §5). */
function postsBetween(
  index: RowIndex,
  min: number | null | undefined,
  max: number | null | undefined,
): Bitset {
  const bits = emptyBits(index.size);
  const { posts } = index;
  for (let row = 0; row < posts.length; row++) {
    const count = posts[row] as number;
    if (count > 0 && (min == null || count >= min) && (max == null || count <= max)) addBit(bits, row);
  }
  return bits;
}

/**
 * The lead-review filter of spec §5 over a `RowIndex` of one list, matching
 * `matchesLeadReviewFilter` exactly (normalise the filter first): case-insensitive substrings
 * (the name in full name or username), inclusive bounds, and a missing or zero count excluded
 * as soon as a bound on it is set. Counts every matching row and picks the page from `start`.
 */
export function scanLeadReview(index: RowIndex, filter: LeadReviewFilter, start: PageStart): ScannedPage {
  const rows =
    filter.minFollowers != null || filter.maxFollowers != null
      ? index.followersBetween(filter.minFollowers ?? null, filter.maxFollowers ?? null, {
          positive: true,
          missing: 'excluded',
        })
      : rangeBits(index.size, 0, index.size);
  if (filter.minPosts != null || filter.maxPosts != null)
    andBits(rows, postsBetween(index, filter.minPosts, filter.maxPosts));
  if (filter.bioContains) andBits(rows, index.contains('biography', filter.bioContains.toLowerCase()));
  if (filter.bioExcludes) andNotBits(rows, index.contains('biography', filter.bioExcludes.toLowerCase()));
  const name = filter.nameContains?.toLowerCase();
  if (name) andBits(rows, index.containsAny(['full_name', 'username'], name));
  return readPage(index, rows, start);
}
