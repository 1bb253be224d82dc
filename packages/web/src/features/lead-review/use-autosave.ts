import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';

/** spec §4, §9: a profile's message is saved 1000 ms after typing stops. */
export const AUTOSAVE_DELAY_MS = 1000;

export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error' | 'conflict';

/**
 * Debounced saving of a text: `change` (re)starts the delay, `flush` saves a pending text now.
 * A pending text is also saved when the component unmounts (a collapsed editor, a row scrolled
 * out of the virtualised list), so no edit is lost.
 */
export function useAutosave(save: (text: string) => Promise<void>, delayMs = AUTOSAVE_DELAY_MS) {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef(save);
  saveRef.current = save;

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const text = pending.current;
    if (text === null) return;
    pending.current = null;
    setStatus('saving');
    try {
      await saveRef.current(text);
      if (pending.current === null) setStatus('saved');
    } catch (error) {
      // refused because it changed elsewhere (409): the text stays, to keep theirs or overwrite
      setStatus(error instanceof ApiError && error.status === 409 ? 'conflict' : 'error');
    }
  }, []);

  const change = useCallback(
    (text: string) => {
      pending.current = text;
      setStatus('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [delayMs, flush],
  );

  useEffect(() => () => void flush(), [flush]);

  return {
    status,
    change,
    flush,
    hasPending: () => pending.current !== null,
    reset: () => setStatus('idle'),
  };
}
