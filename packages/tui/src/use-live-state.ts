import { useCallback, useRef, useState } from 'react';

/**
 * State whose latest value key handlers can read at once. Ink hands every key of one chunk of
 * input (a paste, tmux send-keys, key repeat) to the handlers of the same render, so a handler
 * reading plain state would see the value before the previous key: `get()` sees it after.
 */
export function useLiveState<T>(
  initial: T | (() => T),
): [T, (next: T | ((current: T) => T)) => void, () => T] {
  const [value, setValue] = useState(initial);
  const live = useRef(value);
  const set = useCallback((next: T | ((current: T) => T)) => {
    live.current = typeof next === 'function' ? (next as (current: T) => T)(live.current) : next;
    setValue(live.current);
  }, []);
  const get = useCallback(() => live.current, []);
  return [value, set, get];
}
