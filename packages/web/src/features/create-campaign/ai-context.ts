import type { CompletedList } from './api/selector-types';

/**
 * The AI's context when the campaign has no name yet (spec §7: the campaign's targeting, from
 * its lists): 'followers of @natgeo, @nasa; custom list'. Empty without lists.
 */
export function listsContext(
  lists: readonly Pick<CompletedList, 'target_accounts' | 'search_type'>[],
): string {
  const parts = lists.map((list) =>
    list.search_type === 'custom' || list.target_accounts.length === 0
      ? 'a custom list of profiles'
      : `${list.search_type} of ${list.target_accounts.map((target) => `@${target}`).join(', ')}`,
  );
  return [...new Set(parts)].join('; ');
}
