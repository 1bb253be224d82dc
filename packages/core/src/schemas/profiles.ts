import { z } from 'zod';
import { flagQuery, id, repeatedQuery, shortText, wholeQuery } from './common.js';

/**
 * GET /api/profiles: the create and edit screens' profile selector (spec §2; the filter object of
 * spec §3 with `lists` for `selectedLists`, §5 "Create and edit screens"). Repeated values
 * (`?lists=a&lists=b`, `?includeKeywords=coach&includeKeywords=yoga`) are arrays; bounds and
 * flags are checked by the selector filter. `campaignId` is the campaign being edited: its own
 * profiles do not count as contacted. `limit` (1..1000, default 150) and `offset` page the rows, or
 * `cursor` (a page's `nextCursor`: keyset paging, page 300 costs what page 1 costs) instead of `offset`.
 */
export const selectorQuery = z.object({
  lists: repeatedQuery,
  minFollowers: shortText(20).optional(),
  maxFollowers: shortText(20).optional(),
  hasProfilePicture: flagQuery,
  hasBusinessAccount: flagQuery,
  isVerified: flagQuery,
  includeKeywords: repeatedQuery,
  excludeKeywords: repeatedQuery,
  searchQuery: shortText(200).optional(),
  excludeContacted: flagQuery,
  campaignId: id.optional(),
  limit: wholeQuery,
  offset: wholeQuery,
  cursor: shortText(200).optional(),
});
