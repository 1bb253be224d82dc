import type { z } from 'zod';
import { millicreditsToCredits } from '../domain/credits.js';
import type { SearchList } from '../domain/search-list.js';
import type { listJsonSchema } from './json-schemas.js';

/**
 * A list as the API and `--json` answer it: the spec's field names (§3 search_lists), cost in
 * credits, and never the Instagram session id (a credential, DESIGN.md §5).
 */
export function listJson(list: Omit<SearchList, 'instagram_session_id'>): z.infer<typeof listJsonSchema> {
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
