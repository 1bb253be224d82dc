import { messages } from '@leadgen/core/domain';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import type { EditProfile } from '../edit-profile';
import { EditProfileRow } from './EditProfileRow';

type Tab = 'all' | 'selected';

/**
 * The edit screen's profile list (spec §2): tabs All and Selected over the matching profiles,
 * Select All / Deselect All of the matching, Remove Selected, and a row per profile that expands
 * to its message editor. About 24rem high; it scrolls.
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
}) {
  const [tab, setTab] = useState<Tab>('all');
  const [expanded, setExpanded] = useState<string | null>(null);
  const shown = tab === 'all' ? matching : matching.filter((profile) => selected.has(profile.id));
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
          {shown.map((profile) => (
            <EditProfileRow
              key={profile.id}
              profile={profile}
              selected={selected.has(profile.id)}
              onToggle={() => onToggle(profile.id)}
              message={messageOf(profile.id)}
              onMessage={(text) => onMessage(profile.id, text)}
              expanded={expanded === profile.id}
              onExpand={() => setExpanded((open) => (open === profile.id ? null : profile.id))}
              onPersonalize={() => onPersonalize(profile)}
              personalizing={personalizingId === profile.id}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
