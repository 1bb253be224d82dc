import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { saveProfileMessage } from '../api/save-profile-message';
import type { LeadProfile } from '../lead-profile';
import { type AutosaveStatus, useAutosave } from '../use-autosave';

const STATUS_TEXT: Record<AutosaveStatus, string> = {
  idle: '',
  pending: 'Unsaved changes',
  saving: 'Saving...',
  saved: 'Saved',
  error: 'Not saved: check your connection and type again',
};

/**
 * A profile's own message (spec §4): saved 1 s after typing stops, and at once when the editor
 * closes or scrolls away. A message written elsewhere (Populate) shows when nothing is pending.
 */
export function MessageEditor({ listId, profile }: { listId: string; profile: LeadProfile }) {
  const client = useQueryClient();
  const id = useId();
  const [text, setText] = useState(profile.message ?? '');
  const { status, change, hasPending } = useAutosave((value) =>
    saveProfileMessage(client, listId, profile.id, value),
  );
  const saved = profile.message ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new saved message resets the text
  useEffect(() => {
    if (!hasPending() && status !== 'saving') setText(saved);
  }, [saved]);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-xs font-medium text-slate-600">
          Message for @{profile.username}
        </label>
        <span
          aria-live="polite"
          data-testid="autosave-status"
          className={`text-xs ${status === 'error' ? 'text-red-600' : 'text-slate-500'}`}
        >
          {STATUS_TEXT[status]}
        </span>
      </div>
      <textarea
        id={id}
        rows={3}
        value={text}
        placeholder="Write a personal message..."
        onChange={(event) => {
          setText(event.target.value);
          change(event.target.value);
        }}
        className="w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
      />
    </div>
  );
}
