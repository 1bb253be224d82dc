import { createTestUser, customPayload, discoverPayload, openTestStore } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cancelJob } from '../jobs/jobs.js';
import { resumeJob } from './resume.js';

let store: Awaited<ReturnType<typeof openTestStore>>;
let ana: string;
let bob: string;
beforeEach(async () => {
  store = await openTestStore();
  ana = (await createTestUser(store, 'ana@example.com')).id;
  bob = (await createTestUser(store, 'bob@example.com')).id;
});
afterEach(() => store.close());

/** The configured actors: these tests' logs in to Instagram for followers only. */
const scraper = { sessionIdRequired: (type: 'followers' | 'following') => type === 'followers' };

/** A job of Ana's that a worker claimed, then ended with `end`. */
async function ended(end: 'fail' | 'complete') {
  const job = await store.jobs.enqueue(ana, 'discover', {
    ...discoverPayload({ targets: ['nasa'], sessionId: 's' }),
    listId: 'l1',
  });
  await store.jobLeases.claim('w1', 30_000, undefined, job.id);
  if (end === 'fail') await store.jobLeases.fail(job.id, 'w1', 'Apify is down', 'PROVIDER_ERROR');
  else await store.jobLeases.complete(job.id, 'w1', { listId: 'l1' });
  return job.id;
}

describe('resumeJob', () => {
  it('queues a failed job again, keeping its list and taking the new session id', async () => {
    const id = await ended('fail');
    const job = await resumeJob({ store, scraper }, ana, id, { sessionId: ' sess-2 ' });
    expect(job).toMatchObject({ id, status: 'queued', error: null, finished_at: null });
    expect(job.payload).toMatchObject({ targets: ['nasa'], listId: 'l1', sessionId: 'sess-2' });
    expect((await store.jobLeases.claim('w2', 30_000, undefined, id))?.id).toBe(id);
  });

  it('queues a canceled job again as it is when no session id is given', async () => {
    const queued = await store.jobs.enqueue(ana, 'custom', customPayload({ usernames: ['nasa'] }));
    await cancelJob({ store }, ana, queued.id);
    const job = await resumeJob({ store, scraper }, ana, queued.id, { sessionId: '  ' });
    expect(job.status).toBe('queued');
    expect(job.payload).toMatchObject({ usernames: ['nasa'] });
    expect((job.payload as { sessionId?: unknown }).sessionId ?? null).toBeNull();
  });

  it('refuses a job that is completed, queued or running', async () => {
    const done = await ended('complete');
    await expect(resumeJob({ store, scraper }, ana, done)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Job ${done} is already completed`,
    });
    const queued = await store.jobs.enqueue(ana, 'custom', customPayload({ usernames: ['nasa'] }));
    await expect(resumeJob({ store, scraper }, ana, queued.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Job ${queued.id} is already queued`,
    });
    await store.jobLeases.claim('w1', 30_000, undefined, queued.id);
    await expect(resumeJob({ store, scraper }, ana, queued.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Job ${queued.id} is already running`,
    });
  });

  it("answers 'Job not found' for an unknown job and for another user's, which stays failed", async () => {
    const id = await ended('fail');
    for (const [user, jobId] of [
      [bob, id],
      [ana, 'nope'],
    ] as const) {
      await expect(resumeJob({ store, scraper }, user, jobId)).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Job not found',
      });
    }
    expect((await store.jobs.get(ana, id))?.status).toBe('failed');
  });

  it('refuses, before queueing, a discovery whose actor logs in when no session id is given', async () => {
    const id = await ended('fail');
    for (const sessionId of [undefined, '  ']) {
      await expect(resumeJob({ store, scraper }, ana, id, { sessionId })).rejects.toMatchObject({
        code: 'INVALID_INPUT',
        message: 'Instagram session ID is required',
      });
    }
    expect((await store.jobs.get(ana, id))?.status).toBe('failed');
    const following = await store.jobs.enqueue(
      ana,
      'discover',
      discoverPayload({ targets: ['nasa'], type: 'following' }),
    );
    await cancelJob({ store }, ana, following.id);
    expect((await resumeJob({ store, scraper }, ana, following.id)).status).toBe('queued');
  });

  it("decides a resumed run's session id as the queue does: none for an actor that logs in to nothing", async () => {
    const following = await store.jobs.enqueue(ana, 'discover', discoverPayload({ type: 'following' }));
    await cancelJob({ store }, ana, following.id);
    const resumed = await resumeJob({ store, scraper }, ana, following.id, { sessionId: 'not-needed' });
    expect(resumed.payload).toMatchObject({ type: 'following', sessionId: null });
    const custom = await store.jobs.enqueue(ana, 'custom', customPayload());
    await cancelJob({ store }, ana, custom.id);
    const typed = await resumeJob({ store, scraper }, ana, custom.id, { sessionId: ' sess-3 ' });
    expect(typed.payload).toMatchObject({ sessionId: 'sess-3' });
  });
});
