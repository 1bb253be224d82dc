import { useState } from 'react';
import { SESSION_STORAGE_PREFIX } from './use-session';

/** The prefix of every draft's key: session storage the app's, which signing out forgets. */
const DRAFT_PREFIX = `${SESSION_STORAGE_PREFIX}draft.`;

/**
 * A form's values kept for this tab (sessionStorage, which a refresh keeps and another tab does
 * not share): Back from the run it started, or a refresh while typing, finds the form as it was
 * left. `kept` says what is written down: never a credential (a session id is one). Storage
 * that cannot be read or written only means a form that starts empty.
 */
export function useTabDraft<T extends object>(
  name: string,
  initial: () => T,
  kept: (values: T) => Partial<T>,
): [T, (next: T) => void] {
  const key = `${DRAFT_PREFIX}${name}`;
  const [values, setValues] = useState<T>(() => {
    try {
      const saved = sessionStorage.getItem(key);
      if (saved) return { ...initial(), ...(JSON.parse(saved) as Partial<T>) };
    } catch {
      // unreadable: start from the form's own defaults
    }
    return initial();
  });
  const set = (next: T) => {
    setValues(next);
    try {
      sessionStorage.setItem(key, JSON.stringify(kept(next)));
    } catch {
      // full or refused: the form still works, it is only not kept
    }
  };
  return [values, set];
}
