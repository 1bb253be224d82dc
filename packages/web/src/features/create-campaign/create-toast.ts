import { useCallback, useMemo } from 'react';
import { useToast } from '../../components/toasts';

/** spec §9: toasts last 3 s on the create screen. */
export const CREATE_TOAST_MS = 3000;

/** The create screen's toasts: `ok` for successes, `fail` for failures, `info` for progress. */
export function useCreateToast() {
  const toast = useToast();
  const ok = useCallback((text: string) => toast(text, { durationMs: CREATE_TOAST_MS }), [toast]);
  const fail = useCallback(
    (text: string) => toast(text, { tone: 'error', durationMs: CREATE_TOAST_MS }),
    [toast],
  );
  const info = useCallback(
    (text: string) => toast(text, { tone: 'info', durationMs: CREATE_TOAST_MS, progress: true }),
    [toast],
  );
  return useMemo(() => ({ ok, fail, info }), [ok, fail, info]);
}
