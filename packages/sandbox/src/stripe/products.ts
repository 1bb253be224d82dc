import { CREDIT_PACKS, PRO_PLAN } from '@leadgen/core/domain';
import type { CheckoutSession, Metadata, PriceRef } from './objects.js';

/**
 * The price behind a line item. Prices live in the operator's Stripe account and the sandbox has
 * none, so it accepts any id and infers what Leadgen sells (spec §3, §9): in subscription mode
 * the $9 monthly Pro plan, in payment mode the credit pack the session's metadata names (packId,
 * else credits). Any other price is shown by its id, without an amount.
 */
export function priceFor(priceId: string, mode: CheckoutSession['mode'], metadata: Metadata): PriceRef {
  const base = { id: priceId, object: 'price', currency: 'usd' } as const;
  if (mode === 'subscription') {
    const amount = PRO_PLAN.priceUsd * 100;
    return { ...base, unit_amount: amount, nickname: 'Leadgen Pro', recurring: { interval: 'month' } };
  }
  const pack =
    CREDIT_PACKS.find((candidate) => candidate.id === metadata.packId) ??
    CREDIT_PACKS.find((candidate) => String(candidate.credits) === metadata.credits);
  if (!pack) return { ...base, unit_amount: null, nickname: priceId, recurring: null };
  return { ...base, unit_amount: pack.priceUsd * 100, nickname: `${pack.credits} credits`, recurring: null };
}

/** An amount in cents as the page shows it: `$20.00`; an unknown amount is a dash. */
export function formatUsd(cents: number | null): string {
  return cents === null ? '—' : `$${(cents / 100).toFixed(2)}`;
}
