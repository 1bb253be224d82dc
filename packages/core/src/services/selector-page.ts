import type { ProfileInsight } from '../domain/profile-insight.js';
import { normalizeSelectorFilter, type SelectorFilter } from '../domain/selector-filter.js';
import { SELECTOR_PAGE_MAX, SELECTOR_PAGE_SIZE } from '../domain/selector-page-size.js';
import type { Repositories } from '../store/open-store.js';
import type { SelectorProfile } from '../store/profiles-repository.js';
import { requireCampaign } from './campaign-access.js';
import type { VersionedCache } from './versioned-cache.js';

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

/** What the selector services need; `summaries` keeps each filter's counts per data version. */
export interface SelectorDeps {
  store: Pick<Repositories, 'campaigns' | 'profiles'>;
  /** Counts computed once per filter and `selectorVersion` (the server keeps one); else every page counts. */
  summaries?: VersionedCache<SelectorSummary>;
}

const whole = (value: number | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback;

/**
 * A number that changes whenever the selector's answers may (the user's lists, their rows, and
 * their campaigns' members): selector pages and counts read at one version stay true until it
 * moves on.
 */
export function selectorVersion(deps: Pick<SelectorDeps, 'store'>, userId: string): Promise<string> {
  return deps.store.profiles.selectorVersion(userId);
}

/**
 * A page of the create and edit screens' profile selector (spec §2, §5): the user's profiles of
 * completed lists that pass the selector filter (checked and cleaned here), followers
 * descending, with their list and `contacted` (the username is in one of the user's campaigns
 * other than `exceptCampaign`, the one being edited). Filtered, paged and counted in SQL: pass
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
  } = {},
): Promise<SelectorPage> {
  const filter = await checkedFilter(deps, userId, options);
  const limit = Math.min(Math.max(whole(options.limit, SELECTOR_PAGE_SIZE), 1), SELECTOR_PAGE_MAX);
  const offset = Math.max(whole(options.offset, 0), 0);
  const { exceptCampaign, cursor } = options;
  const [page, summary] = await Promise.all([
    deps.store.profiles.selectorPage(userId, filter, { exceptCampaign, limit, cursor, offset }),
    selectorSummary(deps, userId, filter, exceptCampaign),
  ]);
  const more = page.nextCursor !== null;
  return {
    profiles: page.profiles,
    ...summary,
    nextOffset: more ? offset + page.profiles.length : null,
    nextCursor: page.nextCursor,
  };
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
  return deps.store.profiles.selectorIds(userId, filter, { exceptCampaign: options.exceptCampaign });
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

/** The filter's counts: from `deps.summaries` while the user's data has not changed, else counted. */
async function selectorSummary(
  deps: SelectorDeps,
  userId: string,
  filter: SelectorFilter,
  exceptCampaign: string | undefined,
): Promise<SelectorSummary> {
  const count = () => deps.store.profiles.selectorSummary(userId, filter, { exceptCampaign });
  if (!deps.summaries) return count();
  const version = await selectorVersion(deps, userId);
  const key = JSON.stringify([exceptCampaign ?? null, filter]);
  const known = deps.summaries.get(userId, key, version);
  if (known) return known;
  const summary = await count();
  deps.summaries.set(userId, key, version, summary);
  return summary;
}
