import type { CampaignOverview, CampaignProfilesPage, CampaignSummary } from '@leadgen/core';
import type { CampaignProfile } from '@leadgen/core/domain';
import { chargeForProfiles, formatCredits } from '@leadgen/core/domain';
import { localDate } from '../dates.js';
import { shownCount } from './profiles-output.js';

type CampaignRow = Omit<CampaignSummary, 'preview_profiles'>;

/** The JSON shape of a campaign (documented in `campaigns ls --help`). */
export function campaignJson(campaign: CampaignRow) {
  return {
    id: campaign.id,
    name: campaign.name,
    description: campaign.description,
    status: campaign.status,
    template: campaign.message_template,
    profileCount: campaign.profile_count,
    totalProfiles: campaign.total_profiles,
    messagesSent: campaign.messages_sent,
    responsesReceived: campaign.responses_received,
    sendRateLimit: campaign.send_rate_limit,
    searchType: campaign.search_type,
    version: campaign.version,
    list: campaign.search_list ? { id: campaign.search_list.id, name: campaign.search_list.name } : null,
    filters: campaign.filters,
    createdAt: campaign.created_at,
    updatedAt: campaign.updated_at,
  };
}

export const CAMPAIGN_SHAPE =
  '{ id, name, description, status, template, profileCount, totalProfiles, messagesSent, ' +
  'responsesReceived, sendRateLimit, searchType, version, list: { id, name } | null, filters, createdAt, updatedAt }';

export const DETAIL_SHAPE =
  `${CAMPAIGN_SHAPE.slice(0, -2)}, stats: { total, selected, sent, responses }, written, profiles: [{ id, ` +
  'username, fullName, followers, posts, biography, message, messageProcessed, messageVersion, listId, listName }], ' +
  'matching, nextCursor } (profiles: one page)';

/** A campaign with its stats and a page of its profiles as JSON (`campaigns show --json`). */
export function campaignDetailJson(campaign: CampaignOverview, page: CampaignProfilesPage) {
  return {
    ...campaignJson(campaign),
    stats: campaign.stats,
    written: campaign.written,
    matching: page.matching,
    nextCursor: page.nextCursor,
    profiles: page.profiles.map((p) => ({
      id: p.id,
      username: p.username,
      fullName: p.full_name,
      followers: p.followers_count,
      posts: p.posts_count,
      biography: p.biography,
      message: p.message,
      messageProcessed: p.message_processed,
      messageVersion: p.message_version,
      listId: p.search_list_id,
      listName: p.search_list_name,
    })),
  };
}

/** The campaigns table. */
export function campaignRows(
  campaigns: readonly CampaignRow[],
  env: Readonly<Record<string, string | undefined>>,
): string[][] {
  const rows = [['ID', 'NAME', 'STATUS', 'PROFILES', 'SENT', 'CREATED']];
  for (const c of campaigns) {
    rows.push([
      c.id,
      c.name,
      c.status,
      String(c.profile_count),
      String(c.messages_sent),
      localDate(c.created_at, env),
    ]);
  }
  return rows;
}

/** The key/value block `campaigns show` prints above its profiles. */
export function campaignFacts(campaign: CampaignOverview): string[][] {
  const { written } = campaign;
  return [
    ['ID', campaign.id],
    ['Name', campaign.name],
    ['Description', campaign.description ?? ''],
    ['Status', campaign.status],
    ['List', campaign.search_list?.name ?? '(several lists)'],
    ['Profiles', `${campaign.stats.selected} of ${campaign.stats.total}`],
    ['Messages', `${written} written, ${campaign.stats.sent} sent, ${campaign.stats.responses} responses`],
    ['Send rate', `${campaign.send_rate_limit} per hour`],
    ['Cost', formatCredits(chargeForProfiles(campaign.stats.selected))],
    ['Template', campaign.message_template ?? '(none)'],
  ];
}

/** A page of the campaign's profiles with the start of their messages. */
export function campaignProfileRows(profiles: readonly CampaignProfile[]): string[][] {
  const rows = [['ID', 'USERNAME', 'FOLLOWERS', 'MESSAGE']];
  for (const p of profiles) {
    rows.push([p.id, `@${p.username}`, shownCount(p.followers_count), p.message ?? '']);
  }
  return rows;
}
