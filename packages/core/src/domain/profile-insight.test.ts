import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOLLOWER_BANDS, type InsightProfile, profileInsight, sharePercent } from './profile-insight.js';

const profile = (followers_count: number | null, flags: Partial<InsightProfile> = {}): InsightProfile => ({
  followers_count,
  is_business_account: false,
  is_business: false,
  is_verified: false,
  is_private: false,
  ...flags,
});

describe('profileInsight', () => {
  it('counts follower bands by order of magnitude, with band edges in the upper band', () => {
    const insight = profileInsight(
      [0, 999, 1_000, 9_999, 10_000, 250_000, 999_999, 1_000_000, 5e8, null].map((n) => profile(n)),
    );
    expect(insight.followers).toEqual([
      { label: '< 1K', count: 2 },
      { label: '1K–10K', count: 2 },
      { label: '10K–100K', count: 1 },
      { label: '100K–1M', count: 2 },
      { label: '1M+', count: 2 },
    ]);
    expect(insight.unknownFollowers).toBe(1);
    expect(insight.total).toBe(10);
  });

  it('counts business (either field), verified and private accounts', () => {
    const insight = profileInsight([
      profile(1, { is_business_account: true }),
      profile(1, { is_business: true, is_verified: true }),
      profile(1, { is_private: true }),
      profile(1),
    ]);
    expect(insight).toMatchObject({ total: 4, business: 2, verified: 1, private: 1 });
    expect(sharePercent(insight.business, insight.total)).toBe(50);
    expect(sharePercent(1, 3)).toBe(33);
    expect(sharePercent(0, 0)).toBe(0);
  });

  it('puts every profile in exactly one band or unknown', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.nat({ max: 2e9 }), { nil: null })), (counts) => {
        const insight = profileInsight(counts.map((n) => profile(n)));
        const banded = insight.followers.reduce((sum, band) => sum + band.count, 0);
        expect(banded + insight.unknownFollowers).toBe(counts.length);
        expect(insight.followers).toHaveLength(FOLLOWER_BANDS.length);
      }),
    );
  });
});
