import {
  estimateCustomCost,
  estimateDiscoveryCost,
  PROFILE_COST,
  profilesCovered,
} from '../domain/credits.js';
import { InsufficientCreditsError, NotFoundError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { Store } from '../store/open-store.js';
import type { CustomRequest } from './custom-run-input.js';
import type { DiscoveryRequest } from './discovery-input.js';
import { pendingRows } from './run-totals.js';

/** What a run would cost against what the balance covers, for the UI and CLI to show first. */
export interface RunEstimate {
  /** Profiles the run asks for: max profiles, or the number of usernames. */
  profiles: number;
  /** Their estimated cost in millicredits (spec §9: 8 each). */
  millicredits: number;
  balance: number;
  /** Profiles the balance pays for. */
  covered: number;
  /** True when the run will be capped to `covered` (DESIGN.md §9); refused when that is 0. */
  capped: boolean;
}

/**
 * Estimates a validated discovery or custom run against the user's balance (spec §9: 0.008
 * credits times max profiles, or times the usernames; DESIGN.md §9: the run is capped to what
 * the balance covers).
 *
 * @example
 * await estimateRun(store, userId, { targets: ['nasa'], type: 'followers', max: 100, sessionId })
 * // with the 500 signup grant: { profiles: 100, millicredits: 800, balance: 500, covered: 62, capped: true }
 */
export async function estimateRun(
  store: Store,
  userId: string,
  request: Pick<DiscoveryRequest, 'max'> | Pick<CustomRequest, 'usernames'>,
): Promise<RunEstimate> {
  const balance = await store.ledger.balance(userId);
  if (balance === undefined) throw new NotFoundError(messages.userNotFound);
  const profiles = 'usernames' in request ? request.usernames.length : request.max;
  const millicredits =
    'usernames' in request ? estimateCustomCost(profiles) : estimateDiscoveryCost(request.max);
  const covered = profilesCovered(balance);
  return { profiles, millicredits, balance, covered, capped: covered < profiles };
}

/**
 * The balance check before a run (DESIGN.md §9, where the spec has none): `wanted` profiles are
 * capped to what the balance covers, with the notice 'Your balance covers N profiles: the run is
 * capped to N.'; a balance that covers no profile refuses the run with 'Not enough credits'.
 */
export async function capToBalance(
  store: Store,
  userId: string,
  wanted: number,
): Promise<{ limit: number; notice?: string }> {
  const balance = (await store.ledger.balance(userId)) ?? 0;
  const covered = profilesCovered(balance);
  if (covered === 0) {
    throw new InsufficientCreditsError(messages.notEnoughCredits, { needed: PROFILE_COST, balance });
  }
  if (covered >= wanted) return { limit: wanted };
  return { limit: covered, notice: messages.runCapped(covered) };
}

/**
 * The balance check of a resumed run whose list already has rows: the rows still to enrich are
 * capped to what the balance covers (the last ones saved are dropped, as a capped discovery
 * would not have found them), refused when it covers none. Returns the notice, if capped.
 */
export async function capPendingRows(
  store: Store,
  userId: string,
  listId: string,
): Promise<string | undefined> {
  const pending = await pendingRows(store, userId, listId);
  if (pending.length === 0) return undefined;
  const { limit, notice } = await capToBalance(store, userId, pending.length);
  const dropped = pending.slice(limit).map((row) => row.id);
  if (dropped.length > 0) await store.profiles.deletePending(userId, listId, dropped);
  return notice;
}

/**
 * After the balance ran out mid-run: the rows that could not be paid for are dropped, so a list
 * holds only profiles it was charged for (cost = 8 × profiles_found). Returns how many went.
 */
export async function dropUnpaidRows(store: Store, userId: string, listId: string): Promise<number> {
  const pending = await pendingRows(store, userId, listId);
  return store.profiles.deletePending(
    userId,
    listId,
    pending.map((row) => row.id),
  );
}
