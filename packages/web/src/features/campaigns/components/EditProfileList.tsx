import { messages } from '@leadgen/core/domain';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { Button } from '../../../components/Button';
import { afterNextPaint } from '../../../lib/after-next-paint';
import type { EditProfile } from '../edit-profile';
import { EditProfileRow } from './EditProfileRow';

type Tab = 'all' | 'selected';

/** Rows rendered with the screen's first paint; the rest follow right after it. */
const FIRST_ROWS = 30;

/**
 * The edit screen's profile list (spec §2): tabs All and Selected over the matching profiles,
 * Select All / Deselect All of the matching, Remove Selected, and a row per profile that expands
 * to its message editor. About 24rem high; it scrolls. The first rows render with the screen and
 * the rest right after its first paint, so a 1,000-profile campaign shows its first row at once;
 * rows out of view skip layout and paint (`content-visibility`). `loadingMore` says the other
 * profiles of the campaign's lists are on their way.
 */
export function EditProfileList({
  profiles,
  matching,
  selected,
  onToggle,
  onSelectAll,
  onDeselectAll,
  onRemoveSelected,
  messageOf,
  onMessage,
  onPersonalize,
  personalizingId,
  loadingMore = false,
}: {
  profiles: readonly EditProfile[];
  matching: readonly EditProfile[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onSelectAll: () => void;
  onDeselectAll: () => void;
  onRemoveSelected: () => void;
  messageOf: (id: string) => string;
  onMessage: (id: string, text: string) => void;
  onPersonalize: (profile: EditProfile) => void;
  personalizingId: string | null;
  loadingMore?: boolean;
}) {
  const [tab, setTab] = useState<Tab>('all');
  const [rendered, setRendered] = useState(FIRST_ROWS);
  const expand = useCallback((id: string) => setExpanded((open) => (open === id ? null : id)), []);
  const [expanded, setExpanded] = useState<string | null>(null);
  const shown = tab === 'all' ? matching : matching.filter((profile) => selected.has(profile.id));
  const more = shown.length > rendered;
  useEffect(() => {
    if (!more) return;
    return afterNextPaint(() => startTransition(() => setRendered(Number.POSITIVE_INFINITY)));
  }, [more]);
  const selectedMatching = matching.filter((profile) => selected.has(profile.id)).length;
  const allMatchingSelected = matching.length > 0 && selectedMatching === matching.length;
  const empty =
    profiles.length === 0
      ? messages.noProfilesFound
      : matching.length === 0
        ? messages.noProfilesMatchFilters
        : messages.noProfilesSelected;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="tablist" aria-label="Profiles" className="inline-flex rounded-lg bg-slate-100 p-1">
          {(['all', 'selected'] as const).map((each) => (
            <button
              key={each}
              type="button"
              role="tab"
              aria-selected={tab === each}
              onClick={() => setTab(each)}
              className={`rounded-md px-3 py-1 text-sm font-medium ${tab === each ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
            >
              {each === 'all' ? `All (${matching.length})` : `Selected (${selectedMatching})`}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            disabled={matching.length === 0}
            onClick={allMatchingSelected ? onDeselectAll : onSelectAll}
          >
            {allMatchingSelected ? 'Deselect All' : 'Select All'}
          </Button>
          <Button
            variant="secondary"
            className="px-3 py-1.5 text-red-700"
            disabled={selectedMatching === 0}
            onClick={onRemoveSelected}
          >
            Remove Selected
          </Button>
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600">
          {empty}
        </p>
      ) : (
        <ul
          aria-label="Campaign profiles"
          className="max-h-96 overflow-y-auto rounded-xl border border-slate-200"
        >
          {shown.slice(0, rendered).map((profile) => (
            <EditProfileRow
              key={profile.id}
              profile={profile}
              selected={selected.has(profile.id)}
              onToggle={onToggle}
              message={messageOf(profile.id)}
              onMessage={onMessage}
              expanded={expanded === profile.id}
              onExpand={expand}
              onPersonalize={onPersonalize}
              personalizing={personalizingId === profile.id}
            />
          ))}
        </ul>
      )}
      {loadingMore ? (
        <p role="status" className="text-sm text-slate-600">
          Loading the other profiles of its lists…
        </p>
      ) : null}
    </div>
  );
}
