import { displayListName } from '@leadgen/core/domain';

/*
 * spec §2 Dashboard: "A search box filters the current tab" — the spec gives no rule, so the
 * rule is kept simple: case-insensitive substring of the trimmed query; a blank query keeps all.
 * Lists match on the name shown (the part before ' - ') or any target account; campaigns match
 * on name or description.
 */

const matcher = (query: string) => {
  const needle = query.trim().toLowerCase();
  return (...fields: (string | null | undefined)[]) =>
    needle === '' || fields.some((field) => field?.toLowerCase().includes(needle));
};

/** The lists whose shown name or a target account contains `query`. */
export function filterLists<T extends { name: string; target_accounts: string[] }>(
  lists: T[],
  query: string,
) {
  const matches = matcher(query);
  return lists.filter((list) => matches(displayListName(list.name), ...list.target_accounts));
}

/** The campaigns whose name or description contains `query`. */
export function filterCampaigns<T extends { name: string; description: string | null }>(
  campaigns: T[],
  query: string,
) {
  const matches = matcher(query);
  return campaigns.filter((campaign) => matches(campaign.name, campaign.description));
}
