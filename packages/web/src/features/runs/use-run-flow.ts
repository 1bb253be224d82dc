import type { RunResultInCredits } from '@leadgen/core/domain';
import { useState } from 'react';
import { failureMessage } from '../../lib/api';
import type { RunStart } from '../../lib/api-types';
import { runReadyMessage } from './run-ready-message';

/** A run that failed or was canceled, which Try again queues again (DESIGN.md §5). */
export interface RetryableRun {
  jobId: string;
  /** Its discovery's actor logs in to Instagram: the retry asks for the session id again. */
  askSessionId: boolean;
}

/**
 * The run screens' state (spec §4): idle with the form, then a job running, then complete; on
 * any error back to idle with the message in the banner, and a run that failed or was canceled
 * can be tried again (`retry`). `fallback` is the screen's message for an error without one of
 * its own (spec §8).
 */
export function useRunFlow(fallback: string) {
  const [jobId, setJobId] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [askSessionId, setAskSessionId] = useState(false);
  const [retry, setRetry] = useState<RetryableRun | null>(null);
  return {
    jobId,
    banner,
    retry,
    fallback,
    dismissBanner: () => setBanner(null),
    /** The form's own check failed, or the server refused the run. */
    refused: (error: unknown) =>
      setBanner(typeof error === 'string' ? error : failureMessage(error, fallback)),
    /**
     * The run is queued; the estimate's notice says when the balance caps it. `sessionIdAsked`:
     * the run needed a session id, so a retry will too.
     */
    started: (answer: RunStart, sessionIdAsked = false) => {
      setJobId(answer.jobId);
      setBanner(answer.estimate.notice ?? null);
      setAskSessionId(sessionIdAsked);
      setRetry(null);
    },
    /** The run failed or was canceled: back to the form with the message, and Try again. */
    failed: (message: string | null) => {
      if (jobId) setRetry({ jobId, askSessionId });
      setJobId(null);
      setBanner(message || fallback);
    },
    /** Try again queued the run again: follow it. */
    retried: (retriedJobId: string) => {
      setJobId(retriedJobId);
      setBanner(null);
      setRetry(null);
    },
    completed: (result: RunResultInCredits | null) => setBanner(runReadyMessage(result)),
    /** Start over with the same form. */
    reset: () => {
      setJobId(null);
      setBanner(null);
      setRetry(null);
    },
  };
}
