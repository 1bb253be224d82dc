import { readProfileIds } from '../campaigns/access.js';
import { saveProfileMessage } from '../campaigns/messages.js';
import { NotFoundError, ValidationError } from '../domain/errors.js';
import {
  isLeadReviewFilterEmpty,
  type LeadReviewFilter,
  leadReviewClauses,
  normalizeLeadReviewFilter,
} from '../domain/lead-review-filter.js';
import {
  isDefaultLeadReviewSort,
  type LeadReviewSort,
  normalizeLeadReviewSort,
} from '../domain/lead-review-sort.js';
import { messages } from '../domain/messages.js';
import type { Profile } from '../domain/profile.js';
import type { ProfileInsight } from '../domain/profile-insight.js';
import { scanClauses } from '../search/filter-scan.js';
import { type PageStart, readPage, type ScannedPage } from '../search/page-scan.js';
import type { IndexRow, RowIndex } from '../search/row-index.js';
import type { RowIndexCache } from '../search/row-index-cache.js';
import { decodeCursor, encodeCursor } from '../store/cursor.js';
import { clampLimit } from '../store/executor.js';
import type { Repositories } from '../store/open-store.js';
import { requireEndedList, requireList } from './access.js';
import { type CsvDownload, csvDownload } from './csv-export.js';
import { countOnce } from './filter-counts.js';

/** What the list-profile services need: the lists and profiles repositories. */
export interface ListProfilesDeps {
  store: Pick<Repositories, 'lists' | 'profiles'>;
  /**
   * Lists' rows kept in memory per data version (the server keeps one): pages, counts and
   * select-all are then answered from them in a millisecond or two; without it, by SQL (the
   * same answers: both derive from `leadReviewClauses`).
   */
  indexes?: RowIndexCache;
}

/** One page of the lead review screen, with how many rows the list and the filter hold. */
export interface ListProfilesPage {
  profiles: Profile[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** Every row of the list. */
  total: number;
  /** The rows that pass the filter (equal to `total` without one). */
  matching: number;
}

/** A filter that one row in this many passes, or more, is paged by reading the list in order. */
const IN_ORDER_SHARE = 20;

/**
 * A page of a list for the lead review screen (spec §2), filtered by the lead-review filter
 * (spec §5; checked and cleaned here, so raw query input may be passed) and in the order `sort`
 * asks for (`{ sort, dir }` as `normalizeLeadReviewSort` reads them; followers descending by
 * default). Keyset paging: pass `nextCursor` back as `cursor`, with the same order.
 * `limit` is clamped to 1..1000 (default 100).
 *
 * @example
 * const page = await listProfiles(deps, userId, listId, { filter: { bioContains: 'coach' }, limit: 50 });
 * await listProfiles(deps, userId, listId, { sort: { sort: 'name', dir: 'asc' }, cursor: page.nextCursor });
 */
export async function listProfiles(
  deps: ListProfilesDeps,
  userId: string,
  listId: string,
  options: {
    filter?: unknown;
    limit?: number;
    cursor?: string | null;
    /** The list's data version (`listDataVersion`), when the caller has just read it. */
    version?: number;
    /** The order, as `{ sort, dir }` from outside or a `LeadReviewSort`. */
    sort?: { sort?: unknown; dir?: unknown } | LeadReviewSort;
  } = {},
): Promise<ListProfilesPage> {
  const filter = normalizeLeadReviewFilter(options.filter ?? {});
  const sort = readSort(options.sort);
  // The in-memory index holds the rows in the default order only; other orders are the database's.
  if (deps.indexes && isDefaultLeadReviewSort(sort)) {
    const index = await listIndex(deps as IndexedDeps, userId, listId, options.version);
    const limit = clampLimit(options.limit, 100, 1000);
    const cursor = options.cursor ? decodeCursor(options.cursor) : null;
    const scanned = scanLeadReview(index, filter, { limit, cursor });
    return {
      profiles: scanned.positions.map((position) => index.rows[position] as Profile),
      nextCursor: scanned.nextCursor ? encodeCursor(scanned.nextCursor) : null,
      total: index.size,
      matching: scanned.matching,
    };
  }
  const list = await requireList(deps.store, userId, listId);
  const total = list.profile_count;
  const { profiles } = deps.store;
  // read after the list: a count kept under this version is of rows at least this new
  const version = options.version ?? (await deps.store.lists.dataVersion(userId, listId)) ?? 0;
  const keptCount = (key: string, count: () => Promise<number>) =>
    countOnce(profiles, listId, version, key, count);
  // Text checked row by row among the few rows a narrow follower range holds is cheaper than
  // reading the text index, for the count as for the page (the same rows either way).
  const narrow = await narrowFollowerRange(keptCount, filter, total, (range, atMost) =>
    profiles.count(userId, listId, range, { atMost }),
  );
  const matching = isLeadReviewFilterEmpty(filter)
    ? total
    : await keptCount(JSON.stringify(filter), () =>
        profiles.count(userId, listId, filter, { textIndex: !narrow }),
      );
  // A page of a filter most rows pass fills after a few rows read in order; a rarer one is
  // looked up in the text index.
  const textIndex = !narrow && matching * IN_ORDER_SHARE < total;
  const page = await profiles.page(userId, listId, {
    filter,
    limit: options.limit,
    cursor: options.cursor ?? null,
    textIndex,
    sort,
  });
  return { ...page, total, matching };
}

/**
 * Whether `filter` has text to look for and follower bounds that hold few of the list's rows
 * (fewer than one in `IN_ORDER_SHARE`): counted on the list's followers index alone, and no
 * further than that many, so a wide range costs no more than a narrow one.
 */
async function narrowFollowerRange(
  keptCount: (key: string, count: () => Promise<number>) => Promise<number>,
  filter: LeadReviewFilter,
  total: number,
  countRange: (range: LeadReviewFilter, atMost: number) => Promise<number>,
): Promise<boolean> {
  const { minFollowers, maxFollowers } = filter;
  const text = filter.bioContains || filter.bioExcludes || filter.nameContains;
  if (!text || (minFollowers == null && maxFollowers == null)) return false;
  const few = Math.ceil(total / IN_ORDER_SHARE);
  const range = { minFollowers, maxFollowers };
  const inRange = await keptCount(`range ${few} ${JSON.stringify(range)}`, () => countRange(range, few));
  return inRange < few;
}

/** An order given either way: already read (`by`, `direction`) or as outside input (`sort`, `dir`). */
function readSort(input: { sort?: unknown; dir?: unknown } | LeadReviewSort | undefined): LeadReviewSort {
  if (input && 'by' in input) return normalizeLeadReviewSort({ sort: input.by, dir: input.direction });
  return normalizeLeadReviewSort(input ?? {});
}

type IndexedDeps = ListProfilesDeps & { indexes: RowIndexCache };

/** The lead-review filter over a list's `RowIndex`: its page from `start`, and its counts. */
function scanLeadReview(index: RowIndex<IndexRow>, filter: LeadReviewFilter, start: PageStart): ScannedPage {
  return readPage(index, scanClauses(index, leadReviewClauses(filter)), start);
}

/**
 * Every row of the list that passes `filter`, in page order, with its username: from the list's
 * `RowIndex` when there are indexes, else by SQL. 'List not found' for a list not the user's.
 */
async function matchingRows(
  deps: ListProfilesDeps,
  userId: string,
  listId: string,
  filter: LeadReviewFilter,
): Promise<{ id: string; username: string }[]> {
  if (!deps.indexes) {
    await requireList(deps.store, userId, listId);
    return deps.store.profiles.matchingUsernames(userId, listId, filter);
  }
  const index = await listIndex(deps as IndexedDeps, userId, listId);
  const { positions } = scanLeadReview(index, filter, { limit: index.size });
  return positions.map((row) => ({ id: index.ids[row] as string, username: index.usernames[row] as string }));
}

/**
 * A list's visible rows as a `RowIndex`, rebuilt when the list's data version moves on (read
 * here unless given); 'List not found' for a list that is missing, deleted or someone else's.
 */
async function listIndex(
  deps: IndexedDeps,
  userId: string,
  listId: string,
  known?: number,
): Promise<RowIndex<Profile>> {
  const version = known ?? (await deps.store.lists.dataVersion(userId, listId));
  if (version === undefined) throw new NotFoundError(messages.listNotFound);
  return deps.indexes.get(`${userId}\nlist\n${listId}`, String(version), () =>
    deps.store.profiles.listRows(userId, listId),
  );
}

/**
 * The ids of every row of a list that passes the lead-review filter, in page order: the lead
 * review screen's "select all matching".
 */
export async function listProfileIds(
  deps: ListProfilesDeps,
  userId: string,
  listId: string,
  filter: unknown = {},
): Promise<string[]> {
  const rows = await matchingRows(deps, userId, listId, normalizeLeadReviewFilter(filter ?? {}));
  return rows.map(({ id }) => id);
}

/**
 * The usernames Open IG opens, with their ids, read by the server so no browser pages through a
 * list to learn them: for the selected `profileIds` (in that order; ids that are not rows of this
 * list are left out), or else for every row that passes the lead-review `filter`, in page order
 * (the lead review's "select all matching").
 *
 * @example
 * await listProfileUsernames(deps, userId, listId, { profileIds: ['p1'] }) // [{ id: 'p1', username: 'ana' }]
 */
export async function listProfileUsernames(
  deps: ListProfilesDeps,
  userId: string,
  listId: string,
  options: { profileIds?: readonly string[]; filter?: unknown } = {},
): Promise<{ id: string; username: string }[]> {
  const filter = normalizeLeadReviewFilter(options.filter ?? {});
  if (options.profileIds === undefined) return matchingRows(deps, userId, listId, filter);
  await requireList(deps.store, userId, listId);
  const ids = readProfileIds(options.profileIds);
  const rows = await deps.store.profiles.getMany(userId, ids);
  const byId = new Map(
    rows.filter((row) => row.search_list_id === listId).map((row) => [row.id, row.username]),
  );
  return ids.flatMap((id) => {
    const username = byId.get(id);
    return username === undefined ? [] : [{ id, username }];
  });
}

/**
 * The shape of a whole list (`profileInsight`): its follower-count bands and the share of
 * business, verified and private profiles, shown above the lead review.
 */
export async function listInsight(
  deps: ListProfilesDeps,
  userId: string,
  listId: string,
): Promise<ProfileInsight> {
  if (deps.indexes)
    return scanLeadReview(await listIndex(deps as IndexedDeps, userId, listId), {}, { limit: 0 }).insight;
  await requireList(deps.store, userId, listId);
  return deps.store.profiles.insight(userId, listId);
}

/**
 * Deletes the selected profiles of a list (the lead review screen's floating bar; the screen
 * asks first, `messages.confirmDeleteProfiles`). Ids of other lists or users are left alone;
 * returns how many rows went. Their campaign links go with them.
 */
export async function deleteProfiles(
  deps: ListProfilesDeps,
  userId: string,
  listId: string,
  profileIds: readonly string[],
): Promise<number> {
  if (!Array.isArray(profileIds)) throw new ValidationError(messages.invalidProfile);
  await requireList(deps.store, userId, listId);
  return deps.store.profiles.deleteMany(userId, listId, profileIds);
}

/**
 * Saves one message on the lead review screen's per-profile editor (spec §4: autosaved,
 * `message_processed` reset to false; see `saveProfileMessage`). The list must be the user's
 * ('List not found') and the profile one of its rows ('Profile not found in this list').
 */
export async function saveListProfileMessage(
  deps: ListProfilesDeps,
  userId: string,
  listId: string,
  profileId: string,
  message: string | null,
  check: { expectedVersion?: number } = {},
): ReturnType<typeof saveProfileMessage> {
  await requireList(deps.store, userId, listId);
  const profile =
    typeof profileId === 'string' ? await deps.store.profiles.get(userId, profileId) : undefined;
  if (profile?.search_list_id !== listId) throw new NotFoundError(messages.profileRowNotFound);
  return saveProfileMessage(deps, userId, profileId, message, check);
}

export type { CsvDownload } from './csv-export.js';

/**
 * Exports a list whose run has ended as CSV (completed, or failed or canceled: what it shows of
 * what was paid for; spec §9: its columns, every value quoted; file name from the
 * list's name plus '_leads.csv'), streamed so any size fits in constant memory. What the lead
 * review shows can be exported: the rows of `profileIds` (a selection; ids not of this list are
 * left out), or else the rows passing `filter` (spec §5 lead-review filter), or else the whole
 * list, in `sort`'s order (followers descending by default). Nothing to export is 'No profiles
 * found in this list' (spec §8 dashboard toasts); `bom` adds a UTF-8 byte-order mark.
 *
 * @example
 * const { fileName, stream } = await exportListCsv(deps, userId, listId);
 * stream.pipe(createWriteStream(fileName));
 * await exportListCsv(deps, userId, listId, { filter: { minFollowers: '1000' }, sort: { sort: 'posts' } });
 */
export async function exportListCsv(
  deps: ListProfilesDeps,
  userId: string,
  listId: string,
  options: {
    bom?: boolean;
    filter?: unknown;
    sort?: { sort?: unknown; dir?: unknown } | LeadReviewSort;
    profileIds?: readonly string[];
  } = {},
): Promise<CsvDownload> {
  const filter = normalizeLeadReviewFilter(options.filter ?? {});
  const sort = readSort(options.sort);
  const list = await requireEndedList(deps.store, userId, listId);
  const { profiles } = deps.store;
  const source =
    options.profileIds !== undefined
      ? {
          count: await profiles.countIds(userId, listId, readProfileIds(options.profileIds)),
          rows: profiles.streamIds(userId, listId, readProfileIds(options.profileIds), sort),
        }
      : {
          count: await profiles.count(userId, listId, filter),
          rows: profiles.stream(userId, listId, filter, sort),
        };
  return csvDownload({
    name: list.name,
    ...source,
    emptyMessage: messages.noProfilesInList,
    bom: options.bom,
  });
}
