import { messages } from './messages.js';

/**
 * Sends per variant before a winner may be suggested: ~150 sends per variant is the sample used
 * in practice for 95% confidence (reference/market.md "Variants").
 */
export const MIN_SENDS_PER_VARIANT = 150;
/** The significance level of the winner test, before the Bonferroni correction. */
export const SIGNIFICANCE = 0.05;
/** z for a two-sided 95% interval: Φ⁻¹(0.975). */
const Z_95 = 1.959963984540054;

/** One variant's sent and replied counts (from one GROUP BY over the campaign's leads). */
export interface VariantCounts {
  label: string;
  sent: number;
  replied: number;
}

/** One variant's reply rate as a proportion (null before a send) with its 95% Wilson interval. */
export interface VariantStats extends VariantCounts {
  replyRate: number | null;
  interval: { low: number; high: number } | null;
}

/** A suggested winner, or null and the reason why not yet; `pValue` of the weakest comparison. */
export interface WinnerSuggestion {
  winner: string | null;
  reason: string;
  pValue: number | null;
}

/**
 * erfc(x), the complementary error function, by the Chebyshev fit of Numerical Recipes (Press
 * et al., 2nd ed., §6.2 `erfcc`): fractional error below 1.2e-7 everywhere, so tail
 * probabilities stay accurate where 1 − erf(x) would lose them to cancellation.
 */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const poly =
    -z * z -
    1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t *
                      (0.27886807 +
                        t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const r = t * Math.exp(poly);
  return x >= 0 ? r : 2 - r;
}

/**
 * Φ(z), the standard normal CDF: erfc(−z/√2)/2.
 *
 * @example
 * normalCdf(1.959964) // ≈ 0.975
 */
export function normalCdf(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2);
}

/**
 * The 95% Wilson score interval of a proportion (E. B. Wilson, "Probable inference, the law of
 * succession, and statistical inference", JASA 22, 1927; recommended over the Wald interval by
 * Newcombe, Statistics in Medicine 17, 1998): well behaved near 0% and 100% and for small n.
 * Null when n is 0.
 *
 * @example
 * wilsonInterval(10, 100) // { low: 0.0552…, high: 0.1744… }
 */
export function wilsonInterval(successes: number, n: number, z = Z_95): { low: number; high: number } | null {
  if (n <= 0) return null;
  const p = successes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * The two-sided p-value of the pooled two-proportion z-test (H0: both variants have the same
 * reply rate): z = (p1 − p2) / √(p(1−p)(1/n1 + 1/n2)) with p the pooled rate; 1 when the rates
 * cannot differ (no sends, or everyone or no one replied).
 */
export function twoProportionPValue(a: VariantCounts, b: VariantCounts): number {
  if (a.sent === 0 || b.sent === 0) return 1;
  const pooled = (a.replied + b.replied) / (a.sent + b.sent);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.sent + 1 / b.sent));
  if (se === 0) return 1;
  const z = (a.replied / a.sent - b.replied / b.sent) / se;
  return Math.min(1, erfc(Math.abs(z) / Math.SQRT2));
}

/** Each variant's reply rate and 95% interval, in the order given. */
export function variantStats(counts: readonly VariantCounts[]): VariantStats[] {
  return counts.map((row) => ({
    ...row,
    replyRate: row.sent > 0 ? row.replied / row.sent : null,
    interval: wilsonInterval(row.replied, row.sent),
  }));
}

/** A p-value as the reason says it: '= 0.31' (two significant digits), '< 0.001' below that. */
export function formatPValue(p: number): string {
  return p < 0.001
    ? '< 0.001'
    : `= ${p
        .toPrecision(2)
        .replace(/^(\d\.\d*?)0+$/, '$1')
        .replace(/\.$/, '')}`;
}

/**
 * The winner to suggest among the live variants, or why there is none yet: only when every
 * live variant has `MIN_SENDS_PER_VARIANT` sends ('needs 150 sends per variant: B has 97') and
 * the best reply rate (ties: the earliest label) beats every other live variant by a pooled
 * two-proportion z-test, two-sided p < 0.05 after a Bonferroni correction for the k − 1
 * comparisons; otherwise 'no significant difference yet (p = 0.31)', p being the weakest
 * comparison's corrected p-value.
 *
 * @example
 * suggestWinner([{ label: 'A', sent: 200, replied: 20 }, { label: 'B', sent: 200, replied: 50 }]).winner // 'B'
 */
export function suggestWinner(
  live: readonly VariantCounts[],
  minSends = MIN_SENDS_PER_VARIANT,
): WinnerSuggestion {
  if (live.length < 2) return { winner: null, reason: messages.variantNeedsAnother, pValue: null };
  const short = live.filter((row) => row.sent < minSends).map((row) => [row.label, row.sent] as const);
  if (short.length > 0)
    return { winner: null, reason: messages.variantNeedsSends(minSends, short), pValue: null };
  const rate = (row: VariantCounts) => row.replied / row.sent;
  const best = live.reduce((top, row) => (rate(row) > rate(top) ? row : top));
  const comparisons = live.length - 1;
  const corrected = Math.max(
    ...live
      .filter((row) => row !== best)
      .map((row) => Math.min(1, twoProportionPValue(best, row) * comparisons)),
  );
  if (corrected < SIGNIFICANCE)
    return {
      winner: best.label,
      reason: messages.variantSuggested(best.label, formatPValue(corrected)),
      pValue: corrected,
    };
  return { winner: null, reason: messages.variantNoDifference(formatPValue(corrected)), pValue: corrected };
}
