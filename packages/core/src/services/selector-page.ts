import { type ProfileInsight, profileInsight } from '../domain/profile-insight.js';
import { SELECTOR_PAGE_MAX, SELECTOR_PAGE_SIZE } from '../domain/selector-page-size.js';
import type { Repositories } from '../store/open-store.js';
import type { SelectorProfile } from '../store/profiles-repository.js';
import { selectorProfiles } from './campaign-selection.js';

/** One page of the profile selector, with the counts the screens show (spec §2). */
export interface SelectorPage {
  profiles: SelectorProfile[];
  /** Rows that pass the filter (the screens' "matching" count). */
  matching: number;
  /** Every candidate in the selected lists (all completed lists when none is selected). */
  candidates: number;
  /** Pass back as `offset` for the next page; null on the last page. */
  nextOffset: number | null;
  /** The shape of every matching row (`profileInsight`). */
  insight: ProfileInsight;
}

const whole = (value: number | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback;

/**
 * A page of `selectorProfiles` (the create and edit screens' profile selector, spec §2, §5): the
 * rows that pass the selector filter, followers descending, from `offset` (default 0), at most
 * `limit` (clamped to 1..`SELECTOR_PAGE_MAX`, default `SELECTOR_PAGE_SIZE`). The filter runs over every candidate, so `matching`
 * counts them all and an offset is stable while the lists do not change.
 *
 * @example
 * const page = await selectorPage(deps, userId, { filter: { includeKeywords: ['coach'] }, limit: 50 });
 * const next = page.nextOffset === null ? null : await selectorPage(deps, userId, { ..., offset: page.nextOffset });
 */
export async function selectorPage(
  deps: { store: Pick<Repositories, 'campaigns' | 'profiles'> },
  userId: string,
  options: { filter?: unknown; exceptCampaign?: string; limit?: number; offset?: number } = {},
): Promise<SelectorPage> {
  const { profiles, candidates } = await selectorProfiles(deps, userId, {
    filter: options.filter,
    exceptCampaign: options.exceptCampaign,
  });
  const limit = Math.min(Math.max(whole(options.limit, SELECTOR_PAGE_SIZE), 1), SELECTOR_PAGE_MAX);
  const offset = Math.max(whole(options.offset, 0), 0);
  const end = offset + limit;
  return {
    profiles: profiles.slice(offset, end),
    matching: profiles.length,
    candidates,
    nextOffset: end < profiles.length ? end : null,
    insight: profileInsight(profiles),
  };
}

/**
 * Every row that passes the selector filter, in page order, as its id and username: the create
 * and edit screens' Select All over every matching profile, not only the pages loaded (the
 * username is what Open IG needs of a row the screen has not loaded).
 */
export async function selectorIds(
  deps: { store: Pick<Repositories, 'campaigns' | 'profiles'> },
  userId: string,
  options: { filter?: unknown; exceptCampaign?: string } = {},
): Promise<{ id: string; username: string }[]> {
  const { profiles } = await selectorProfiles(deps, userId, options);
  return profiles.map(({ id, username }) => ({ id, username }));
}
