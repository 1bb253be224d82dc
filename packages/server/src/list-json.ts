import type { RunEstimate } from '@leadgen/core';
import { balanceNote, millicreditsToCredits, type SearchList } from '@leadgen/core/domain';

/**
 * A list as the API answers it: the spec's field names (§3 search_lists), cost in credits, and
 * never the Instagram session id (a credential, DESIGN.md §5).
 */
export function listJson(list: Omit<SearchList, 'instagram_session_id'>) {
  return {
    id: list.id,
    name: list.name,
    target_accounts: list.target_accounts,
    search_type: list.search_type,
    max_profiles: list.max_profiles,
    profile_limit: list.profile_limit,
    status: list.status,
    profiles_found: list.profiles_found,
    /** How many profiles it holds now (what its run settled, less what was deleted since). */
    profile_count: list.profile_count,
    cost: millicreditsToCredits(list.cost),
    error: list.error,
    // a rename sends back the version it started from (issue 31)
    version: list.version,
    created_at: list.created_at,
    updated_at: list.updated_at,
  };
}

export type ListJson = ReturnType<typeof listJson>;

/**
 * A run's estimate (spec §9) in credits, with the notice to show when the balance caps the run
 * (DESIGN.md §9), the people already known (reused at no charge, issue 30), the profiles to
 * enrich and pay for, and core's summary ('300 profiles: 180 already known, 120 to enrich: $0.960').
 */
export function estimateJson(estimate: RunEstimate) {
  return {
    profiles: estimate.profiles,
    known: estimate.known,
    toEnrich: estimate.toEnrich,
    cost: millicreditsToCredits(estimate.millicredits),
    balance: millicreditsToCredits(estimate.balance),
    covered: estimate.covered,
    capped: estimate.capped,
    notice: balanceNote(estimate.toEnrich, estimate.covered, estimate.known),
    summary: estimate.summary,
  };
}
