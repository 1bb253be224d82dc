import { createTestUser, customPayload, testDatabase } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Job } from '../jobs/job-types.js';
import { openStore, type Store } from './open-store.js';

let store: Store;
let drop: () => Promise<void>;
let clock: number;
let alice: string;
let bob: string;
let carol: string;

beforeEach(async () => {
  clock = Date.parse('2026-11-22T10:00:00Z');
  const test = await testDatabase();
  drop = test.drop;
  store = await openStore({ database: test.database, now: () => new Date(clock) });
  const user = async (name: string) => (await createTestUser(store, `${name}@example.com`)).id;
  alice = await user('alice');
  bob = await user('bob');
  carol = await user('carol');
});
afterEach(async () => {
  await store.close();
  await drop();
});

/** Queues a job for `userId`, a second after the last one (oldest first is by creation time). */
async function enqueue(userId: string): Promise<Job> {
  clock += 1000;
  return store.jobs.enqueue(userId, 'custom', customPayload());
}

describe('claiming jobs with a per-user limit', () => {
  it('passes over a user with that many jobs running: the oldest job of another user goes first', async () => {
    const [a1, a2, a3] = [await enqueue(alice), await enqueue(alice), await enqueue(alice)];
    const b1 = await enqueue(bob);
    const c1 = await enqueue(carol);
    const claimed = [];
    for (let i = 0; i < 5; i++)
      claimed.push((await store.jobLeases.claim(`w${i}`, 30_000, ['custom'], undefined, 2))?.id);
    expect(claimed).toEqual([a1.id, a2.id, b1.id, c1.id, undefined]);
    // one of alice's jobs ends: her next one is claimable again
    await store.jobLeases.complete(a1.id, 'w0', null);
    expect((await store.jobLeases.claim('w5', 30_000, ['custom'], undefined, 2))?.id).toBe(a3.id);
  });

  it('takes nothing for a worker that runs no kind of job', async () => {
    const a1 = await enqueue(alice);
    expect(await store.jobLeases.claim('w0', 30_000, [])).toBeUndefined();
    expect(await store.jobLeases.claim('w0', 30_000, [], undefined, 2)).toBeUndefined();
    expect((await store.jobLeases.claim('w1', 30_000, ['custom']))?.id).toBe(a1.id);
  });

  it('takes the oldest job without a limit, as before', async () => {
    const [a1, a2, a3] = [await enqueue(alice), await enqueue(alice), await enqueue(alice)];
    await enqueue(bob);
    const claimed = [];
    for (let i = 0; i < 3; i++) claimed.push((await store.jobLeases.claim(`w${i}`, 30_000))?.id);
    expect(claimed).toEqual([a1.id, a2.id, a3.id]);
  });

  it('does not count a job whose lease expired (its worker died), and takes it over', async () => {
    const [a1, a2, a3] = [await enqueue(alice), await enqueue(alice), await enqueue(alice)];
    await store.jobLeases.claim('dead-1', 1000, undefined, undefined, 2);
    await store.jobLeases.claim('dead-2', 1000, undefined, undefined, 2);
    clock += 1001;
    const claimed = [];
    for (let i = 0; i < 3; i++)
      claimed.push((await store.jobLeases.claim(`w${i}`, 30_000, undefined, undefined, 2))?.id);
    expect(claimed).toEqual([a1.id, a2.id, undefined]);
    expect((await store.jobs.get(alice, a3.id))?.status).toBe('queued');
  });

  it('keeps to the limit when many workers claim at once, and never hands out one job twice', async () => {
    for (let i = 0; i < 6; i++) await enqueue(alice);
    const b1 = await enqueue(bob);
    const claimed = await Promise.all(
      Array.from({ length: 8 }, (_, i) => store.jobLeases.claim(`w${i}`, 30_000, ['custom'], undefined, 2)),
    );
    const jobs = claimed.filter((job) => job !== undefined);
    expect(new Set(jobs.map((job) => job.id)).size).toBe(jobs.length);
    expect(jobs.filter((job) => job.user_id === alice)).toHaveLength(2);
    expect(jobs.filter((job) => job.user_id === bob).map((job) => job.id)).toEqual([b1.id]);
    expect(await store.jobs.list(alice, { status: 'running' })).toHaveLength(2);
  });
});
