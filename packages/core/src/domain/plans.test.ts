import { describe, expect, it } from 'vitest';
import { creditsToMillicredits, profilesCovered } from './credits.js';
import {
  CREDIT_PACKS,
  DEFAULT_PACK_ID,
  findCreditPack,
  PRICING_PLANS,
  PRO_PLAN,
  planBadge,
  planOf,
} from './plans.js';

describe('credit packs (spec §3, §9)', () => {
  it('sells 10, 20, 50 and 100 credits at $1.00 each, 20 most popular', () => {
    expect(CREDIT_PACKS).toEqual([
      { id: 'credits_10', credits: 10, priceUsd: 10 },
      {
        id: 'credits_20',
        credits: 20,
        priceUsd: 20,
        mostPopular: true,
        tagline: 'Best value for most users',
      },
      { id: 'credits_50', credits: 50, priceUsd: 50 },
      { id: 'credits_100', credits: 100, priceUsd: 100 },
    ]);
    expect(DEFAULT_PACK_ID).toBe('credits_10');
  });

  it('finds a pack by id or refuses with the spec message', () => {
    expect(findCreditPack('credits_50').credits).toBe(50);
    expect(findCreditPack(DEFAULT_PACK_ID).credits).toBe(10);
    for (const bad of ['credits_5', '', null, 10, { id: 'credits_10' }]) {
      expect(() => findCreditPack(bad)).toThrow('Invalid credit package selected');
    }
  });
});

describe('Pro plan', () => {
  it('is $9 a month for 9 credits and the settings card items', () => {
    expect(PRO_PLAN).toEqual({
      priceUsd: 9,
      interval: 'month',
      monthlyCredits: 9,
      monthlyProfiles: 1125,
      items: ['1,125 profiles', 'Unlimited AI personalization', 'Unlimited Auto DM', 'Custom lists'],
    });
  });

  it('states exactly the profiles its monthly credits pay for', () => {
    expect(PRO_PLAN.monthlyProfiles).toBe(profilesCovered(creditsToMillicredits(PRO_PLAN.monthlyCredits)));
  });
});

describe('pricing page (spec §1)', () => {
  it('shows the FREE and PRO cards', () => {
    expect(PRICING_PLANS.map((plan) => [plan.name, plan.priceUsd, plan.interval])).toEqual([
      ['FREE', 0, null],
      ['PRO', 9, 'month'],
    ]);
    expect(PRICING_PLANS[0]?.items).toEqual([
      '125 free leads',
      'Unlimited filtering',
      'AI personalization (limited time)',
      'Auto DM (limited time)',
      'No list upload',
    ]);
    expect(PRICING_PLANS[1]?.items).toEqual([
      'Unlimited leads',
      'Unlimited filtering',
      'Unlimited AI DMs',
      'Automated DMs (limited-time offer)',
      'Unlimited list upload',
    ]);
  });
});

describe('planOf and planBadge (spec §3)', () => {
  it('is Pro only when the subscription is exactly active', () => {
    expect(planOf('active')).toBe('pro');
    expect(planBadge('active')).toBe('Pro');
    for (const status of ['inactive', 'Active', ' active', 'past_due', 'canceled', '', null, undefined]) {
      expect(planOf(status)).toBe('free');
      expect(planBadge(status)).toBe('Free');
    }
  });
});
