import { normalizeLeadReviewFilter } from '@leadgen/core/domain';

/** The lead review filters as typed (spec §5 "Filters", lead review): text, sent as it is. */
export interface LeadFilters {
  bioContains: string;
  bioExcludes: string;
  nameContains: string;
  minFollowers: string;
  maxFollowers: string;
  minPosts: string;
  maxPosts: string;
}

export const EMPTY_LEAD_FILTERS: LeadFilters = {
  bioContains: '',
  bioExcludes: '',
  nameContains: '',
  minFollowers: '',
  maxFollowers: '',
  minPosts: '',
  maxPosts: '',
};

/**
 * The query parameters of GET /api/lists/:id/profiles and /profile-ids for these filters: blank
 * ones left out. The server checks and applies them (its message is shown for a bad bound).
 */
export function leadFilterQuery(filters: LeadFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    const text = value.trim();
    if (text !== '') query[key] = text;
  }
  return query;
}

export const hasLeadFilters = (filters: LeadFilters): boolean =>
  Object.keys(leadFilterQuery(filters)).length > 0;

/**
 * The message for filters the server would refuse (core's own check, the same words), or null:
 * a bad bound is shown at once and not sent.
 */
export function leadFilterProblem(filters: LeadFilters): string | null {
  try {
    normalizeLeadReviewFilter(leadFilterQuery(filters));
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
