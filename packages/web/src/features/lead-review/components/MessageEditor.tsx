import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { leadProfilesKey } from '../api/lead-review-keys';
import { saveProfileMessage } from '../api/save-profile-message';
import type { LeadProfile } from '../lead-profile';
import { type AutosaveStatus, useAutosave } from '../use-autosave';

const STATUS_TEXT: Record<AutosaveStatus, string> = {
  idle: '',
  pending: 'Unsaved changes',
  saving: 'Saving...',
  saved: 'Saved',
  error: 'Not saved: check your connection and type again',
  conflict: 'Not saved: this message was changed in another tab or window',
};

/**
 * A profile's own message (spec §4): saved 1 s after typing stops, and at once when the editor
 * closes or scrolls away. A message written elsewhere (Populate) shows when nothing is pending.
 * Each save is over the message version it was typed over (issue 31): one changed meanwhile in
 * another tab is not overwritten silently; the text typed stays, with Keep theirs (reload it)
 * or Overwrite.
 */
export function MessageEditor({ listId, profile }: { listId: string; profile: LeadProfile }) {
  const client = useQueryClient();
  const id = useId();
  const [text, setText] = useState(profile.message ?? '');
  const version = useRef<number | undefined>(profile.message_version);
  const { status, change, flush, hasPending, reset } = useAutosave(async (value) => {
    version.current = await saveProfileMessage(client, listId, profile.id, value, version.current);
  });
  const saved = profile.message ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new saved message resets the text
  useEffect(() => {
    if (hasPending() || status === 'saving' || status === 'conflict') return;
    setText(saved);
    version.current = profile.message_version;
  }, [saved, profile.message_version]);
  const keepTheirs = () => {
    reset();
    void client.invalidateQueries({ queryKey: leadProfilesKey(listId) });
  };
  const overwrite = () => {
    version.current = undefined;
    change(text);
    void flush();
  };
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-xs font-medium text-slate-600">
          Message for @{profile.username}
        </label>
        <span
          aria-live="polite"
          data-testid="autosave-status"
          className={`text-xs ${status === 'error' || status === 'conflict' ? 'text-red-700' : 'text-slate-600'}`}
        >
          {STATUS_TEXT[status]}
        </span>
      </div>
      {status === 'conflict' ? (
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <button
            type="button"
            onClick={keepTheirs}
            className="rounded-md border border-slate-300 px-2 py-1 font-medium text-slate-800 hover:bg-slate-50"
          >
            Keep theirs
          </button>
          <button
            type="button"
            onClick={overwrite}
            className="rounded-md bg-red-600 px-2 py-1 font-medium text-white hover:bg-red-700"
          >
            Overwrite with mine
          </button>
        </div>
      ) : null}
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
