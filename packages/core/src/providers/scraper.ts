import type { ProfileDetails } from '../domain/profile.js';

/** A profile as discovery finds it (spec §7 discovery response, normalised). */
export interface DiscoveredProfile {
  username: string;
  full_name: string | null;
  instagram_user_id: string | null;
  is_private: boolean;
  is_verified: boolean;
  profile_pic_url: string | null;
}

export interface DiscoverRequest {
  /** Normalised target usernames (1 to 5). */
  targets: readonly string[];
  type: 'followers' | 'following';
  /** How many profiles to collect at most (1 to 1000). */
  max: number;
  /**
   * The Instagram session id, for an actor that logs in with it (`sessionIdRequired`); never sent
   * to one that does not. A credential, never logged.
   */
  sessionId: string | null;
  signal?: AbortSignal;
  run?: ProviderRunHooks;
  /**
   * Which actor of the type's chain runs (`discoveryActors`); the chain's first when absent. Each
   * actor's run is followed through `run` as the caller keys it.
   */
  actor?: string;
}

/** One actor of a discovery chain, as the run that walks the chain needs to know it (issue 34). */
export interface DiscoveryActor {
  id: string;
  /** It logs in with the user's Instagram session id: skipped when none was given. */
  needsSessionId: boolean;
}

/**
 * A provider run kept across retries and crashes. `recorded` reads, at each call, the id of the
 * run recorded for this work (by an earlier try, attempt or worker): that run is followed
 * instead of starting and paying for another unless it ended without results. `started` hears a
 * new run's id the moment the provider answers its start, to be recorded with the job.
 */
export interface ProviderRunHooks {
  recorded?: () => Promise<string | null>;
  started?: (runId: string) => Promise<void>;
  /**
   * The hooks of another actor's run for the same work (the next actor of a chain, issue 34),
   * recorded under a key of its own so a retry follows each actor's run.
   */
  forActor?: (actor: string) => ProviderRunHooks;
}

export interface DiscoverResult {
  profiles: DiscoveredProfile[];
  /** Items the service returned that failed validation and were dropped. */
  dropped: number;
  /** Targets the service reported it could not scrape (e.g. no such account), and its words. */
  missingTargets: { username: string; reason: string }[];
  /**
   * Valid items that repeated a username already in `profiles` (before the cap): collected but
   * not unique (issue 34). Absent: none.
   */
  repeated?: number;
}

/** One looked-up username: its enriched fields, or why there are none ('Profile not found'). */
export type LookupResult =
  | { username: string; ok: true; profile: ProfileDetails }
  | { username: string; ok: false; reason: string };

/**
 * The scraping port (DESIGN.md §4). One real adapter (Apify); tests and demo mode point it at
 * the sandbox. Failures of a whole call throw ProviderError; per-profile misses are results.
 */
export interface Scraper {
  /** Whether a discovery of `type` needs the user's Instagram session id (the actor logs in). */
  sessionIdRequired(type: 'followers' | 'following'): boolean;
  /**
   * The chain of actors a discovery of `type` may try, in order (issue 34); a scraper without
   * one has a single actor, and `discover` runs it whatever `actor` says.
   */
  discoveryActors?(type: 'followers' | 'following'): readonly DiscoveryActor[];
  discover(request: DiscoverRequest): Promise<DiscoverResult>;
  /**
   * Looks up profiles in one call; the answer has one entry per input username, in order. The
   * session id goes only to a profile actor that logs in with it.
   */
  lookupProfiles(
    usernames: readonly string[],
    sessionId: string | null,
    options?: { signal?: AbortSignal; run?: ProviderRunHooks },
  ): Promise<LookupResult[]>;
}
