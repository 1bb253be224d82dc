import { useCallback, useEffect, useRef, useState } from 'react';
import { useApp, useSaveOnExit } from './app-context.js';

/** Autosave delay after the last keystroke (spec §2, §4: 1 s). */
export const AUTOSAVE_MS = 1000;

/**
 * A profile's message being edited in place: `save` runs 1 s after typing stops, at once when
 * the editor is left, and before the app exits (Ctrl-C, a closed terminal), so an edit is never
 * lost. A blank message is saved as none (null).
 */
export function useMessageEditor<P extends { id: string; message: string | null }>(
  save: (profile: P, message: string | null) => Promise<void>,
) {
  const { fail } = useApp();
  const [editing, setEditing] = useState<P | null>(null);
  const [draft, setDraft] = useState('');
  const pending = useRef<{ profile: P; text: string } | null>(null);
  const timer = useRef<NodeJS.Timeout | undefined>(undefined);
  const latestSave = useRef(save);
  latestSave.current = save;

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const work = pending.current;
    pending.current = null;
    if (!work) return;
    try {
      await latestSave.current(work.profile, work.text.trim() === '' ? null : work.text);
    } catch (error) {
      fail(error, 'Failed to save the message');
    }
  }, [fail]);

  useSaveOnExit(flush);
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    editing,
    draft,
    start(profile: P) {
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
