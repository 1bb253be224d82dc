/*
 * The shape of a set of profiles at a glance (lead review and create-campaign screens): how
 * follower counts spread over orders of magnitude, and the share of business, verified and
 * private accounts.
 */

/** A follower-count band: `min` inclusive, `max` exclusive (null: no upper bound). */
export interface FollowerBand {
  label: string;
  min: number;
  max: number | null;
}

/** The bands of the follower chart, by order of magnitude. */
export const FOLLOWER_BANDS: readonly FollowerBand[] = [
  { label: '< 1K', min: 0, max: 1_000 },
  { label: '1K–10K', min: 1_000, max: 10_000 },
  { label: '10K–100K', min: 10_000, max: 100_000 },
  { label: '100K–1M', min: 100_000, max: 1_000_000 },
  { label: '1M+', min: 1_000_000, max: null },
];

/** The fields of a profile the insight reads. */
export interface InsightProfile {
  followers_count: number | null;
  is_business_account: boolean;
  is_business: boolean;
  is_verified: boolean;
  is_private: boolean;
}

/** What `profileInsight` finds. */
export interface ProfileInsight {
  total: number;
  /** One entry per FOLLOWER_BANDS band, in order. */
  followers: { label: string; count: number }[];
  /** Profiles with no follower count (not enriched, or not found). */
  unknownFollowers: number;
  business: number;
  verified: number;
  private: number;
}

/**
 * Counts `profiles` into follower bands and flags. A business account is one with either
 * business field set, as the CSV export reads it.
 *
 * @example
 * profileInsight([{ followers_count: 2500, is_business_account: true, ... }]).followers[1].count // 1
 */
export function profileInsight(profiles: Iterable<InsightProfile>): ProfileInsight {
  const bands = FOLLOWER_BANDS.map(() => 0);
  const insight = { total: 0, unknownFollowers: 0, business: 0, verified: 0, private: 0 };
  for (const profile of profiles) {
    insight.total += 1;
    const followers = profile.followers_count;
    if (followers === null || !Number.isFinite(followers)) insight.unknownFollowers += 1;
    else {
      const band = FOLLOWER_BANDS.findIndex((each) => each.max === null || followers < each.max);
      bands[band] = (bands[band] ?? 0) + 1;
    }
    if (profile.is_business_account || profile.is_business) insight.business += 1;
    if (profile.is_verified) insight.verified += 1;
    if (profile.is_private) insight.private += 1;
  }
  return {
    ...insight,
    followers: FOLLOWER_BANDS.map((band, index) => ({ label: band.label, count: bands[index] ?? 0 })),
  };
}

/** `part` of `total` as a whole percentage (0 for an empty set). */
export function sharePercent(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}
