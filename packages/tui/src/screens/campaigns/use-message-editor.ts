import { saveProfileMessage } from '@leadgen/core';
import type { CampaignProfile } from '@leadgen/core/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApp, useSaveOnExit } from '../../app-context.js';

/** Autosave delay after the last keystroke (spec §4, §9: 1000 ms). */
export const AUTOSAVE_MS = 1000;

/**
 * A campaign profile's message being edited in place: saved with core's `saveProfileMessage`
 * 1 s after typing stops (spec §4), at once when the editor is left, and before the app exits
 * (Ctrl-C, a closed terminal), so an edit is never lost. `onSaved` runs after each save.
 */
export function useMessageEditor(onSaved: () => void) {
  const { deps, fail } = useApp();
  const [editing, setEditing] = useState<CampaignProfile | null>(null);
  const [draft, setDraft] = useState('');
  const pending = useRef<{ profileId: string; text: string } | null>(null);
  const timer = useRef<NodeJS.Timeout | undefined>(undefined);
  const saved = useRef(onSaved);
  saved.current = onSaved;

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const work = pending.current;
    pending.current = null;
    if (!work) return;
    try {
      await saveProfileMessage({ store: deps.store }, deps.user.id, work.profileId, work.text);
      saved.current();
    } catch (error) {
      fail(error, 'Failed to save the message');
    }
  }, [deps, fail]);

  useSaveOnExit(flush);
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    editing,
    draft,
    start(profile: CampaignProfile) {
      setEditing(profile);
      setDraft(profile.message ?? '');
    },
    change(text: string) {
      setDraft(text);
      if (!editing) return;
      pending.current = { profileId: editing.id, text };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_MS);
    },
    leave() {
      setEditing(null);
      void flush();
    },
  };
}
