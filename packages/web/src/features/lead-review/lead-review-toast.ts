import { useCallback } from 'react';
import { useToast } from '../../components/toasts';

/** spec §9: toasts on the lead review screen last 3 s. */
export const LEAD_REVIEW_TOAST_MS = 3000;

/** The screen's toasts: `ok` for success, `fail` for failures, `info` for progress. */
export function useLeadReviewToast() {
  const toast = useToast();
  const ok = useCallback((text: string) => toast(text, { durationMs: LEAD_REVIEW_TOAST_MS }), [toast]);
  const fail = useCallback(
    (text: string) => toast(text, { tone: 'error', durationMs: LEAD_REVIEW_TOAST_MS }),
    [toast],
  );
  const info = useCallback(
    (text: string) => toast(text, { tone: 'info', durationMs: LEAD_REVIEW_TOAST_MS, progress: true }),
    [toast],
  );
  return { ok, fail, info };
}
