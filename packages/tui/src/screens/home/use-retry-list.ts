import { resumeListRun } from '@leadgen/core';
import { useRef, useState } from 'react';
import { useApp } from '../../app-context.js';
import type { ListRow } from './HomeRows.js';

/**
 * Retries the run of a list from its row (core's resumeListRun: the list's newest failed or
 * canceled run, a run paused for credits included, issue 30), runs it in this process and opens
 * its progress. A discovery whose actor logs in to Instagram needs the session id again (the
 * run's end erased it), so `start` first asks for it (`asking`).
 */
export function useRetryList() {
  const { deps, fail, flash, runJob, open } = useApp();
  const [asking, setAsking] = useState<string | null>(null);
  const [sessionId, setSessionId] = useState('');
  const inFlight = useRef(false);
  const { scraper } = deps.providers;

  const retry = (listId: string, session?: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setAsking(null);
    setSessionId('');
    resumeListRun({ store: deps.store, scraper }, deps.user.id, listId, { sessionId: session })
      .then(
        (resumed) => {
          runJob(resumed.id, resumed.kind);
          open({ name: 'run', jobId: resumed.id });
          flash('Trying the run again');
        },
        (error: unknown) => fail(error, 'Could not retry the run'),
      )
      .finally(() => {
        inFlight.current = false;
      });
  };

  return {
    /** True while the session id is asked for. */
    asking: asking !== null,
    sessionId,
    setSessionId,
    /** R on a list: retry at once, or ask for the session id first. */
    start: (list: ListRow) =>
      list.search_type !== 'custom' && scraper.sessionIdRequired(list.search_type)
        ? setAsking(list.id)
        : retry(list.id),
    submit: () => {
      if (asking !== null) retry(asking, sessionId);
    },
    dismiss: () => {
      setAsking(null);
      setSessionId('');
    },
  };
}
