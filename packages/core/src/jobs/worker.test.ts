import { hostname } from 'node:os';
import { customPayload, discoverPayload, testDatabase } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ValidationError } from '../domain/errors.js';
import { openStore, type Store } from '../store/open-store.js';
import { createEventBus, type LeadgenEvent } from './event-bus.js';
import type { JobContext, JobProgress } from './job-types.js';
import { LEASE_MS, MAX_ATTEMPTS, ownerAlive, runWorker, UNEXPECTED_FAILURE } from './worker.js';

let store: Store;
let drop: () => Promise<void>;
let clock: number;
let userId: string;

beforeEach(async () => {
  clock = Date.parse('2026-11-22T10:00:00Z');
  const test = await testDatabase();
  drop = test.drop;
  store = await openStore({ database: test.database, now: () => new Date(clock) });
  userId = (await store.users.create({ email: 'jobs@example.com', first_name: 'J', last_name: 'W' })).id;
});
afterEach(async () => {
  await store.close();
  await drop();
});

const step = (stepIndex: number): JobProgress => ({
  step: `step ${stepIndex}`,
  stepIndex,
  stepCount: 3,
  percent: Math.round((stepIndex / 3) * 100),
  discovered: stepIndex,
  enriched: 0,
  failed: 0,
});

describe('job queue and worker', () => {
  it('runs queued jobs oldest first, stores progress and results, and publishes events', async () => {
    const first = await store.jobs.enqueue(
      userId,
      'custom',
      customPayload({ usernames: ['one'], sessionId: 'secret' }),
    );
    clock += 1000;
    const second = await store.jobs.enqueue(userId, 'custom', customPayload({ usernames: ['two'] }));
    const seen: string[] = [];
    const events: LeadgenEvent[] = [];
    const bus = createEventBus();
    bus.subscribe(userId, (event) => events.push(event));
    const result = await runWorker({
      store,
      bus,
      mode: 'untilIdle',
      handlers: {
        custom: async (context: JobContext<{ usernames: string[] }>) => {
          seen.push(context.job.payload.usernames.join());
          await context.progress(step(1));
          await context.progress(step(3));
          return { doubled: context.job.payload.usernames.join().repeat(2) };
        },
      },
    });
    expect(result.processed).toBe(2);
    expect(seen).toEqual(['one', 'two']);
    const done = await store.jobs.get(userId, first.id);
    expect(done).toMatchObject({
      status: 'completed',
      result: { doubled: 'oneone' },
      progress: step(3),
      attempts: 1,
    });
    // the credential is erased when the job ends
    expect(done?.payload).toEqual({ usernames: ['one'], sessionId: null });
    expect((await store.jobs.get(userId, second.id))?.status).toBe('completed');
    expect(events.filter((e) => e.type === 'job' && e.status === 'completed')).toHaveLength(2);
    // progress alone changes no balance: no credit event on every tick
    expect(events.filter((e) => e.type === 'credits')).toEqual([]);
  });

  it("records a run's list and provider runs on the job, tags its events with the list, and relays charges", async () => {
    const job = await store.jobs.enqueue(userId, 'discover', discoverPayload());
    const events: LeadgenEvent[] = [];
    const bus = createEventBus();
    bus.subscribe(userId, (event) => events.push(event));
    await runWorker({
      store,
      bus,
      mode: 'untilIdle',
      handlers: {
        discover: async (context: JobContext) => {
          await context.progress(step(1));
          await context.attachList?.('list-1');
          await context.attachRun?.('discover', 'run-1');
          await context.progress(step(2));
          context.creditsChanged?.(492);
          return {};
        },
      },
    });
    expect((await store.jobs.get(userId, job.id))?.payload).toMatchObject({
      listId: 'list-1',
      providerRuns: { discover: 'run-1' },
    });
    const jobEvents = events.filter((e) => e.type === 'job');
    expect(jobEvents.map((e) => [e.progress?.stepIndex ?? null, e.listId])).toEqual([
      [null, null],
      [1, null],
      [2, 'list-1'],
      [2, 'list-1'],
    ]);
    expect(events.filter((e) => e.type === 'credits')).toEqual([{ type: 'credits', userId, balance: 492 }]);
  });

  it('reads back the provider runs recorded so far: a dead worker’s, and its own as they start', async () => {
    const job = await store.jobs.enqueue(userId, 'discover', discoverPayload());
    // a worker recorded the discovery's run, then died
    await store.jobLeases.claim('dead-worker', 30_000);
    await store.jobLeases.mergePayload(job.id, { providerRuns: { discover: 'run-1' } });
    clock += 30_001;
    const seen: (Record<string, string> | undefined)[] = [];
    await runWorker({
      store,
      mode: 'untilIdle',
      handlers: {
        discover: async (context: JobContext) => {
          seen.push(await context.recordedRuns?.());
          // lookups in flight together record their runs at once
          await Promise.all([
            context.attachRun?.('lookup:a', 'run-2'),
            context.attachRun?.('lookup:b', 'run-3'),
          ]);
          seen.push(await context.recordedRuns?.());
          return {};
        },
      },
    });
    expect(seen).toEqual([
      { discover: 'run-1' },
      { discover: 'run-1', 'lookup:a': 'run-2', 'lookup:b': 'run-3' },
    ]);
  });

  it("fails a job with a LeadgenError's message, and hides unexpected errors behind a generic one", async () => {
    const known = await store.jobs.enqueue(userId, 'discover', discoverPayload({ targets: ['known'] }));
    const unknown = await store.jobs.enqueue(userId, 'discover', discoverPayload({ targets: ['unknown'] }));
    const logged: string[] = [];
    await runWorker({
      store,
      mode: 'untilIdle',
      log: (line) => logged.push(line),
      handlers: {
        discover: async (context: JobContext<{ targets: string[] }>) => {
          if (context.job.payload.targets[0] === 'known')
            throw new ValidationError('Instagram session ID is required');
          throw new TypeError('x is undefined');
        },
      },
    });
    expect(await store.jobs.get(userId, known.id)).toMatchObject({
      status: 'failed',
      error: 'Instagram session ID is required',
    });
    expect(await store.jobs.get(userId, unknown.id)).toMatchObject({
      status: 'failed',
      error: UNEXPECTED_FAILURE,
    });
    expect(logged).toEqual([`job ${unknown.id} (discover) failed`]);
  });

  it('stops a running job when it is canceled, at its next progress update', async () => {
    const job = await store.jobs.enqueue(userId, 'custom', customPayload());
    let abortedAt = -1;
    await runWorker({
      store,
      mode: 'once',
      handlers: {
        custom: async (context) => {
          for (let i = 1; i <= 5; i++) {
            if (i === 3) await store.jobs.cancel(userId, job.id);
            await context.progress(step(i));
            if (context.signal.aborted) {
              abortedAt = i;
              throw context.signal.reason;
            }
          }
        },
      },
    });
    expect(abortedAt).toBe(3);
    expect((await store.jobs.get(userId, job.id))?.status).toBe('canceled');
  });

  it('gives a job back to the queue when the worker shuts down, and another worker finishes it', async () => {
    const job = await store.jobs.enqueue(userId, 'custom', customPayload());
    const shutdown = new AbortController();
    await runWorker({
      store,
      mode: 'once',
      signal: shutdown.signal,
      handlers: {
        custom: async (context) => {
          await context.progress(step(1));
          shutdown.abort();
          throw context.signal.reason;
        },
      },
    });
    expect(await store.jobs.get(userId, job.id)).toMatchObject({ status: 'queued', progress: step(1) });
    await runWorker({ store, mode: 'once', handlers: { custom: async () => 'finished' } });
    expect(await store.jobs.get(userId, job.id)).toMatchObject({
      status: 'completed',
      result: 'finished',
      attempts: 2,
    });
  });

  it('reclaims a job whose worker died once its lease expires, and no sooner', async () => {
    const job = await store.jobs.enqueue(userId, 'custom', customPayload());
    const dead = await store.jobLeases.claim('dead-worker', 30_000);
    expect(dead?.id).toBe(job.id);
    expect(await store.jobLeases.claim('other', 30_000)).toBeUndefined();
    clock += 30_001;
    const taken = await store.jobLeases.claim('other', 30_000);
    expect(taken).toMatchObject({ id: job.id, attempts: 2 });
    // the dead worker's late writes are refused
    expect(await store.jobLeases.setProgress(job.id, 'dead-worker', step(1), 30_000)).toBe('lost');
    expect(await store.jobLeases.complete(job.id, 'dead-worker', 'late')).toBe('lost');
    expect(await store.jobLeases.heartbeat(job.id, 'other', 30_000)).toBe('held');
  });

  it('takes over at once a job whose worker on this host is gone, not one whose worker lives', async () => {
    const host = hostname();
    // a pid that cannot exist (above the kernel's pid_max), and this test's parent, which lives
    const gone = await store.jobs.enqueue(userId, 'custom', customPayload({ usernames: ['gone'] }));
    await store.jobLeases.claim(`${host}:4194305:dead`, LEASE_MS);
    clock += 1;
    const alive = await store.jobs.enqueue(userId, 'custom', customPayload({ usernames: ['alive'] }));
    await store.jobLeases.claim(`${host}:${process.ppid}:busy`, LEASE_MS);
    const ran: string[] = [];
    await runWorker({
      store,
      mode: 'untilIdle',
      handlers: {
        custom: async (context: JobContext<{ usernames: string[] }>) => {
          ran.push(context.job.payload.usernames.join());
        },
      },
    });
    // no clock moved: the dead worker's lease still had 10 s to go
    expect(ran).toEqual(['gone']);
    expect(await store.jobs.get(userId, gone.id)).toMatchObject({ status: 'completed', attempts: 2 });
    expect(await store.jobs.get(userId, alive.id)).toMatchObject({ status: 'running' });
    expect(ownerAlive(`${host}:${process.pid}:me`)).toBe(true);
    expect(ownerAlive('no-pid-here')).toBe(true);
  });

  it('never shows a job taken over going back to a lower percent', async () => {
    const job = await store.jobs.enqueue(userId, 'custom', customPayload());
    await store.jobLeases.claim('dead-worker', LEASE_MS);
    await store.jobLeases.setProgress(job.id, 'dead-worker', step(2), LEASE_MS); // 67%
    clock += LEASE_MS + 1;
    const seen: number[] = [];
    await runWorker({
      store,
      mode: 'once',
      handlers: {
        custom: async (context: JobContext) => {
          // it said at once that it was resuming, where it stood
          const atStart = (await store.jobs.get(userId, job.id))?.progress;
          expect(atStart).toMatchObject({ percent: 67, notice: 'Resuming where the run stopped…' });
          await context.progress(step(1)); // 33%: the steps start again
          seen.push((await store.jobs.get(userId, job.id))?.progress?.percent ?? -1);
          await context.progress(step(3));
          seen.push((await store.jobs.get(userId, job.id))?.progress?.percent ?? -1);
        },
      },
    });
    expect(seen).toEqual([67, 100]);
  });

  it('fails a job that keeps dying instead of retrying forever', async () => {
    const job = await store.jobs.enqueue(userId, 'custom', customPayload());
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await store.jobLeases.claim(`dead-${i}`, 1000);
      clock += 1001;
    }
    let ran = false;
    await runWorker({
      store,
      mode: 'once',
      handlers: {
        custom: async () => {
          ran = true;
        },
      },
    });
    expect(ran).toBe(false);
    expect((await store.jobs.get(userId, job.id))?.status).toBe('failed');
  });

  it('claims only the kinds the worker handles, and never one job twice', async () => {
    await store.jobs.enqueue(userId, 'personalize', {});
    const custom = await store.jobs.enqueue(userId, 'custom', customPayload());
    const claimed = await Promise.all([
      store.jobLeases.claim('a', 30_000, ['custom']),
      store.jobLeases.claim('b', 30_000, ['custom']),
    ]);
    expect(claimed.filter(Boolean).map((job) => job?.id)).toEqual([custom.id]);
  });

  it('claims one given job when asked, ahead of older ones', async () => {
    const older = await store.jobs.enqueue(userId, 'custom', customPayload());
    clock += 1000;
    const mine = await store.jobs.enqueue(userId, 'custom', customPayload());
    const ran: string[] = [];
    await runWorker({
      store,
      mode: 'once',
      jobId: mine.id,
      handlers: {
        custom: async (context) => {
          ran.push(context.job.id);
        },
      },
    });
    expect(ran).toEqual([mine.id]);
    expect((await store.jobs.get(userId, older.id))?.status).toBe('queued');
  });

  it('keeps users to their own jobs: read, list, cancel and resume', async () => {
    const other = await store.users.create({ email: 'other@example.com', first_name: 'O', last_name: 'U' });
    const job = await store.jobs.enqueue(userId, 'discover', {
      ...discoverPayload({ sessionId: 'old' }),
      listId: 'l1',
    });
    expect(await store.jobs.get(other.id, job.id)).toBeUndefined();
    expect(await store.jobs.list(other.id)).toEqual([]);
    expect(await store.jobs.cancel(other.id, job.id)).toBeUndefined();
    expect(await store.jobs.resume(other.id, job.id)).toBeUndefined();
    expect(await store.jobs.cancel(userId, job.id)).toMatchObject({
      status: 'canceled',
      payload: { sessionId: null },
    });
    expect(await store.jobs.resume(userId, job.id, { sessionId: 'new' })).toMatchObject({
      status: 'queued',
      payload: { listId: 'l1', sessionId: 'new' },
    });
    expect(await store.jobs.list(userId)).toHaveLength(1);
  });

  it('records what a run created on its payload, so a resumed run continues it', async () => {
    const payload = discoverPayload({ targets: ['nasa'], sessionId: 's' });
    const job = await store.jobs.enqueue(userId, 'discover', payload);
    await store.jobLeases.mergePayload(job.id, { listId: 'list-1' });
    expect((await store.jobs.get(userId, job.id))?.payload).toEqual({ ...payload, listId: 'list-1' });
  });
});
