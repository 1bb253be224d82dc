import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { failureMessage } from '../../lib/api';
import type { JobJson, RunResultJson, RunStart } from '../../lib/api-types';
import { useActiveRunsCheck } from './api/use-active-runs';
import { CHECK_MARK } from './components/InlineBanner';
import { runReadyMessage } from './run-ready-message';

/** A run that failed or was canceled, which Try again queues again (DESIGN.md §5). */
export interface RetryableRun {
  jobId: string;
  /** Its discovery's actor logs in to Instagram: the retry asks for the session id again. */
  askSessionId: boolean;
}

/** A run about to start while others of the user's are still going: asked about first. */
export interface PendingStart {
  runs: JobJson[];
  start: () => void;
}

/** The URL's search parameter that holds the run a screen follows. */
export const RUN_PARAM = 'job';

/**
 * The run screens' state (spec §4): idle with the form, then a job running, then complete; on
 * any error back to idle with the message in the banner, and a run that failed or was canceled
 * can be tried again (`retry`). `fallback` is the screen's message for an error without one of
 * its own (spec §8).
 *
 * The run lives in the URL (`?job=<id>`): a refresh or a second tab opened on it follows the
 * same run, and its result once done. Starting a run adds a history entry, so Back returns to
 * the form (the run goes on) and Forward to the run. The banner belongs to the run it speaks
 * of (or to the form), and an error leaves once the input changes. `startChecked` asks first
 * (`pendingStart`) when another of the user's runs is still going.
 */
export function useRunFlow(fallback: string) {
  const [params, setParams] = useSearchParams();
  const urlJob = params.get(RUN_PARAM);
  /** The URL's run ended failed or canceled: the form shows again, with Try again. */
  const [stopped, setStopped] = useState<string | null>(null);
  const [banner, setBanner] = useState<{ job: string | null; text: string } | null>(null);
  const [askSessionId, setAskSessionId] = useState(false);
  const [pendingStart, setPendingStart] = useState<PendingStart | null>(null);
  const activeRuns = useActiveRunsCheck();

  const jobId = urlJob !== null && stopped !== urlJob ? urlJob : null;
  const follow = (id: string | null, replace = false) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete(RUN_PARAM);
    else next.set(RUN_PARAM, id);
    setParams(next, { replace });
  };
  const say = (text: string | null, job = urlJob) => setBanner(text ? { job, text } : null);

  return {
    /** The run the screen follows (from the URL), unless it stopped. */
    jobId,
    /** The run of the URL, stopped or not. */
    urlJobId: urlJob,
    banner: banner && banner.job === urlJob ? banner.text : null,
    retry: urlJob !== null && stopped === urlJob ? ({ jobId: urlJob, askSessionId } as RetryableRun) : null,
    fallback,
    pendingStart,
    dismissBanner: () => setBanner(null),
    /** The form changed: an error about what it held no longer applies. */
    inputChanged: () =>
      setBanner((current) => (current && !current.text.startsWith(CHECK_MARK) ? null : current)),
    /** The form's own check failed, or the server refused the run. */
    refused: (error: unknown) => say(typeof error === 'string' ? error : failureMessage(error, fallback)),
    /**
     * Starts a run with `start`, unless another of the user's runs is still going: then asks
     * first (`pendingStart`). When the runs cannot be read, the run starts as asked.
     */
    startChecked: async (start: () => void) => {
      let runs: JobJson[] = [];
      try {
        runs = await activeRuns();
      } catch {
        // cannot tell: start as asked, the server still checks the balance
      }
      if (runs.length === 0) start();
      else setPendingStart({ runs, start });
    },
    /** The question about the running runs was answered: start anyway, or not. */
    answerPending: (startAnyway: boolean) => {
      const pending = pendingStart;
      setPendingStart(null);
      if (startAnyway) pending?.start();
    },
    /**
     * The run is queued: it goes in the URL; the estimate's notice says when the balance caps it.
     * `sessionIdAsked`: the run needed a session id, so a retry will too.
     */
    started: (answer: RunStart, sessionIdAsked = false) => {
      follow(answer.job_id);
      say(answer.estimate.notice ?? null, answer.job_id);
      setAskSessionId(sessionIdAsked);
      setStopped(null);
    },
    /** The run failed or was canceled: back to the form with the message, and Try again. */
    failed: (message: string | null) => {
      setStopped(urlJob);
      say(message || fallback);
    },
    /** Try again queued the run again: follow it. */
    retried: (retriedJobId: string) => {
      setStopped(null);
      setBanner(null);
      follow(retriedJobId, true);
    },
    completed: (result: RunResultJson | null) => say(runReadyMessage(result)),
    /** Start over with the same form. */
    reset: () => {
      setStopped(null);
      setBanner(null);
      follow(null);
    },
  };
}
