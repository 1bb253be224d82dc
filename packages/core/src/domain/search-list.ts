/** How a list's profiles were found (spec §3 search_type). */
export type SearchType = 'followers' | 'following' | 'custom';

/** A list of discovered profiles (spec §3 `search_lists`). `cost` is in millicredits. */
export interface SearchList {
  id: string;
  user_id: string;
  name: string;
  target_accounts: string[];
  search_type: SearchType;
  max_profiles: number;
  profile_limit: number;
  instagram_session_id: string | null;
  status: string;
  /** What its run found and kept (spec §3), set when the run completes. */
  profiles_found: number;
  /** How many profiles it holds now: what its run settled, less what the user deleted since. */
  profile_count: number;
  cost: number;
  error: string | null;
  /** Bumped by every rename: a rename names the one it started from. */
  version: number;
  created_at: string;
  updated_at: string;
}
