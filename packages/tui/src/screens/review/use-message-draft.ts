import { saveListProfileMessage } from '@leadgen/core';
import type { Profile } from '@leadgen/core/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApp, useSaveOnExit } from '../../app-context.js';

/** Autosave delay after the last keystroke (spec §2 lead review: 1 s). */
export const AUTOSAVE_MS = 1000;

/**
 * The message being edited in place: saved 1 s after typing stops, at once when the editor is
 * left, and before the app exits (Ctrl-C, a closed terminal), so an edit is never lost.
 * `onSaved` hears the saved row.
 */
export function useMessageDraft(listId: string, onSaved: (profile: Profile) => void) {
  const { deps, fail } = useApp();
  const [editing, setEditing] = useState<Profile | null>(null);
  const [draft, setDraft] = useState('');
  const pending = useRef<{ profile: Profile; text: string } | null>(null);
  const timer = useRef<NodeJS.Timeout | undefined>(undefined);
  const savedCallback = useRef(onSaved);
  savedCallback.current = onSaved;

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const work = pending.current;
    pending.current = null;
    if (!work) return;
    try {
      const message = work.text.trim() === '' ? null : work.text;
      await saveListProfileMessage({ store: deps.store }, deps.user.id, listId, work.profile.id, message);
      savedCallback.current({ ...work.profile, message, message_processed: false });
    } catch (error) {
      fail(error, 'Failed to save the message');
    }
  }, [deps, listId, fail]);

  useSaveOnExit(flush);
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    editing,
    draft,
    start(profile: Profile) {
      setEditing(profile);
      setDraft(profile.message ?? '');
    },
    change(text: string) {
      setDraft(text);
      if (!editing) return;
      pending.current = { profile: editing, text };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_MS);
    },
    leave() {
      setEditing(null);
      void flush();
    },
  };
}
