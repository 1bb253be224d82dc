import { millicreditsToCredits, PROFILE_COST } from '../domain/credits.js';
import { NotFoundError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import { CREDIT_PACKS, type CreditPackId, DEFAULT_PACK_ID, PRO_PLAN } from '../domain/plans.js';
import type { LedgerEntryInput, LedgerResult } from '../store/ledger-repository.js';
import type { Repositories } from '../store/open-store.js';

/** What the credits services need: the ledger only. */
export interface CreditsDeps {
  store: Pick<Repositories, 'ledger'>;
}

/** One row of a user's credit history, in credits (negative for charges). */
export interface CreditHistoryEntry {
  id: number;
  credits: number;
  reason: string;
  /** What the change was for: a run's job, a payment, a grant. */
  ref: string;
  createdAt: string;
}

/** The user's balance in credits (spec §1: 1 credit = $1.00); NOT_FOUND for an unknown user. */
export async function creditBalance(deps: CreditsDeps, userId: string): Promise<number> {
  const balance = await deps.store.ledger.balance(userId);
  if (balance === undefined) throw new NotFoundError(messages.userNotFound);
  return millicreditsToCredits(balance);
}

/** A page of credit history: its entries, the `beforeId` of the next page (null on the last), and how many exist. */
export interface CreditHistoryPage {
  entries: CreditHistoryEntry[];
  nextBeforeId: number | null;
  total: number;
}

/**
 * The user's credit history, newest first: grants (signup, purchases, Pro months) and charges
 * (enrichment). At most `limit` rows (default 50, at most 500); pass `nextBeforeId` back as
 * `beforeId` for the next page.
 */
export async function creditHistory(
  deps: CreditsDeps,
  userId: string,
  options: { limit?: number; beforeId?: number } = {},
): Promise<CreditHistoryPage> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 50) || 50, 1), 500);
  const [rows, total] = await Promise.all([
    deps.store.ledger.history(userId, { limit: limit + 1, beforeId: options.beforeId }),
    deps.store.ledger.count(userId),
  ]);
  const entries = rows.slice(0, limit).map((row) => ({
    id: row.id,
    credits: millicreditsToCredits(row.delta),
    reason: row.reason,
    ref: row.ref,
    createdAt: row.created_at,
  }));
  const last = entries.at(-1);
  return { entries, nextBeforeId: rows.length > limit && last ? last.id : null, total };
}

/**
 * An operator's manual top-up (`leadgen credits grant`): one ledger grant of `millicredits`
 * (a positive whole number) with its reason and a unique `ref`; a ref already applied is not
 * granted again. Returns what was applied and the balance after, in millicredits.
 *
 * @example
 * await grantCredits({ store }, userId, { millicredits: 5000, reason: 'manual', ref: `manual:${id}` });
 */
export function grantCredits(
  deps: CreditsDeps,
  userId: string,
  entry: LedgerEntryInput,
): Promise<LedgerResult> {
  return deps.store.ledger.grant(userId, entry);
}

/** A credit pack as the buy-credits menu shows it. */
export interface CreditPackOffer {
  id: CreditPackId;
  credits: number;
  priceUsd: number;
  popular: boolean;
  tagline: string | null;
}

/**
 * What can be bought (spec §2 buy-credits menu, §3, §9): the four packs, 20 credits marked
 * popular with 'Best value for most users', the pack selected first, the Pro plan, and what a
 * profile costs in credits (0.008): the one price every front end shows and estimates with.
 */
export function creditOffers() {
  return {
    packs: CREDIT_PACKS.map(
      (pack): CreditPackOffer => ({
        id: pack.id,
        credits: pack.credits,
        priceUsd: pack.priceUsd,
        popular: pack.mostPopular === true,
        tagline: pack.tagline ?? null,
      }),
    ),
    defaultPackId: DEFAULT_PACK_ID,
    creditsPerProfile: millicreditsToCredits(PROFILE_COST),
    pro: {
      priceUsd: PRO_PLAN.priceUsd,
      interval: PRO_PLAN.interval,
      monthlyCredits: PRO_PLAN.monthlyCredits,
      monthlyProfiles: PRO_PLAN.monthlyProfiles,
      items: [...PRO_PLAN.items],
    },
  };
}
