import { useCallback, useEffect, useRef, useState } from 'react';

/** What `useLoad` returns: the data once loaded, the error if loading failed, and a reload. */
export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads `load()` when mounted and whenever `keys` change (the last answer wins), keeping the
 * previous data while a reload runs so the screen does not flicker.
 */
export function useLoad<T>(load: () => Promise<T>, keys: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: true });
  const [version, setVersion] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on.
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    latest.current().then(
      (data) => current && setState({ data, loading: false }),
      (error: unknown) => current && setState((previous) => ({ ...previous, error, loading: false })),
    );
    return () => {
      current = false;
    };
  }, [...keys, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
