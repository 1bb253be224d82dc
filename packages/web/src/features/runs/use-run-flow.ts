import { useState } from 'react';
import { failureMessage } from '../../lib/api';
import type { RunResult, RunStart } from './api/run-types';
import { CHECK_MARK } from './components/InlineBanner';

/**
 * The run screens' state (spec §4): idle with the form, then a job running, then complete; on
 * any error back to idle with the message in the banner. `fallback` is the screen's message for
 * an error without one of its own (spec §8).
 */
export function useRunFlow(fallback: string) {
  const [jobId, setJobId] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  return {
    jobId,
    banner,
    dismissBanner: () => setBanner(null),
    /** The form's own check failed, or the server refused the run. */
    refused: (error: unknown) =>
      setBanner(typeof error === 'string' ? error : failureMessage(error, fallback)),
    /** The run is queued; the estimate's notice says when the balance caps it. */
    started: (answer: RunStart) => {
      setJobId(answer.jobId);
      setBanner(answer.estimate.notice ?? null);
    },
    /** The run failed or was canceled: back to the form with the message. */
    failed: (message: string | null) => {
      setJobId(null);
      setBanner(message || fallback);
    },
    completed: (result: RunResult | null) => {
      const found = result?.profilesFound ?? 0;
      setBanner(`${CHECK_MARK} Your list is ready: ${found} profile${found === 1 ? '' : 's'} found.`);
    },
    /** Start over with the same form. */
    reset: () => {
      setJobId(null);
      setBanner(null);
    },
  };
}
