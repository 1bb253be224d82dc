import { useCallback } from 'react';
import { useToast } from '../../components/toasts';

/** spec §8, §9: dashboard toasts last 4 s. */
export const DASHBOARD_TOAST_MS = 4000;

/** The dashboard's toasts: `ok` for the spec's success messages, `fail` for its failures, `info` for progress. */
export function useDashboardToast() {
  const toast = useToast();
  const ok = useCallback((text: string) => toast(text, { durationMs: DASHBOARD_TOAST_MS }), [toast]);
  const fail = useCallback(
    (text: string) => toast(text, { tone: 'error', durationMs: DASHBOARD_TOAST_MS }),
    [toast],
  );
  const info = useCallback(
    (text: string) => toast(text, { tone: 'info', durationMs: DASHBOARD_TOAST_MS, progress: true }),
    [toast],
  );
  return { ok, fail, info };
}
