import type { OutreachStatus, SelectorProfile } from '@leadgen/core/domain';
import type { SelectorRow } from '../../lib/api-types';
import type { CampaignDetail, CampaignMember } from './api/campaign-types';

/** A profile of the edit screen: a member of the campaign or a candidate of its lists. */
export type EditProfile = SelectorProfile & {
  id: string;
  username: string;
  search_list_name: string | null;
  message: string | null;
  /** A member's outreach status; candidates not in the campaign have none. */
  outreach_status?: OutreachStatus;
};

const fromMember = (member: CampaignMember): EditProfile => ({
  id: member.id,
  username: member.username,
  full_name: member.full_name,
  biography: member.biography,
  followers_count: member.followers_count,
  profile_pic_url: member.profile_pic_url,
  is_business_account: member.is_business_account,
  is_verified: member.is_verified,
  search_list_id: member.search_list.id,
  search_list_name: member.search_list.name,
  message: member.message,
  outreach_status: member.outreach_status,
});

const fromCandidate = (row: SelectorRow): EditProfile => ({
  id: row.id,
  username: row.username,
  full_name: row.full_name,
  biography: row.biography,
  followers_count: row.followers_count,
  profile_pic_url: row.profile_pic_url,
  is_business_account: row.is_business_account,
  is_business: row.is_business,
  is_verified: row.is_verified,
  search_list_id: row.search_list.id,
  search_list_name: row.search_list.name,
  message: row.message,
  contacted: row.contacted,
});

/**
 * The lists whose profiles the edit screen offers (spec §2): the campaign's list; for a
 * campaign made from a selection across lists, the lists its filters name (`selectedLists`)
 * and the lists its profiles come from.
 */
export function candidateListIds(campaign: Pick<CampaignDetail, 'search_list_id' | 'filters' | 'profiles'>) {
  if (campaign.search_list_id) return [campaign.search_list_id];
  const saved = (campaign.filters as { selectedLists?: unknown } | null)?.selectedLists;
  const named = Array.isArray(saved) ? saved.filter((id): id is string => typeof id === 'string') : [];
  return [...new Set([...named, ...campaign.profiles.map((member) => member.search_list.id)])];
}

/**
 * The edit screen's profiles: the campaign's members first (selected, with their messages),
 * then the other candidates of its lists, each person once (a member's person is not offered
 * again through another list's row of them).
 */
export function mergeProfiles(
  members: readonly CampaignMember[],
  candidates: readonly SelectorRow[],
): EditProfile[] {
  const seen = new Set(members.flatMap((member) => [member.id, member.person_id ?? member.id]));
  const others = candidates.filter((row) => !seen.has(row.id) && !seen.has(row.person_id ?? row.id));
  return [...members.map(fromMember), ...others.map(fromCandidate)];
}
