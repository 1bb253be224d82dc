import type { CreditHistoryEntry, creditOffers } from '../billing/credits.js';
import { type CreditPack, findCreditPack } from '../domain/plans.js';

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

/**
 * What can be bought (the buy-credits menu, spec §2, §3, §9): each pack as `creditPackJson` with
 * its tagline, the pack selected first, what a profile costs in credits (the price the front
 * ends show and estimate with), and the Pro plan with its monthly credits and profiles.
 */
export const creditOffersJson = (offers: ReturnType<typeof creditOffers>) => ({
  packs: offers.packs.map((offer) => ({
    ...creditPackJson(findCreditPack(offer.id)),
    tagline: offer.tagline,
  })),
  default_pack_id: offers.defaultPackId,
  credits_per_profile: offers.creditsPerProfile,
  pro: {
    price_usd: offers.pro.priceUsd,
    interval: offers.pro.interval,
    monthly_credits: offers.pro.monthlyCredits,
    monthly_profiles: offers.pro.monthlyProfiles,
    items: offers.pro.items,
  },
});
