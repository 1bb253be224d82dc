import {
  estimateCustomCost,
  estimateDiscoveryCost,
  formatCredits,
  PROFILE_COST,
  profilesCovered,
} from '../domain/credits.js';
import { InsufficientCreditsError, NotFoundError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { Store } from '../store/open-store.js';
import type { CustomRequest } from './custom-input.js';
import type { DiscoveryRequest } from './discovery-input.js';

/** What a run would cost against what the balance covers, for the UI and CLI to show first. */
export interface RunEstimate {
  /** Profiles the run asks for: max profiles, or the number of usernames. */
  profiles: number;
  /**
   * Of them, people already enriched within the user's freshness window, reused at no charge
   * (issue 30): exact for usernames; for a discovery, the fresh people found before from the same
   * targets (a re-run finds them again), each target's up to its share of the max. 0 with
   * `refresh`.
   */
  known: number;
  /** Profiles to enrich and pay for: `profiles - known`. */
  toEnrich: number;
  /** Their estimated cost in millicredits (spec §9: 8 each). */
  millicredits: number;
  balance: number;
  /** Profiles the balance pays for, besides the known ones. */
  covered: number;
  /** True when the run will be capped (DESIGN.md §9); refused when it covers nothing. */
  capped: boolean;
  /** '300 profiles: 180 already known, 120 to enrich: $0.960' (`messages.runEstimate`). */
  summary: string;
}

type RunRequest = (Pick<DiscoveryRequest, 'max' | 'targets' | 'type'> | Pick<CustomRequest, 'usernames'>) & {
  refresh?: boolean;
};

/**
 * How many of a run's profiles are people already enriched within the user's freshness window
 * (issue 30): for usernames, those whose person is fresh; for a discovery, the fresh people found
 * before from each target and the search type, at most the target's share of `max`. None with
 * `refresh`.
 */
export async function knownProfiles(store: Store, userId: string, request: RunRequest): Promise<number> {
  if (request.refresh) return 0;
  const since = await store.people.freshSince(userId);
  if ('usernames' in request) {
    return store.people.countFresh(
      userId,
      await store.people.idsByUsername(userId, request.usernames),
      since,
    );
  }
  // Each target is asked for its share of the max at least (target-discovery.ts), so a target's
  // known people are counted up to that share: more would promise reuse the run cannot make,
  // and the charge would come out above the estimate.
  const share = Math.floor(request.max / request.targets.length);
  const seen = new Set<string>();
  let known = 0;
  for (const target of request.targets) {
    const found = (await store.people.foundFrom(userId, [target], request.type)).filter(
      (id) => !seen.has(id),
    );
    for (const id of found) seen.add(id);
    known += Math.min(share, await store.people.countFresh(userId, found, since));
  }
  return Math.min(request.max, known);
}

/**
 * Estimates a validated discovery or custom run against the user's balance (spec §9: 0.008
 * credits times max profiles, or times the usernames, less the people already known, issue 30;
 * DESIGN.md §9: the run is capped to what the balance covers).
 *
 * @example
 * await estimateRun(store, userId, { targets: ['nasa'], type: 'followers', max: 300 })
 * // after a first run of 180: { profiles: 300, known: 180, toEnrich: 120, millicredits: 960, …,
 * //   summary: '300 profiles: 180 already known, 120 to enrich: $0.960' }
 */
export async function estimateRun(store: Store, userId: string, request: RunRequest): Promise<RunEstimate> {
  const balance = await store.ledger.balance(userId);
  if (balance === undefined) throw new NotFoundError(messages.userNotFound);
  const profiles = 'usernames' in request ? request.usernames.length : request.max;
  const known = await knownProfiles(store, userId, request);
  const toEnrich = profiles - known;
  const millicredits =
    'usernames' in request
      ? estimateCustomCost(toEnrich)
      : toEnrich === 0
        ? 0
        : estimateDiscoveryCost(toEnrich);
  const covered = profilesCovered(balance);
  return {
    profiles,
    known,
    toEnrich,
    millicredits,
    balance,
    covered,
    capped: covered < toEnrich,
    summary: messages.runEstimate(profiles, known, formatCredits(millicredits)),
  };
}

/**
 * The balance check before a run (DESIGN.md §9, where the spec has none): `wanted` profiles, of
 * which `known` are reused at no charge (issue 30), are capped to what the balance covers besides
 * them, with the notice 'Your balance covers N profiles: the run is capped to N.'; a run that
 * would enrich nothing the balance covers is refused with 'Not enough credits'.
 */
export async function capToBalance(
  store: Store,
  userId: string,
  wanted: number,
  known = 0,
): Promise<{ limit: number; notice?: string }> {
  const balance = (await store.ledger.balance(userId)) ?? 0;
  const covered = profilesCovered(balance) + Math.min(known, wanted);
  if (covered === 0) {
    throw new InsufficientCreditsError(messages.notEnoughCredits, { needed: PROFILE_COST, balance });
  }
  if (covered >= wanted) return { limit: wanted };
  return { limit: covered, notice: messages.runCapped(covered) };
}
