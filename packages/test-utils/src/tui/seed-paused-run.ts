import { runWorker, validateCustom } from '@leadgen/core';
import { messages } from '@leadgen/core/domain';
import type { TuiTestDeps } from './tui-test-deps.js';

/**
 * A custom list of `usernames` whose run the balance could not finish (issue 30), as such a run
 * leaves it: its rows saved and not looked up, the list paused with core's message, the job
 * failed with INSUFFICIENT_CREDITS. The run is a real one whose lookups the sandbox refuses; only
 * its ending is rewritten (a real pause needs the balance spent elsewhere mid-run).
 */
export async function seedPausedRun(
  deps: TuiTestDeps,
  usernames: string[],
): Promise<{ listId: string; jobId: string; message: string }> {
  const { store, user } = deps;
  const job = await store.jobs.enqueue(user.id, 'custom', validateCustom({ usernames }));
  deps.sandbox.update({ faults: { next: [{ service: 'apify', status: 401 }] } });
  await runWorker({ store, handlers: deps.handlers, mode: 'once', jobId: job.id });
  const failed = await store.jobs.get(user.id, job.id);
  const listId = (failed?.payload as { listId?: string } | undefined)?.listId;
  if (failed?.status !== 'failed' || !listId) throw new Error('The seeded run did not fail as planned');
  const message = messages.runPausedForCredits(0, usernames.length);
  await store.lists.pause(user.id, listId, message);
  await store.db
    .updateTable('jobs')
    .set({ error: message, error_code: 'INSUFFICIENT_CREDITS' })
    .where('id', '=', job.id)
    .execute();
  return { listId, jobId: job.id, message };
}
