import type { CampaignListSummary } from '../domain/campaign.js';

/** The campaign facts the AI context is drawn from. */
export interface ContextSource {
  name: string;
  search_list: Pick<CampaignListSummary, 'search_type' | 'target_accounts'> | null;
}

const handles = (targets: readonly string[]): string => targets.map((target) => `@${target}`).join(', ');

/**
 * The context string the AI writes for (spec §7: "the campaign targeting the search type from
 * the list name, or the campaign name"): the campaign's name, plus whom its list targets. The
 * targeting is read from the list's search type and target accounts rather than parsed from its
 * name, which the user may have renamed.
 *
 * @example
 * campaignContext({ name: 'Spring', search_list: { search_type: 'followers', target_accounts: ['nasa'] } })
 * // 'Campaign "Spring" targeting followers of @nasa'
 */
export function campaignContext(campaign: ContextSource): string {
  const name = `Campaign "${campaign.name.trim()}"`;
  const list = campaign.search_list;
  if (!list) return name;
  if (list.search_type === 'custom' || list.target_accounts.length === 0) {
    return `${name} targeting a hand-picked list of Instagram profiles`;
  }
  if (list.search_type === 'following') {
    return `${name} targeting accounts followed by ${handles(list.target_accounts)}`;
  }
  return `${name} targeting followers of ${handles(list.target_accounts)}`;
}
