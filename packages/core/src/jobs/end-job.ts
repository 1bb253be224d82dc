import type { LeaseState } from '../store/job-leases-repository.js';
import type { Repositories, Store } from '../store/open-store.js';
import { emitEvent } from '../webhooks/emit-event.js';
import { RUN_KINDS, runEventData } from '../webhooks/run-event.js';
import type { Job } from './job-types.js';

/**
 * Ends a job (`end`: complete or fail it, while the worker holds it) and, for a run, records its
 * `run.completed` / `run.failed` webhook event in the same transaction: the event exists if and
 * only if the job's end committed, whichever front end started the run (issue 35).
 */
export async function endJob(
  store: Store,
  job: Job,
  end: (tx: Repositories) => Promise<LeaseState>,
): Promise<LeaseState> {
  const state = await store.transaction(async (tx) => {
    const ended = await end(tx);
    if (ended !== 'held' || !RUN_KINDS.has(job.kind)) return ended;
    const row = await tx.jobs.get(job.user_id, job.id);
    if (row && (row.status === 'completed' || row.status === 'failed'))
      await emitEvent(
        tx,
        job.user_id,
        row.status === 'completed' ? 'run.completed' : 'run.failed',
        runEventData(row),
      );
    return ended;
  });
  // inside a transaction the store could not write back the WAL a session id was erased from
  if ((job.payload as { sessionId?: unknown } | null)?.sessionId) await store.jobs.forgetErasedSecrets();
  return state;
}
