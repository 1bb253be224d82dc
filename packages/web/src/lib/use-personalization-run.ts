import { messages, personalizationSummary, personalizationTone } from '@leadgen/core/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, failureMessage } from './api';
import type { JobJson } from './api-types';
import { useJob } from './use-job';

/** A personalisation batch's written messages and failures (core's `BatchResult`), inline or from its job. */
export type BatchAnswer = Pick<
  NonNullable<Extract<JobJson, { kind: 'personalize' }>['result']>,
  'ok' | 'failed'
>;

/** What starting a batch answers: its result at once, or the job that runs it (202). */
export type BatchStart = BatchAnswer | { job_id: string };

/** How a screen shows a run's outcome. */
export interface RunToast {
  ok: (text: string) => void;
  fail: (text: string) => void;
}

/**
 * A personalisation batch run by core (spec §9: 5 at a time, 1 s between groups), as every
 * screen starts one: `start` sends the request, which answers the messages at once or queues a
 * job that is followed here (`useJob`) until it ends. Written messages go to `onMessages`, the
 * summary (`personalizationSummary`, naming the profile of a one-message batch when `nameOne`)
 * to the toast. `progress` says how far it is; `cancel` stops it after the group in flight (the
 * request is aborted, or the job canceled) and says what was written and kept. Leaving the screen
 * cancels a batch run inside a request.
 *
 * @example
 * const run = usePersonalizationRun({ onMessages, toast });
 * run.start(ids.length, (signal) => read(api.ai.drafts.$post({ json }, { init: { signal } })));
 */
export function usePersonalizationRun({
  onMessages,
  toast,
  nameOne = false,
}: {
  onMessages: (written: Record<string, string>) => void;
  toast: RunToast;
  nameOne?: boolean;
}) {
  const [run, setRun] = useState<{ total: number; jobId: string | null } | null>(null);
  const request = useRef<AbortController | null>(null);
  const job = useJob(run?.jobId ?? null);

  useEffect(() => () => request.current?.abort(), []);

  const finish = useCallback(
    (answer: BatchAnswer) => {
      onMessages(Object.fromEntries(answer.ok.map((each) => [each.profile_id, each.message])));
      const [ok, failed] = [answer.ok.length, answer.failed.length];
      const first = nameOne ? answer.ok[0]?.username : undefined;
      (personalizationTone(ok, failed) === 'danger' ? toast.fail : toast.ok)(
        personalizationSummary(ok, failed, first),
      );
    },
    [onMessages, toast, nameOne],
  );

  const ended = run?.jobId ? job.job : undefined;
  useEffect(() => {
    if (!ended || !job.ended) return;
    if (ended.kind === 'personalize' && ended.status === 'completed' && ended.result) finish(ended.result);
    else if (ended.status === 'failed') toast.fail(ended.error ?? messages.errorPersonalizingMessages);
    setRun(null);
  }, [ended, job.ended, finish, toast]);

  const start = useCallback(
    async (total: number, send: (signal: AbortSignal) => Promise<BatchStart>) => {
      const abort = new AbortController();
      request.current = abort;
      setRun({ total, jobId: null });
      try {
        const answer = await send(abort.signal);
        if ('job_id' in answer) return setRun({ total, jobId: answer.job_id });
        finish(answer);
      } catch (error) {
        if (!abort.signal.aborted) toast.fail(failureMessage(error, messages.errorPersonalizingMessages));
      }
      if (request.current === abort) request.current = null;
      setRun(null);
    },
    [finish, toast],
  );

  const counted = job.progress ? job.progress.enriched + job.progress.failed : 0;
  // what a job wrote is saved as it goes; a batch inside a request answers nothing once aborted
  const written = run?.jobId && job.progress ? job.progress.enriched : 0;
  const cancel = useCallback(() => {
    request.current?.abort();
    if (run?.jobId) void api.jobs[':id'].cancel.$post({ param: { id: run.jobId } });
    if (run) toast.ok(messages.personalizationStopped(written, run.total));
    setRun(null);
  }, [run, toast, written]);

  return {
    start,
    cancel,
    progress: run ? { done: run.jobId ? counted : 0, total: run.total } : null,
    running: run !== null,
  };
}
