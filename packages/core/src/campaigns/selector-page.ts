import type { ProfileInsight } from '../domain/profile-insight.js';
import { normalizeSelectorFilter, type SelectorFilter, selectorClauses } from '../domain/selector-filter.js';
import { SELECTOR_PAGE_MAX, SELECTOR_PAGE_SIZE } from '../domain/selector-page-size.js';
import { addBit, type Bitset, countBits, emptyBits, hasBit } from '../search/bitset.js';
import { scanClauses } from '../search/filter-scan.js';
import { type PageStart, readPage, type ScannedPage } from '../search/page-scan.js';
import type { RowIndex } from '../search/row-index.js';
import type { RowIndexCache } from '../search/row-index-cache.js';
import { contactedMatcher } from '../store/contacted.js';
import { decodeCursor, encodeCursor } from '../store/cursor.js';
import type { Repositories } from '../store/open-store.js';
import type { SelectorProfile } from '../store/profiles-repository.js';
import { requireCampaign } from './access.js';

/** The selector's counts for one filter: what every page of it repeats. */
export interface SelectorSummary {
  /** Rows that pass the filter (the screens' "matching" count). */
  matching: number;
  /** Every candidate in the selected lists (all completed lists when none is selected). */
  candidates: number;
  /** The shape of every matching row (`profileInsight`). */
  insight: ProfileInsight;
}

/** One page of the profile selector, with the counts the screens show (spec §2). */
export interface SelectorPage extends SelectorSummary {
  profiles: SelectorProfile[];
  /** Pass back as `offset` for the next page; null on the last page. */
  nextOffset: number | null;
  /** Or pass this back as `cursor` (keyset: page 300 costs what page 1 costs); null on the last page. */
  nextCursor: string | null;
}

/** What the selector services need. */
export interface SelectorDeps {
  store: Pick<Repositories, 'campaigns' | 'profiles'>;
  /**
   * The user's selectable rows kept in memory per data version (the server keeps one): pages,
   * counts and Select All are then answered from them in a millisecond or two; without it, by
   * SQL (the same answers: both derive from `selectorClauses`).
   */
  indexes?: RowIndexCache;
}

const whole = (value: number | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback;

/**
 * A value that changes whenever the selector's answers may (the user's lists, their rows, their
 * campaigns' members and the do-not-contact list): selector pages and counts read at one version
 * stay true until it moves on. Pass it to `selectorPage` as `version` to save reading it again.
 */
export async function selectorVersion(deps: Pick<SelectorDeps, 'store'>, userId: string): Promise<string> {
  const { rows, contacts } = await deps.store.profiles.selectorVersion(userId);
  return `${rows}|${contacts}`;
}

/** The two halves of a `selectorVersion`: the rows' and the contacts'. */
function versionParts(version: string) {
  const split = version.indexOf('|');
  return { rows: version.slice(0, split), contacts: version.slice(split + 1) };
}

/**
 * A page of the create and edit screens' profile selector (spec §2, §5): the user's people of
 * completed lists, each once (issue 30), that pass the selector filter (checked and cleaned
 * here), followers descending, with their list and `contacted` (the person was messaged in one
 * of the user's campaigns other than `exceptCampaign`, the one being edited, or is on
 * do-not-contact, whatever username they go by now). Filtered, paged and counted in SQL: pass
 * `nextCursor` back as `cursor` (keyset) or `nextOffset` as `offset`; `limit` is clamped to
 * 1..`SELECTOR_PAGE_MAX` (default `SELECTOR_PAGE_SIZE`). `matching`, `candidates` and `insight`
 * count every row, not the page.
 *
 * @example
 * const page = await selectorPage(deps, userId, { filter: { includeKeywords: ['coach'] }, limit: 50 });
 * const next = await selectorPage(deps, userId, { filter, cursor: page.nextCursor, offset: page.nextOffset });
 */
export async function selectorPage(
  deps: SelectorDeps,
  userId: string,
  options: {
    filter?: unknown;
    exceptCampaign?: string;
    limit?: number;
    offset?: number;
    cursor?: string | null;
    /** The user's `selectorVersion`, when the caller has just read it. */
    version?: string;
  } = {},
): Promise<SelectorPage> {
  const filter = await checkedFilter(deps, userId, options);
  const limit = Math.min(Math.max(whole(options.limit, SELECTOR_PAGE_SIZE), 1), SELECTOR_PAGE_MAX);
  const offset = Math.max(whole(options.offset, 0), 0);
  const { exceptCampaign, cursor } = options;
  const page = deps.indexes
    ? await indexedPage(deps as IndexedDeps, userId, filter, options, {
        limit,
        offset,
        cursor: cursor ? decodeCursor(cursor) : null,
      })
    : await sqlPage(deps, userId, filter, exceptCampaign, { limit, offset, cursor });
  const more = page.nextCursor !== null;
  return {
    ...page,
    nextOffset: more ? offset + page.profiles.length : null,
  };
}

type IndexedDeps = SelectorDeps & { indexes: RowIndexCache };

/**
 * The selector filter over the user's `RowIndex`: its page from `start` and its counts, and
 * `candidates`, the rows of the selected lists (every row when none is selected).
 */
function scanSelector(
  index: RowIndex,
  filter: SelectorFilter,
  contacted: Bitset,
  start: PageStart,
): ScannedPage & { candidates: number } {
  const page = readPage(index, scanClauses(index, selectorClauses(filter), { contacted }), start);
  const { selectedLists: lists } = filter;
  const candidates =
    lists.length === 0 ? index.size : countBits(scanClauses(index, [{ kind: 'inLists', lists }]));
  return { ...page, candidates };
}

/** The selector's page and counts by SQL. */
async function sqlPage(
  deps: SelectorDeps,
  userId: string,
  filter: SelectorFilter,
  exceptCampaign: string | undefined,
  start: { limit: number; offset: number; cursor?: string | null },
): Promise<Omit<SelectorPage, 'nextOffset'>> {
  const [page, summary] = await Promise.all([
    deps.store.profiles.selectorPage(userId, filter, { exceptCampaign, ...start }),
    deps.store.profiles.selectorSummary(userId, filter, { exceptCampaign }),
  ]);
  return { ...page, ...summary };
}

/** The selector's page and counts from the user's `RowIndex`. */
async function indexedPage(
  deps: IndexedDeps,
  userId: string,
  filter: SelectorFilter,
  options: { exceptCampaign?: string; version?: string },
  start: PageStart,
): Promise<Omit<SelectorPage, 'nextOffset'>> {
  const { index, contacted } = await selectableIndex(deps, userId, options);
  const scanned = scanSelector(index, filter, contacted, start);
  const profiles = selectorRows(index, scanned.positions, contacted);
  return {
    profiles,
    nextCursor: scanned.nextCursor ? encodeCursor(scanned.nextCursor) : null,
    matching: scanned.matching,
    // every visible row of the selected completed lists (of all of them when none is selected)
    candidates: scanned.candidates,
    insight: scanned.insight,
  };
}

/**
 * The rows at `positions` with whether each is `contacted`: the index's own rows (read as not
 * contacted) or, for a contacted one, a copy saying so, kept while the index lives. A row is
 * then the same object on every page, so the server writes its JSON once
 * (`selectorProfileJsonBytes`), and only the few contacted rows are held twice.
 */
function selectorRows(
  index: RowIndex<SelectorProfile>,
  positions: readonly number[],
  contacted: Bitset,
): SelectorProfile[] {
  const marked = index.companion('contacted rows', () => new Map<number, SelectorProfile>());
  return positions.map((position) => {
    const row = index.rows[position] as SelectorProfile;
    if (!hasBit(contacted, position)) return row;
    let copy = marked.get(position);
    if (copy === undefined) {
      copy = { ...row, contacted: true };
      marked.set(position, copy);
    }
    return copy;
  });
}

/**
 * The user's selectable rows as a `RowIndex` (rebuilt when the rows' version moves on), and
 * which of them count as contacted other than in `exceptCampaign` (read again when the
 * contacts' version moves on).
 */
async function selectableIndex(
  deps: IndexedDeps,
  userId: string,
  options: { exceptCampaign?: string; version?: string },
): Promise<{ index: RowIndex<SelectorProfile>; contacted: Bitset }> {
  const version = versionParts(options.version ?? (await selectorVersion(deps, userId)));
  const index = await deps.indexes.get(`${userId}\nselectable`, version.rows, async () => {
    const rows = await deps.store.profiles.selectableRows(userId);
    // fresh objects of this read, marked in place rather than copied (50,000 of them)
    return rows.map((row): SelectorProfile => Object.assign(row, { contacted: false }));
  });
  const key = `contacted\n${version.contacts}\n${options.exceptCampaign ?? ''}`;
  const contacted = await index.remember(key, async () => {
    const isContactedRow = contactedMatcher(
      await deps.store.profiles.contactedPeople(userId, { exceptCampaign: options.exceptCampaign }),
    );
    const rows = emptyBits(index.size);
    index.people.forEach((person, row) => {
      if (isContactedRow({ person, username: index.usernames[row] as string })) addBit(rows, row);
    });
    return rows;
  });
  return { index, contacted };
}

/**
 * Every row that passes the selector filter, in page order, as its id and username: the create
 * and edit screens' Select All over every matching profile, not only the pages loaded (the
 * username is what Open IG needs of a row the screen has not loaded).
 */
export async function selectorIds(
  deps: SelectorDeps,
  userId: string,
  options: { filter?: unknown; exceptCampaign?: string } = {},
): Promise<{ id: string; username: string }[]> {
  const filter = await checkedFilter(deps, userId, options);
  if (!deps.indexes)
    return deps.store.profiles.selectorIds(userId, filter, { exceptCampaign: options.exceptCampaign });
  const { index, contacted } = await selectableIndex(deps as IndexedDeps, userId, options);
  const { positions } = scanSelector(index, filter, contacted, { limit: index.size });
  return positions.map((row) => ({ id: index.ids[row] as string, username: index.usernames[row] as string }));
}

/** The filter checked and cleaned, after checking that the campaign being edited is the user's. */
export async function checkedFilter(
  deps: Pick<SelectorDeps, 'store'>,
  userId: string,
  options: { filter?: unknown; exceptCampaign?: string },
): Promise<SelectorFilter> {
  const filter = normalizeSelectorFilter(options.filter ?? {});
  if (options.exceptCampaign !== undefined) await requireCampaign(deps.store, userId, options.exceptCampaign);
  return filter;
}
