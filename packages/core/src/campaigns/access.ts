import type { Campaign, CampaignListSummary } from '../domain/campaign.js';
import { NotFoundError, ValidationError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { Profile } from '../domain/profile.js';
import type { Repositories } from '../store/open-store.js';

/** A campaign with its linked list, as `store.campaigns.get` reads it. */
export type CampaignWithList = Campaign & { search_list: CampaignListSummary | null };

/**
 * The user's campaign, or NotFoundError('Campaign not found or access denied') when it is
 * missing or someone else's (spec §6: both look the same).
 */
export async function requireCampaign(
  store: Pick<Repositories, 'campaigns'>,
  userId: string,
  campaignId: string,
): Promise<CampaignWithList> {
  const campaign = typeof campaignId === 'string' ? await store.campaigns.get(userId, campaignId) : undefined;
  if (!campaign) throw new NotFoundError(messages.campaignNotFoundOrDenied);
  return campaign;
}

/** Profile ids from outside: an array of strings, deduplicated in first-seen order. */
export function readProfileIds(input: unknown): string[] {
  if (!Array.isArray(input) || input.some((id) => typeof id !== 'string')) {
    throw new ValidationError(messages.invalidProfileIds);
  }
  return [...new Set(input as string[])];
}

/**
 * The user's own profiles with these ids, in the order given. Any id that is missing, someone
 * else's, or (with `completedOnly`, for the campaign selector) in a list that is not completed
 * is NotFoundError('Profile not found'): nothing is done with a partial selection.
 */
export async function requireOwnProfiles(
  store: Pick<Repositories, 'profiles'>,
  userId: string,
  profileIds: readonly string[],
  options: { completedOnly?: boolean } = {},
): Promise<Profile[]> {
  const rows = await store.profiles.getMany(userId, profileIds);
  const byId = new Map(
    rows
      .filter((row) => !options.completedOnly || row.list_status === 'completed')
      .map(({ list_status: _status, ...profile }) => [profile.id, profile]),
  );
  return profileIds.map((id) => {
    const profile = byId.get(id);
    if (!profile) throw new NotFoundError(messages.profileNotFound);
    return profile;
  });
}
