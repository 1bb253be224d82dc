import type { CampaignListSummary } from './campaign.js';

/** What the AI context reads of a list: whom it targets. */
export type TargetingList = Pick<CampaignListSummary, 'search_type' | 'target_accounts'>;

/** The campaign facts the AI context is drawn from. */
export interface ContextSource {
  name: string;
  search_list: TargetingList | null;
}

const handles = (targets: readonly string[]): string => targets.map((target) => `@${target}`).join(', ');

// A followers list holds the accounts that follow the targets ('followers of @natgeo'); a
// following list holds the accounts the targets follow, so it is 'accounts followed by @natgeo'
// ('following of @natgeo' read as the targets' own followers to the AI).
const targeting = (list: TargetingList): string => {
  if (list.search_type === 'custom' || list.target_accounts.length === 0) {
    return 'a hand-picked list of Instagram profiles';
  }
  if (list.search_type === 'following') return `accounts followed by ${handles(list.target_accounts)}`;
  return `followers of ${handles(list.target_accounts)}`;
};

/**
 * The context the AI writes for (spec §7: "the campaign targeting the search type from the list
 * name, or the campaign name"): the campaign's name when it has one, plus whom its lists target,
 * each kind of list said once. The targeting is read from the lists' search type and target
 * accounts rather than parsed from their names, which the user may have renamed. Empty with
 * neither. The create screen (no name yet) and a saved campaign both call it, so Gemini reads
 * the same words for the same lists.
 *
 * @example
 * aiContext({ name: 'Spring', lists: [{ search_type: 'followers', target_accounts: ['nasa'] }] })
 * // 'Campaign "Spring" targeting followers of @nasa'
 * aiContext({ lists: [{ search_type: 'following', target_accounts: ['natgeo'] }] })
 * // 'Campaign targeting accounts followed by @natgeo'
 */
export function aiContext({ name, lists }: { name?: string; lists: readonly TargetingList[] }): string {
  const title = name?.trim() ? `Campaign "${name.trim()}"` : 'Campaign';
  const targets = [...new Set(lists.map(targeting))].join('; ');
  if (targets === '') return title === 'Campaign' ? '' : title;
  return `${title} targeting ${targets}`;
}

/**
 * A saved campaign's AI context (`aiContext` of its name and its list).
 *
 * @example
 * campaignContext({ name: 'Spring', search_list: { search_type: 'followers', target_accounts: ['nasa'] } })
 * // 'Campaign "Spring" targeting followers of @nasa'
 */
export function campaignContext(campaign: ContextSource): string {
  return aiContext({ name: campaign.name, lists: campaign.search_list ? [campaign.search_list] : [] });
}
