import { millicreditsToCredits } from '../domain/credits.js';
import { NotFoundError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import { CREDIT_PACKS, type CreditPackId, DEFAULT_PACK_ID, PRO_PLAN } from '../domain/plans.js';
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
  createdAt: string;
}

/** The user's balance in credits (spec §1: 1 credit = $1.00); NOT_FOUND for an unknown user. */
export async function creditBalance(deps: CreditsDeps, userId: string): Promise<number> {
  const balance = await deps.store.ledger.balance(userId);
  if (balance === undefined) throw new NotFoundError(messages.userNotFound);
  return millicreditsToCredits(balance);
}

/**
 * The user's credit history, newest first: grants (signup, purchases, Pro months) and charges
 * (enrichment). At most `limit` rows (default 50, at most 500); `beforeId` pages on.
 */
export async function creditHistory(
  deps: CreditsDeps,
  userId: string,
  options: { limit?: number; beforeId?: number } = {},
): Promise<CreditHistoryEntry[]> {
  const rows = await deps.store.ledger.history(userId, options);
  return rows.map((row) => ({
    id: row.id,
    credits: millicreditsToCredits(row.delta),
    reason: row.reason,
    createdAt: row.created_at,
  }));
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
 * popular with 'Best value for most users', the pack selected first, and the Pro plan.
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
    pro: {
      priceUsd: PRO_PLAN.priceUsd,
      interval: PRO_PLAN.interval,
      monthlyCredits: PRO_PLAN.monthlyCredits,
      monthlyProfiles: PRO_PLAN.monthlyProfiles,
      items: [...PRO_PLAN.items],
    },
  };
}
