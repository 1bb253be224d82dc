import type { CampaignMember } from './api/campaign-types';

/**
 * The view screen's search (spec §2): a case-insensitive substring of the username, the full
 * name or the message; a blank query keeps everyone.
 */
export function searchMembers(profiles: readonly CampaignMember[], query: string): CampaignMember[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...profiles];
  return profiles.filter((profile) =>
    [profile.username, profile.full_name, profile.message].some((text) =>
      text?.toLowerCase().includes(needle),
    ),
  );
}
