import type { CampaignSummary } from '@leadgen/core';
import { formatCreditAmount } from '@leadgen/core/domain';
import type { CampaignOverviewJson, CampaignProfileJson } from '@leadgen/core/wire';
import { localDate } from '../dates.js';
import { shownCount } from './profiles-output.js';

/** What the campaigns table shows of a campaign: the wire's fields, from a database or a server. */
type CampaignRow = Pick<
  CampaignSummary,
  'id' | 'name' | 'status' | 'profile_count' | 'messages_sent' | 'created_at'
>;

/**
 * A campaign with a page (or, with --all, every one) of its profiles as JSON (`campaigns show
 * --json`): the campaign as the API answers it, how many messages are written, and its profiles.
 */
export function campaignDetailJson(campaign: CampaignOverviewJson, profiles: readonly CampaignProfileJson[]) {
  // the stats are in the facts `show` prints, and in `status --json`
  const { stats: _stats, ...detail } = campaign;
  return { ...detail, profiles };
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
export function campaignFacts(campaign: CampaignOverviewJson): string[][] {
  const written = campaign.messages_written;
  return [
    ['ID', campaign.id],
    ['Name', campaign.name],
    ['Description', campaign.description ?? ''],
    ['Status', campaign.status],
    // a campaign made from a list names it; one whose list was deleted since says so
    ['List', campaign.search_list?.name ?? (campaign.search_list_id ? '(deleted)' : '(several lists)')],
    ['Profiles', `${campaign.stats.selected} of ${campaign.stats.total}`],
    ['Messages', `${written} written, ${campaign.stats.sent} sent, ${campaign.stats.responses} responses`],
    ['Send rate', `${campaign.send_rate_limit} per hour`],
    ['Cost', formatCreditAmount(campaign.cost)],
    ['Template', campaign.message_template ?? '(none)'],
  ];
}

/** A page of the campaign's profiles with the start of their messages. */
export function campaignProfileRows(profiles: readonly CampaignProfileJson[]): string[][] {
  const rows = [['ID', 'USERNAME', 'FOLLOWERS', 'MESSAGE']];
  for (const p of profiles) {
    rows.push([p.id, `@${p.username}`, shownCount(p.followers_count), p.message ?? '']);
  }
  return rows;
}
