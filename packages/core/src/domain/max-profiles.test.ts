import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampMaxProfiles,
  DEFAULT_MAX_PROFILES,
  DEFAULT_SCRAPE_LIMIT,
  MAX_MAX_PROFILES,
  MIN_MAX_PROFILES,
  parseMaxProfiles,
  scrapeLimit,
} from './max-profiles.js';

describe('constants', () => {
  it('match spec §9', () => {
    expect([MIN_MAX_PROFILES, MAX_MAX_PROFILES, DEFAULT_MAX_PROFILES, DEFAULT_SCRAPE_LIMIT]).toEqual([
      1, 1000, 100, 50,
    ]);
  });
});

describe('clampMaxProfiles', () => {
  it('keeps values in range and floors fractions', () => {
    expect(clampMaxProfiles(250)).toBe(250);
    expect(clampMaxProfiles('250')).toBe(250);
    expect(clampMaxProfiles(' 12.9 ')).toBe(12);
    expect(clampMaxProfiles(1.9)).toBe(1);
  });

  it('clamps to 1..1000', () => {
    expect(clampMaxProfiles(0)).toBe(1);
    expect(clampMaxProfiles(-40)).toBe(1);
    expect(clampMaxProfiles('2500')).toBe(1000);
    expect(clampMaxProfiles(Number.POSITIVE_INFINITY)).toBe(1000);
  });

  it('turns non-numbers into 1 (spec §5)', () => {
    for (const bad of ['abc', '', '  ', Number.NaN, null, undefined, true, {}, []]) {
      expect(clampMaxProfiles(bad)).toBe(1);
    }
  });

  it('always gives an integer in range', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.integer()), (input) => {
        const value = clampMaxProfiles(input);
        expect(Number.isInteger(value) && value >= 1 && value <= 1000).toBe(true);
      }),
    );
  });
});

describe('parseMaxProfiles', () => {
  it('accepts integers 1..1000 and numeric strings', () => {
    expect(parseMaxProfiles(1)).toBe(1);
    expect(parseMaxProfiles(1000)).toBe(1000);
    expect(parseMaxProfiles(' 200 ')).toBe(200);
  });

  it('defaults to 100 when no value is given', () => {
    expect(parseMaxProfiles(undefined)).toBe(100);
    expect(parseMaxProfiles(null)).toBe(100);
    expect(parseMaxProfiles('')).toBe(100);
    expect(parseMaxProfiles('  ')).toBe(100);
  });

  it('rejects anything else with the spec message', () => {
    for (const bad of [0, 1001, -1, 1.5, '1.5', 'abc', '1e3', Number.NaN, true, {}, [5]]) {
      expect(() => parseMaxProfiles(bad)).toThrow('Profile limit must be between 1 and 1000');
    }
  });
});

describe('scrapeLimit', () => {
  it('uses the given limit, else 50', () => {
    expect(scrapeLimit(300)).toBe(300);
    expect(scrapeLimit()).toBe(50);
    expect(scrapeLimit(null)).toBe(50);
  });

  it('rejects an invalid limit', () => {
    expect(() => scrapeLimit(0)).toThrow('Profile limit must be between 1 and 1000');
    expect(() => scrapeLimit('200' as unknown as number)).toThrow('Profile limit must be between 1 and 1000');
  });
});
