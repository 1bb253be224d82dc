import { type QueuedRun, queueRun } from '@leadgen/core';
import { useRef, useState } from 'react';
import { useApp } from '../../app-context.js';

/**
 * Starts a validated run: queues it after core's balance check ('Not enough credits' refuses
 * it), runs it in this process in the background and replaces the form by the run's progress.
 * `busy` is true while that happens; a second submission meanwhile is ignored.
 */
export function useStartRun(): { busy: boolean; start: (run: () => Promise<QueuedRun>) => void } {
  const { deps, fail, runJob, replace } = useApp();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const start = (run: () => Promise<QueuedRun>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    void (async () => {
      try {
        const queued = await run();
        const { job } = await queueRun({ store: deps.store }, deps.user.id, queued);
        runJob(job.id, queued.kind);
        replace({ name: 'run', jobId: job.id });
      } catch (error) {
        fail(error, 'Could not start the run');
        inFlight.current = false;
        setBusy(false);
      }
    })();
  };
  return { busy, start };
}
