import { createTestUser, customPayload, discoverPayload, openTestStore } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cancelJob, getJob, jobListId, runResultOf } from './jobs.js';

let store: Awaited<ReturnType<typeof openTestStore>>;
let ana: string;
let bob: string;
beforeEach(async () => {
  store = await openTestStore();
  ana = (await createTestUser(store, 'ana@example.com')).id;
  bob = (await createTestUser(store, 'bob@example.com')).id;
});
afterEach(() => store.close());

describe('jobs', () => {
  it("reads and cancels the user's own jobs only", async () => {
    const job = await store.jobs.enqueue(
      ana,
      'discover',
      discoverPayload({ targets: ['nasa'], sessionId: 's' }),
    );
    expect((await getJob({ store }, ana, job.id)).status).toBe('queued');
    for (const call of [
      () => getJob({ store }, bob, job.id),
      () => cancelJob({ store }, bob, job.id),
      () => getJob({ store }, ana, 'nope'),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Job not found' });
    }
    const canceled = await cancelJob({ store }, ana, job.id);
    expect(canceled.status).toBe('canceled');
    expect(canceled.payload).toMatchObject({ sessionId: null });
    expect((await cancelJob({ store }, ana, job.id)).status).toBe('canceled');
  });

  it("finds a run's list on its result, else on its payload", async () => {
    const job = await store.jobs.enqueue(ana, 'custom', customPayload({ usernames: ['nasa'] }));
    expect(jobListId(job)).toBeNull();
    expect(jobListId({ ...job, payload: { listId: 'l1' } })).toBe('l1');
    const done = {
      ...job,
      payload: { listId: 'l1' },
      result: { listId: 'l2', profilesFound: 1, charged: 8 },
    };
    expect(jobListId(done)).toBe('l2');
    expect(runResultOf(done)).toMatchObject({ charged: 8 });
    expect(runResultOf({ ...job, kind: 'personalize', result: { ok: [] } })).toBeNull();
  });
});
