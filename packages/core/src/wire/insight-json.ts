import type { ProfileInsight } from '../domain/profile-insight.js';

/**
 * The shape of a set of profiles (follower bands and flags) as the lead review and the selector
 * show it: `unknown_followers` counts the profiles with no follower count.
 */
export const profileInsightJson = (insight: ProfileInsight) => ({
  total: insight.total,
  followers: insight.followers,
  unknown_followers: insight.unknownFollowers,
  business: insight.business,
  verified: insight.verified,
  private: insight.private,
});

export type ProfileInsightJson = ReturnType<typeof profileInsightJson>;
