import { useCallback, useMemo } from 'react';
import { useToast } from '../../components/toasts';

/** spec §8, §9: toasts last 3 s on the edit and view screens… */
export const EDIT_TOAST_MS = 3000;
/** …and 4 s on the campaigns list. */
export const LIST_TOAST_MS = 4000;

/** A screen's toasts for `durationMs`: `ok` for successes, `fail` for failures, `info` for progress. */
export function useCampaignToast(durationMs: number) {
  const toast = useToast();
  const ok = useCallback((text: string) => toast(text, { durationMs }), [toast, durationMs]);
  const fail = useCallback((text: string) => toast(text, { tone: 'error', durationMs }), [toast, durationMs]);
  const info = useCallback(
    (text: string) => toast(text, { tone: 'info', durationMs, progress: true }),
    [toast, durationMs],
  );
  return useMemo(() => ({ ok, fail, info }), [ok, fail, info]);
}
