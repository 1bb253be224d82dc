import { compactCount, groupedCount } from '../../lib/count-format';
import type { LeadProfile } from './lead-profile';

/** A count as a row shows it: compact (12.3K), 'N/A' when missing (spec §2). */
export const countText = (value: number | null) => (value === null ? 'N/A' : compactCount(value));
/** The exact count, for a title. */
export const exactText = (value: number | null) => (value === null ? 'N/A' : groupedCount(value));

/** Who the profile follows: `following_count`, else the enrichment's `follows_count`. */
export const followingOf = (profile: LeadProfile) => profile.following_count ?? profile.follows_count;
/** A business profile, by either of the scraper's flags. */
export const isBusiness = (profile: LeadProfile) => profile.is_business_account || profile.is_business;
/** The profile has a message of its own. */
export const hasMessage = (profile: LeadProfile) => (profile.message ?? '').trim() !== '';
