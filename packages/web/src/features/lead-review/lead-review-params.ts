import {
  DEFAULT_LEAD_REVIEW_SORT,
  isDefaultLeadReviewSort,
  type LeadReviewSort,
  normalizeLeadReviewSort,
} from '@leadgen/core/domain';
import { EMPTY_LEAD_FILTERS, type LeadFilters, leadFilterQuery } from './lead-filters';
import type { LeadView } from './use-lead-view';

/** What the lead review keeps in its address: the filters, the order and the view. */
export interface LeadReviewParams {
  filters: LeadFilters;
  sort: LeadReviewSort;
  /** null when the address does not say (the remembered view then). */
  view: LeadView | null;
}

const FILTER_KEYS = Object.keys(EMPTY_LEAD_FILTERS) as (keyof LeadFilters)[];

/**
 * The lead review's state from its query string (`?minFollowers=100&sort=name&dir=asc&view=table`):
 * a filter missing is blank, an order that is missing or not one the server knows is the default
 * (followers, descending), a view other than cards or table is none.
 */
export function readLeadReviewParams(params: URLSearchParams): LeadReviewParams {
  const filters = { ...EMPTY_LEAD_FILTERS };
  for (const key of FILTER_KEYS) filters[key] = params.get(key) ?? '';
  let sort = DEFAULT_LEAD_REVIEW_SORT;
  try {
    sort = normalizeLeadReviewSort({ sort: params.get('sort'), dir: params.get('dir') });
  } catch {
    // a hand-edited or old link: the default order
  }
  const view = params.get('view');
  return { filters, sort, view: view === 'cards' || view === 'table' ? view : null };
}

/**
 * `params` with the parts of the lead review's state in `patch` written in (blank filters and
 * the default order left out, so a plain list has a plain address); other parameters are kept.
 */
export function writeLeadReviewParams(
  params: URLSearchParams,
  patch: Partial<LeadReviewParams>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (patch.filters) {
    const query = leadFilterQuery(patch.filters);
    for (const key of FILTER_KEYS) {
      const value = query[key];
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
  }
  if (patch.sort) {
    if (isDefaultLeadReviewSort(patch.sort)) {
      next.delete('sort');
      next.delete('dir');
    } else {
      next.set('sort', patch.sort.by);
      next.set('dir', patch.sort.direction);
    }
  }
  if (patch.view !== undefined) {
    if (patch.view === null) next.delete('view');
    else next.set('view', patch.view);
  }
  return next;
}

/** The order as the profiles, profile-ids and CSV routes take it: nothing for the default. */
export const leadSortQuery = (sort: LeadReviewSort): Record<string, string> =>
  isDefaultLeadReviewSort(sort) ? {} : { sort: sort.by, dir: sort.direction };
