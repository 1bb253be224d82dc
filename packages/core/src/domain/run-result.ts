import type { TargetCompleteness } from './completeness.js';

/** What a finished run returns (stored as the job's result; never holds the session id). */
export interface RunResult {
  listId: string;
  /** Rows kept in the list (spec §3 profiles_found). */
  profilesFound: number;
  enriched: number;
  /** Of `enriched`, people whose fresh enrichment was reused at no charge (issue 30). */
  reused: number;
  /** Kept with basic data only: the lookup found no such profile ('Profile not found'). */
  notFound: number;
  /** Kept with basic data only: their lookup failed after retries. */
  failed: number;
  /** Millicredits charged for the list, over all its runs (spec §3 cost). */
  charged: number;
  /** Set when the run was capped to the balance, or stopped when the balance ran out. */
  notice?: string;
  /**
   * Set when the balance capped the run (DESIGN.md §9): how many profiles it was asked for.
   * Such a run completed, but not in full: `leadgen jobs run` exits 4 for it.
   */
  cappedFrom?: number;
  /** A discovery's completeness per target (issue 34); absent for a custom list. */
  completeness?: TargetCompleteness[];
}
