import type { CampaignProfile } from '../domain/campaign.js';
import { parseOutreachStatus } from '../outreach/outreach.js';
import type { Repositories } from '../store/open-store.js';
import { type CampaignWithList, requireCampaign } from './access.js';
import type { CampaignStats } from './campaigns.js';

/** What the campaign view services need: the campaigns and their members. */
export interface CampaignProfilesDeps {
  store: Pick<Repositories, 'campaigns' | 'campaignMembers'>;
}

/** A campaign with its list and stats but none of its profiles: the view screen's header. */
export interface CampaignOverview extends CampaignWithList {
  stats: CampaignStats;
  /** How many of its profiles have a message (written by hand, populated or personalised). */
  written: number;
}

/** One page of a campaign's profiles, with how many it holds and how many match the search. */
export interface CampaignProfilesPage {
  profiles: CampaignProfile[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** Every profile of the campaign. */
  total: number;
  /** The profiles that match the search (equal to `total` without one). */
  matching: number;
}

/**
 * A campaign with its list and its stats, without reading its profiles (the view screen pages
 * them with `campaignProfilesPage`). A missing or foreign id is 'Campaign not found or access
 * denied'.
 */
export async function campaignOverview(
  deps: CampaignProfilesDeps,
  userId: string,
  campaignId: string,
): Promise<CampaignOverview> {
  const campaign = await requireCampaign(deps.store, userId, campaignId);
  const { campaignMembers } = deps.store;
  const [selected, written] = await Promise.all([
    campaignMembers.countProfiles(userId, campaignId),
    campaignMembers.countProfiles(userId, campaignId, null, { written: true }),
  ]);
  return {
    ...campaign,
    stats: {
      total: campaign.total_profiles,
      selected,
      sent: campaign.messages_sent,
      responses: campaign.responses_received,
    },
    written,
  };
}

/**
 * A page of a campaign's profiles for the view screen (spec §2), followers descending, those
 * whose username, full name or message contains `search` (case-insensitive; blank keeps all)
 * and, given `status`, whose outreach status it is (an unknown status is refused).
 * Keyset paging: pass `nextCursor` back as `cursor`. `limit` is clamped to 1..1000 (default 100).
 * A missing or foreign campaign is 'Campaign not found or access denied'.
 *
 * @example
 * const first = await campaignProfilesPage(deps, userId, campaignId, { search: 'coach', limit: 50 });
 * const next = await campaignProfilesPage(deps, userId, campaignId, { search: 'coach', cursor: first.nextCursor });
 */
export async function campaignProfilesPage(
  deps: CampaignProfilesDeps,
  userId: string,
  campaignId: string,
  options: { search?: string | null; status?: string | null; limit?: number; cursor?: string | null } = {},
): Promise<CampaignProfilesPage> {
  const search = typeof options.search === 'string' ? options.search : '';
  const status = options.status ? parseOutreachStatus(options.status) : null;
  await requireCampaign(deps.store, userId, campaignId);
  const { campaignMembers } = deps.store;
  const [page, total, matching] = await Promise.all([
    campaignMembers.profilesPage(userId, campaignId, {
      search,
      status,
      limit: options.limit,
      cursor: options.cursor ?? null,
    }),
    campaignMembers.countProfiles(userId, campaignId),
    search.trim() === '' && !status
      ? undefined
      : campaignMembers.countProfiles(userId, campaignId, search, { status }),
  ]);
  return { ...page, total, matching: matching ?? total };
}
