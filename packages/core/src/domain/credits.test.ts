import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceNote,
  chargeForProfiles,
  creditsForProfiles,
  creditsToMillicredits,
  estimateCustomCost,
  estimateDiscoveryCost,
  formatCreditAmount,
  formatCredits,
  formatEstimate,
  MILLICREDITS_PER_CREDIT,
  millicreditsOf,
  millicreditsToCredits,
  PROFILE_COST,
  profilesCovered,
  profilesCoveredAt,
  SIGNUP_GRANT,
} from './credits.js';

/** Reads a formatted amount back into millicredits without floats: '-$1,234.008' -> -1234008. */
function parseFormatted(text: string): number {
  const match = /^(-?)\$(\d{1,3}(?:,\d{3})*)\.(\d{3})$/.exec(text);
  if (!match) throw new Error(`not a formatted amount: ${text}`);
  const [, sign = '', whole = '', fraction = ''] = match;
  const value = BigInt(whole.replaceAll(',', '')) * 1000n + BigInt(fraction);
  return Number(sign === '-' ? -value : value);
}

describe('constants (spec §9 in millicredits)', () => {
  it('1 credit = 1000, a profile 8 (0.008), signup 500 (0.5)', () => {
    expect([MILLICREDITS_PER_CREDIT, PROFILE_COST, SIGNUP_GRANT]).toEqual([1000, 8, 500]);
  });
});

describe('costs', () => {
  it('estimates 0.008 per profile', () => {
    expect(estimateDiscoveryCost(100)).toBe(800);
    expect(estimateDiscoveryCost(1000)).toBe(8000);
    expect(estimateCustomCost(3)).toBe(24);
    expect(estimateCustomCost(0)).toBe(0);
    expect(chargeForProfiles(62)).toBe(496);
  });

  it('rejects counts that are not whole numbers', () => {
    expect(() => estimateDiscoveryCost(0)).toThrow('Profile limit must be between 1 and 1000');
    expect(() => estimateDiscoveryCost(1001)).toThrow('Profile limit must be between 1 and 1000');
    expect(() => estimateDiscoveryCost('100' as unknown as number)).toThrow(
      'Profile limit must be between 1 and 1000',
    );
    for (const bad of [-1, 1.5, Number.NaN, '3', null]) {
      expect(() => estimateCustomCost(bad as number)).toThrow('Count must be a whole number of 0 or more');
      expect(() => chargeForProfiles(bad as number)).toThrow('Count must be a whole number of 0 or more');
    }
  });

  it('counts the profiles a balance covers', () => {
    expect(profilesCovered(SIGNUP_GRANT)).toBe(62);
    expect(profilesCovered(9000)).toBe(1125);
    expect(profilesCovered(7)).toBe(0);
    expect(profilesCovered(-80)).toBe(0);
    expect(() => profilesCovered(0.5)).toThrow('Credits must be a whole number of millicredits');
  });

  it('never covers more than the balance pays for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (balance) => {
        const n = profilesCovered(balance);
        expect(chargeForProfiles(n)).toBeLessThanOrEqual(balance);
        expect(chargeForProfiles(n + 1)).toBeGreaterThan(balance);
      }),
    );
  });

  it('converts whole credits only', () => {
    expect(creditsToMillicredits(10)).toBe(10000);
    expect(creditsToMillicredits(0)).toBe(0);
    for (const bad of [0.5, -1, Number.NaN, '10', 2 ** 52]) {
      expect(() => creditsToMillicredits(bad as number)).toThrow(
        'Credits must be a whole number of 0 or more',
      );
    }
  });
});

describe('formatCredits', () => {
  it('shows dollars with three decimals and separators', () => {
    expect(formatCredits(500)).toBe('$0.500');
    expect(formatCredits(0)).toBe('$0.000');
    expect(formatCredits(-0)).toBe('$0.000');
    expect(formatCredits(8)).toBe('$0.008');
    expect(formatCredits(-8)).toBe('-$0.008');
    expect(formatCredits(10000)).toBe('$10.000');
    expect(formatCredits(999999)).toBe('$999.999');
    expect(formatCredits(1234008)).toBe('$1,234.008');
    expect(formatCredits(1234567890123)).toBe('$1,234,567,890.123');
  });

  it('refuses fractions of a millicredit', () => {
    expect(() => formatCredits(0.1 + 0.2)).toThrow('Credits must be a whole number of millicredits');
    expect(() => formatCredits('5' as unknown as number)).toThrow(
      'Credits must be a whole number of millicredits',
    );
  });

  it('round-trips every amount within ±1e12', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (millicredits) => {
        expect(parseFormatted(formatCredits(millicredits))).toBe(millicredits + 0);
      }),
      { numRuns: 1000 },
    );
  });

  it('formats estimates the same way', () => {
    expect(formatEstimate(estimateCustomCost(3))).toBe('$0.024');
    expect(formatEstimate(estimateDiscoveryCost(100))).toBe('$0.800');
  });
});

describe('amounts in credits, as the API answers them', () => {
  it('formats credits as formatCredits does their millicredits', () => {
    expect(formatCreditAmount(0.5)).toBe('$0.500');
    expect(formatCreditAmount(-0.008)).toBe('-$0.008');
    expect(formatCreditAmount(1234.008)).toBe('$1,234.008');
    // a sum of wire amounts carries float noise; it still shows the whole millicredits
    expect(formatCreditAmount(0.1 + 0.2)).toBe('$0.300');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (millicredits) => {
        expect(formatCreditAmount(millicreditsToCredits(millicredits))).toBe(formatCredits(millicredits));
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses what is not an amount', () => {
    expect(() => formatCreditAmount(Number.NaN)).toThrow('Credits must be a whole number of millicredits');
  });

  it('prices profiles at the price given, exactly', () => {
    expect(creditsForProfiles(100, 0.008)).toBe(0.8);
    expect(creditsForProfiles(3, 0.008)).toBe(0.024);
    expect(creditsForProfiles(0, 0.008)).toBe(0);
    expect(creditsForProfiles(7, 0.01)).toBe(0.07);
    expect(() => creditsForProfiles(1.5, 0.008)).toThrow();
    for (const count of [1, 62, 999, 1000, 5000])
      expect(millicreditsOf(creditsForProfiles(count, 0.008))).toBe(estimateCustomCost(count));
  });

  it('counts the profiles a balance in credits covers at the price given', () => {
    expect(profilesCoveredAt(0.5, 0.008)).toBe(62);
    expect(profilesCoveredAt(0.5, 0.01)).toBe(50);
    expect(profilesCoveredAt(0.007, 0.008)).toBe(0);
    expect(profilesCoveredAt(-1, 0.008)).toBe(0);
    expect(profilesCoveredAt(5, 0)).toBe(0);
    for (const millicredits of [0, 7, 8, 496, 500, 1_000_000])
      expect(profilesCoveredAt(millicreditsToCredits(millicredits), 0.008)).toBe(
        profilesCovered(millicredits),
      );
  });
});

describe('millicreditsToCredits', () => {
  it('gives the credits number JSON carries, exact to three decimals', () => {
    expect(millicreditsToCredits(SIGNUP_GRANT)).toBe(0.5);
    expect(millicreditsToCredits(PROFILE_COST)).toBe(0.008);
    expect(millicreditsToCredits(-1_234_008)).toBe(-1234.008);
  });

  it('is undone exactly by millicreditsOf, fractions of a credit included', () => {
    expect(millicreditsOf(1.001 * 3)).toBe(3_003);
    for (const millicredits of [4, 8, 500, 496, 1_600, -1_234_008, 999_999_999])
      expect(millicreditsOf(millicreditsToCredits(millicredits))).toBe(millicredits);
  });
});

describe('balanceNote (DESIGN.md §9, issue 30)', () => {
  it('says nothing when covered, the cap counting the known people when short, and refuses only a run enriching nobody', () => {
    expect(balanceNote(120, 120, 180)).toBeNull();
    expect(balanceNote(0, 0, 300)).toBeNull();
    expect(balanceNote(120, 62, 180)).toBe('Your balance covers 242 profiles: the run is capped to 242.');
    expect(balanceNote(5, 0, 3)).toBe('Your balance covers 3 profiles: the run is capped to 3.');
    expect(balanceNote(5, 0, 0)).toBe('Not enough credits');
  });
});
