import { ValidationError } from './errors.js';
import { messages } from './messages.js';

/** The id of a credit pack; each maps to its own payment-provider price (spec §3). */
export type CreditPackId = 'credits_10' | 'credits_20' | 'credits_50' | 'credits_100';

/** A credit pack on sale (spec §3, §9): whole credits for whole dollars, $1.00 per credit. */
export interface CreditPack {
  id: CreditPackId;
  credits: number;
  priceUsd: number;
  mostPopular?: true;
  tagline?: 'Best value for most users';
}

/** The four credit packs, smallest first; 20 credits is the most popular (spec §3, §9). */
export const CREDIT_PACKS: readonly CreditPack[] = [
  { id: 'credits_10', credits: 10, priceUsd: 10 },
  { id: 'credits_20', credits: 20, priceUsd: 20, mostPopular: true, tagline: 'Best value for most users' },
  { id: 'credits_50', credits: 50, priceUsd: 50 },
  { id: 'credits_100', credits: 100, priceUsd: 100 },
];

/** The pack selected when the buy menu opens (spec §9: the default selected pack is 10). */
export const DEFAULT_PACK_ID: CreditPackId = 'credits_10';

/**
 * The credit pack with this id; any other value is 'Invalid credit package selected' (spec §8).
 *
 * @example
 * findCreditPack('credits_20').priceUsd // 20
 */
export function findCreditPack(id: unknown): CreditPack {
  const pack = CREDIT_PACKS.find((candidate) => candidate.id === id);
  if (pack === undefined) throw new ValidationError(messages.invalidCreditPackage);
  return pack;
}

/**
 * The Pro subscription as the settings card shows it (spec §1, §3, §9): $9 a month, 9 credits a
 * month (1,125 profiles at 0.008 each), and the card's included items.
 */
export const PRO_PLAN = {
  priceUsd: 9,
  interval: 'month',
  monthlyCredits: 9,
  monthlyProfiles: 1125,
  items: ['1,125 profiles', 'Unlimited AI personalization', 'Unlimited Auto DM', 'Custom lists'],
} as const;

/** A plan tier: Pro when the subscription is active, Free otherwise (spec §3). */
export type Plan = 'free' | 'pro';

/** A plan card of the public pricing page (spec §1, §2 /pricing). */
export interface PricingPlan {
  id: Plan;
  name: 'FREE' | 'PRO';
  priceUsd: number;
  interval: 'month' | null;
  items: readonly string[];
}

/** The FREE and PRO cards of the pricing page, in that order, with the spec's wording (spec §1). */
export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    id: 'free',
    name: 'FREE',
    priceUsd: 0,
    interval: null,
    items: [
      '125 free leads',
      'Unlimited filtering',
      'AI personalization (limited time)',
      'Auto DM (limited time)',
      'No list upload',
    ],
  },
  {
    id: 'pro',
    name: 'PRO',
    priceUsd: PRO_PLAN.priceUsd,
    interval: PRO_PLAN.interval,
    items: [
      'Unlimited leads',
      'Unlimited filtering',
      'Unlimited AI DMs',
      'Automated DMs (limited-time offer)',
      'Unlimited list upload',
    ],
  },
];

/**
 * A user's plan from their `subscription_status` (spec §3): 'pro' when it is exactly 'active',
 * 'free' for anything else (inactive, canceled, past_due, missing). Never throws.
 */
export function planOf(subscriptionStatus: unknown): Plan {
  return subscriptionStatus === 'active' ? 'pro' : 'free';
}

/** The badge shown next to the balance (spec §1): 'Pro' or 'Free'. */
export function planBadge(subscriptionStatus: unknown): 'Pro' | 'Free' {
  return planOf(subscriptionStatus) === 'pro' ? 'Pro' : 'Free';
}
