import type { CreditPack } from '../domain/plans.js';
import type { CreditHistoryEntry } from '../services/credits.js';

/** A grant or charge of the credit history: `credits` signed, in credits (1 credit = $1.00). */
export const creditEntryJson = (entry: CreditHistoryEntry) => ({
  id: entry.id,
  credits: entry.credits,
  reason: entry.reason,
  ref: entry.ref,
  created_at: entry.createdAt,
});

/** A credit pack on sale (spec §3): its credits and price in US dollars. */
export const creditPackJson = (pack: CreditPack) => ({
  id: pack.id,
  credits: pack.credits,
  price_usd: pack.priceUsd,
  most_popular: pack.mostPopular === true,
});
