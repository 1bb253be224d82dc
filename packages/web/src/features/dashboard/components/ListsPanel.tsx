import { searchLists } from '@leadgen/core/domain';
import { Link } from 'react-router';
import type { ListJson } from '../../../lib/api-types';
import { useLiveListProgress } from '../api/use-live-list-progress';
import { EmptyState } from './EmptyState';
import { ListRow } from './ListRow';

/** The lists tab: the rows matching the search, or an empty state. */
export function ListsPanel({ lists, query }: { lists: ListJson[]; query: string }) {
  const live = useLiveListProgress();
  if (lists.length === 0) {
    return (
      <EmptyState
        title="No lists yet"
        text="Find profiles from a target account's followers or following, or bring your own usernames."
        action={
          <Link
            to="/new-campaign"
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white"
          >
            Create your first list
          </Link>
        }
      />
    );
  }
  const shown = searchLists(lists, query);
  if (shown.length === 0)
    return <EmptyState title="No lists match your search" text="Try another name or target account." />;
  return (
    <ul className="flex flex-col gap-3">
      {shown.map((list) => (
        <ListRow key={list.id} list={list} livePercent={live.get(list.id)} />
      ))}
    </ul>
  );
}
