import { z } from 'zod';
import { ids, longText, shortText, version, wholeQuery } from './common.js';

// Request bodies and queries of the lists routes (spec §2 dashboard lists tab, search-by-target,
// custom list and lead review screens). Which targets, usernames and limits are valid is the
// services' rule (validateDiscovery, validateCustom, listProfiles), with spec §5's messages, so
// fields are optional here and a missing one gets the spec's message there.

/** A session id is a credential: never logged, erased once the run ends (DESIGN.md §5). */
const sessionId = z.string().max(4096).optional();
const listName = shortText(200).nullish();
/** Enrich everyone again and pay for it, even people enriched within the freshness window (issue 30). */
const refresh = z.boolean().optional();

/** POST /api/lists/discovery: search by target (spec §2, §5 Discovery). */
export const discoveryBody = z.object({
  targets: z.array(shortText(200)).max(50).optional(),
  type: shortText(20).optional(),
  maxProfiles: z.union([z.number(), shortText(20)]).nullish(),
  sessionId,
  name: listName,
  refresh,
});

/** POST /api/lists/custom as JSON: usernames typed one by one (spec §2, §5 Custom list). */
export const customListBody = z.object({
  usernames: z.array(shortText(200)).max(5000).optional(),
  sessionId,
  name: listName,
  refresh,
});

/** POST /api/lists/custom as multipart: a CSV upload in `file` (spec §5: at most 1 MB). */
export const customListForm = z.object({
  file: z.instanceof(File).optional(),
  sessionId,
  name: shortText(200).optional(),
  refresh: z.enum(['true', 'false']).optional(),
});

/** PATCH /api/lists/:id: the dashboard's inline rename of the part before ' - ' (spec §3). */
export const renameListBody = z.object({ name: shortText(200).optional(), version });

/** The lead review filters (spec §5) as query parameters. */
const leadReviewFilterQuery = {
  bioContains: shortText(200).optional(),
  bioExcludes: shortText(200).optional(),
  nameContains: shortText(200).optional(),
  minFollowers: shortText(20).optional(),
  maxFollowers: shortText(20).optional(),
  minPosts: shortText(20).optional(),
  maxPosts: shortText(20).optional(),
};

/** The lead review's order: `sort` (a column) and `dir` (asc or desc), checked by the service. */
const leadReviewSortQuery = {
  sort: shortText(20).optional(),
  dir: shortText(10).optional(),
};

/** GET /api/lists/:id/profiles: the lead review filters (spec §5), order and keyset paging. */
export const leadReviewQuery = z.object({
  ...leadReviewFilterQuery,
  ...leadReviewSortQuery,
  limit: wholeQuery,
  cursor: shortText(200).optional(),
});

/** DELETE /api/lists/:id/profiles: the selected profiles (lead review floating bar). */
export const deleteProfilesBody = z.object({ profileIds: ids });

/**
 * POST /api/lists/:id/populate: the lead review's Populate selected (every row of the list
 * without `profileIds`); the template is checked by the service with spec §5's message.
 */
export const populateListBody = z.object({ template: longText.nullish(), profileIds: ids.optional() });

/** POST /api/lists/:id/usernames: the selected profiles whose usernames Open IG needs. */
export const listUsernamesBody = z.object({ profileIds: ids });

/** PUT /api/lists/:id/profiles/:profileId/message: the per-profile editor's autosave (spec §4). */
export const profileMessageBody = z.object({ message: longText.nullish(), version });

/** GET …/csv: `bom=true` starts the file with a UTF-8 byte-order mark for spreadsheet apps. */
export const csvQuery = z.object({ bom: z.enum(['true', 'false']).optional() });

/**
 * GET /api/lists/:id/csv: the rows the lead review's filters pass (all without any), in its
 * order, and `bom` as for every CSV.
 */
export const listCsvQuery = csvQuery.extend({ ...leadReviewFilterQuery, ...leadReviewSortQuery });

/**
 * POST /api/lists/:id/csv: the selected rows (a selection too big for a URL), in the lead
 * review's order, with a byte-order mark when `bom` is true.
 */
export const listCsvBody = z.object({
  profileIds: ids,
  sort: shortText(20).optional(),
  dir: shortText(10).optional(),
  bom: z.boolean().optional(),
});
