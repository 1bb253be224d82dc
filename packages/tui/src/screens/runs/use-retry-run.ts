import { type Job, resumeJob, resumeNeedsSessionId } from '@leadgen/core';
import { useRef, useState } from 'react';
import { useApp } from '../../app-context.js';

/**
 * Retries a failed or canceled run (core's resumeJob) and runs it in this process, as a run
 * started here is: it continues its list. A discovery whose actor logs in to Instagram needs the
 * session id again (the run's end erased it), so `start` first asks for it (`asking`).
 */
export function useRetryRun(job: Job | null | undefined) {
  const { deps, fail, flash, runJob } = useApp();
  const [asking, setAsking] = useState(false);
  const [sessionId, setSessionId] = useState('');
  const inFlight = useRef(false);
  const { scraper } = deps.providers;
  const needsSessionId = !!job && resumeNeedsSessionId(job, scraper);

  const retry = (session?: string) => {
    if (!job || inFlight.current) return;
    inFlight.current = true;
    setAsking(false);
    setSessionId('');
    resumeJob({ store: deps.store, scraper }, deps.user.id, job.id, { sessionId: session })
      .then(
        (resumed) => {
          runJob(resumed.id, resumed.kind);
          flash('Trying the run again');
        },
        (error: unknown) => fail(error, 'Could not retry the run'),
      )
      .finally(() => {
        inFlight.current = false;
      });
  };

  return {
    asking,
    sessionId,
    setSessionId,
    /** R: retry at once, or ask for the session id first. */
    start: () => (needsSessionId ? setAsking(true) : retry()),
    submit: () => retry(sessionId),
    dismiss: () => {
      setAsking(false);
      setSessionId('');
    },
  };
}
