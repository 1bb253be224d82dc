import { describe, expect, it } from 'vitest';
import {
  erfc,
  formatPValue,
  MIN_SENDS_PER_VARIANT,
  normalCdf,
  suggestWinner,
  twoProportionPValue,
  variantStats,
  wilsonInterval,
} from './variant-stats.js';

describe('normalCdf', () => {
  // Φ to 7 places from a standard normal table (e.g. NIST/SEMATECH e-Handbook §1.3.6.7.1)
  it.each([
    [0, 0.5],
    [1, 0.8413447],
    [-1, 0.1586553],
    [1.959964, 0.975],
    [-1.959964, 0.025],
    [2.575829, 0.995],
    [3, 0.9986501],
    [-3, 0.0013499],
  ])('Φ(%f) = %f', (z, expected) => {
    expect(normalCdf(z)).toBeCloseTo(expected, 6);
  });

  it('keeps small tails accurate relative to their size (no 1 − erf cancellation)', () => {
    // erfc(4) = 1.541725790e-8, erfc(5) = 1.537459794e-12 (Abramowitz & Stegun table 7.1)
    expect(erfc(4) / 1.54172579e-8).toBeCloseTo(1, 5);
    expect(erfc(5) / 1.537459794e-12).toBeCloseTo(1, 5);
    expect(erfc(-1) + erfc(1)).toBeCloseTo(2, 12);
  });
});

describe('wilsonInterval', () => {
  it('matches the textbook values and stays within 0..1', () => {
    // 10 of 100: 95% Wilson interval 5.52%–17.44% (Newcombe 1998, method 3)
    const ten = wilsonInterval(10, 100);
    expect(ten?.low).toBeCloseTo(0.0552, 4);
    expect(ten?.high).toBeCloseTo(0.1744, 4);
    const none = wilsonInterval(0, 20);
    expect(none?.low).toBe(0);
    expect(none?.high).toBeCloseTo(0.1611, 4);
    expect(wilsonInterval(20, 20)?.high).toBe(1);
    expect(wilsonInterval(0, 0)).toBeNull();
  });
});

describe('twoProportionPValue', () => {
  it('is the pooled z-test, two-sided', () => {
    // 20/200 vs 50/200: pooled 0.175, z = 3.9493…, p ≈ 7.8e-5
    const p = twoProportionPValue(
      { label: 'A', sent: 200, replied: 20 },
      { label: 'B', sent: 200, replied: 50 },
    );
    expect(p).toBeGreaterThan(7.0e-5);
    expect(p).toBeLessThan(8.5e-5);
    // 30/200 vs 36/200: pooled 0.165, se 0.037118, z = 0.80823, p = 2(1 − Φ(z)) = 0.41896
    expect(
      twoProportionPValue({ label: 'A', sent: 200, replied: 30 }, { label: 'B', sent: 200, replied: 36 }),
    ).toBeCloseTo(0.41896, 4);
    expect(
      twoProportionPValue({ label: 'A', sent: 10, replied: 0 }, { label: 'B', sent: 10, replied: 0 }),
    ).toBe(1);
  });
});

describe('suggestWinner', () => {
  const row = (label: string, sent: number, replied: number) => ({ label, sent, replied });

  it('suggests nothing below 150 sends per variant, naming the ones short', () => {
    expect(MIN_SENDS_PER_VARIANT).toBe(150);
    const result = suggestWinner([row('A', 400, 10), row('B', 97, 60), row('C', 149, 70)]);
    expect(result).toEqual({
      winner: null,
      reason: 'needs 150 sends per variant: B has 97, C has 149',
      pValue: null,
    });
  });

  it('suggests nothing without a significant difference, saying p', () => {
    const result = suggestWinner([row('A', 200, 30), row('B', 200, 36)]);
    expect(result.winner).toBeNull();
    expect(result.reason).toBe('no significant difference yet (p = 0.42)');
  });

  it('suggests the best on a clear difference (200 sends each, 10% vs 25%)', () => {
    const result = suggestWinner([row('A', 200, 20), row('B', 200, 50)]);
    expect(result.winner).toBe('B');
    expect(result.reason).toBe(
      'B replies best: significant against every other variant (p < 0.001, Bonferroni-corrected)',
    );
  });

  it('needs the best to beat every other variant, after the Bonferroni correction', () => {
    // B beats A clearly but not C: no winner
    expect(suggestWinner([row('A', 200, 20), row('B', 200, 50), row('C', 200, 45)]).winner).toBeNull();
    // p ≈ 0.03 against one other: significant alone, not once corrected for 2 comparisons
    const pair = [row('A', 300, 30), row('B', 300, 48)];
    const alone = suggestWinner(pair);
    expect(alone.winner).toBe('B');
    expect(alone.pValue).toBeGreaterThan(0.025);
    const three = suggestWinner([...pair, row('C', 300, 29)]);
    expect(three.winner).toBeNull();
    expect(three.pValue).toBeGreaterThan(0.05);
  });

  it('asks for a second variant when there is one', () => {
    expect(suggestWinner([row('A', 500, 50)]).reason).toBe('add a variant to test against A');
  });
});

describe('variantStats and formatPValue', () => {
  it('gives each variant its rate and interval, none before a send', () => {
    const [a, b] = variantStats([
      { label: 'A', sent: 0, replied: 0 },
      { label: 'B', sent: 100, replied: 10 },
    ]);
    expect(a).toMatchObject({ replyRate: null, interval: null });
    expect(b?.replyRate).toBe(0.1);
    expect(b?.interval?.low).toBeCloseTo(0.0552, 4);
  });

  it('says p in two significant digits', () => {
    expect([0.31, 0.0301, 0.05, 1, 0.0004].map(formatPValue)).toEqual([
      '= 0.31',
      '= 0.03',
      '= 0.05',
      '= 1',
      '< 0.001',
    ]);
  });
});
