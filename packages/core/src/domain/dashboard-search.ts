/*
 * spec §5 Filters: the dashboard's search box (and the campaigns list's) is a case-insensitive
 * substring match: lists by name, any target account or search type; campaigns by name,
 * description or status. A blank query keeps everything.
 */

const matcher = (query: string) => {
  const needle = query.trim().toLowerCase();
  return (...fields: (string | null | undefined)[]) =>
    needle === '' ||
    fields.some((field) => typeof field === 'string' && field.toLowerCase().includes(needle));
};

/** The fields of a list the search reads. */
export interface SearchableList {
  name: string;
  target_accounts: readonly string[];
  search_type: string;
}

/** The fields of a campaign the search reads. */
export interface SearchableCampaign {
  name: string;
  description: string | null;
  status: string;
}

/**
 * The lists whose name, a target account or search type contains `query`, in their order.
 *
 * @example
 * searchLists(lists, 'FOLLOWING') // every list of followings, and any named '…following…'
 */
export function searchLists<T extends SearchableList>(lists: readonly T[], query: string): T[] {
  const matches = matcher(query);
  return lists.filter((list) => matches(list.name, list.search_type, ...list.target_accounts));
}

/** The campaigns whose name, description or status contains `query`, in their order. */
export function searchCampaigns<T extends SearchableCampaign>(campaigns: readonly T[], query: string): T[] {
  const matches = matcher(query);
  return campaigns.filter((campaign) => matches(campaign.name, campaign.description, campaign.status));
}
