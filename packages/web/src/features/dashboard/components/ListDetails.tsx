import { formatCreditAmount } from '@leadgen/core/domain';
import type { ListJson } from '../../../lib/api-types';
import { groupedCount } from '../../../lib/count-format';

/**
 * What an expanded list row shows (spec §2): profiles found (or selected, for a custom list), the
 * cost, and the profile limit (or the source list size, for a custom list).
 */
export function ListDetails({ list }: { list: ListJson }) {
  const custom = list.search_type === 'custom';
  const facts: [string, string][] = [
    [custom ? 'Profiles selected' : 'Profiles found', groupedCount(list.profiles_found)],
    ...(list.status === 'completed' && list.profile_count !== list.profiles_found
      ? ([['In the list now', groupedCount(list.profile_count)]] as [string, string][])
      : []),
    ['Cost', formatCreditAmount(list.cost)],
    [custom ? 'Source list size' : 'Profile limit', groupedCount(list.profile_limit)],
    [
      custom ? 'Usernames' : `Targets (${list.search_type})`,
      list.target_accounts.map((t) => `@${t}`).join(', '),
    ],
  ];
  return (
    <div className="border-t border-slate-100 px-4 py-3 text-sm">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div
            key={term}
            className={term.startsWith('Targets') || term === 'Usernames' ? 'sm:col-span-3' : ''}
          >
            <dt className="text-xs uppercase tracking-wide text-slate-500">{term}</dt>
            <dd className="wrap-anywhere font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
