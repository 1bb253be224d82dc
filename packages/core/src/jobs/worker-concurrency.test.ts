import { customPayload, testDatabase } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceObserver } from '../observer.js';
import { openStore, type Store } from '../store/open-store.js';
import type { Job, JobContext } from './job-types.js';
import { runWorker } from './worker.js';

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

/** A promise the test settles when it chooses. */
function gate() {
  const { promise: opened, resolve: open } = Promise.withResolvers<void>();
  return { opened, open };
}

/**
 * Handlers whose jobs run until the test opens their gate (or the worker shuts down), recording
 * which jobs started and how many run at once.
 */
function gatedJobs() {
  const gates = new Map<string, ReturnType<typeof gate>>();
  const started: string[] = [];
  let active = 0;
  let mostActive = 0;
  const gateOf = (jobId: string) => {
    const known = gates.get(jobId);
    if (known) return known;
    const made = gate();
    gates.set(jobId, made);
    return made;
  };
  return {
    started,
    get mostActive() {
      return mostActive;
    },
    get active() {
      return active;
    },
    finish: (job: Job) => gateOf(job.id).open(),
    handlers: {
      custom: async (context: JobContext) => {
        started.push(context.job.id);
        active++;
        mostActive = Math.max(mostActive, active);
        try {
          const stopped = new Promise<never>((_, reject) =>
            context.signal.addEventListener('abort', () => reject(context.signal.reason), { once: true }),
          );
          await Promise.race([gateOf(context.job.id).opened, stopped]);
          return 'done';
        } finally {
          active--;
        }
      },
    },
  };
}

describe('a worker running several jobs at once', () => {
  let otherId: string;
  beforeEach(async () => {
    otherId = (await store.users.create({ email: 'other@example.com', first_name: 'O', last_name: 'U' })).id;
  });
  const enqueue = async (user: string) => {
    clock += 1000;
    return store.jobs.enqueue(user, 'custom', customPayload());
  };

  it("runs two users' queued jobs at the same time", async () => {
    const mine = await enqueue(userId);
    const theirs = await enqueue(otherId);
    const jobs = gatedJobs();
    const working = runWorker({ store, mode: 'untilIdle', handlers: jobs.handlers });
    await vi.waitFor(() => expect(jobs.started).toEqual([mine.id, theirs.id]));
    expect((await store.jobs.get(userId, mine.id))?.status).toBe('running');
    expect((await store.jobs.get(otherId, theirs.id))?.status).toBe('running');
    jobs.finish(theirs);
    await vi.waitFor(async () =>
      expect((await store.jobs.get(otherId, theirs.id))?.status).toBe('completed'),
    );
    expect((await store.jobs.get(userId, mine.id))?.status).toBe('running');
    jobs.finish(mine);
    expect(await working).toMatchObject({ processed: 2 });
    expect((await store.jobs.get(userId, mine.id))?.status).toBe('completed');
  });

  it("holds a user's third job while two of theirs run, and starts another user's newer job", async () => {
    const [first, second, third] = [await enqueue(userId), await enqueue(userId), await enqueue(userId)];
    const theirs = await enqueue(otherId);
    const jobs = gatedJobs();
    const working = runWorker({ store, mode: 'untilIdle', perUserLimit: 2, handlers: jobs.handlers });
    // the third is older than theirs: were it claimable, it would have started before theirs did
    await vi.waitFor(() => expect(jobs.started).toContain(theirs.id));
    expect(jobs.started).toEqual([first.id, second.id, theirs.id]);
    expect((await store.jobs.get(userId, third.id))?.status).toBe('queued');
    // one of the user's jobs ends: their next one starts in its place
    jobs.finish(first);
    await vi.waitFor(() => expect(jobs.started).toContain(third.id));
    expect(jobs.mostActive).toBe(3);
    for (const job of [second, third, theirs]) jobs.finish(job);
    expect(await working).toMatchObject({ processed: 4 });
  });

  it('runs no more jobs at once than its concurrency', async () => {
    const third = await store.users.create({ email: 'third@example.com', first_name: 'T', last_name: 'U' });
    const queued = [await enqueue(userId), await enqueue(otherId), await enqueue(third.id)];
    const jobs = gatedJobs();
    // what was running each time the worker looked for more work
    const activeAtClaim: number[] = [];
    const claim = store.jobLeases.claim;
    store.jobLeases.claim = (...args) => {
      activeAtClaim.push(jobs.active);
      return claim(...args);
    };
    const working = runWorker({ store, mode: 'untilIdle', concurrency: 2, handlers: jobs.handlers });
    await vi.waitFor(() => expect(jobs.started).toHaveLength(2));
    expect(activeAtClaim.every((active) => active < 2)).toBe(true);
    expect((await store.jobs.get(third.id, queued[2]?.id ?? ''))?.status).toBe('queued');
    for (const job of queued) jobs.finish(job);
    expect(await working).toMatchObject({ processed: 3 });
    expect(jobs.mostActive).toBe(2);
    expect(activeAtClaim.every((active) => active < 2)).toBe(true);
  });

  it('gives every running job back to the queue on shutdown, and returns once all have', async () => {
    const queued = [await enqueue(userId), await enqueue(userId), await enqueue(otherId)];
    const jobs = gatedJobs();
    const slow = gate();
    const shutdown = new AbortController();
    let returned = false;
    const working = runWorker({
      store,
      mode: 'forever',
      signal: shutdown.signal,
      handlers: {
        custom: async (context: JobContext) => {
          if (context.job.user_id !== otherId) return jobs.handlers.custom(context);
          jobs.started.push(context.job.id);
          await new Promise((resolve) => context.signal.addEventListener('abort', resolve, { once: true }));
          // this one takes a while to reach a safe point after the shutdown
          await slow.opened;
          throw context.signal.reason;
        },
      },
    }).then((result) => {
      returned = true;
      return result;
    });
    await vi.waitFor(() => expect(jobs.started).toHaveLength(3));
    shutdown.abort();
    await vi.waitFor(async () => {
      for (const job of queued.slice(0, 2))
        expect((await store.jobs.get(userId, job.id))?.status).toBe('queued');
    });
    expect(returned).toBe(false);
    expect((await store.jobs.get(otherId, queued[2]?.id ?? ''))?.status).toBe('running');
    slow.open();
    expect(await working).toMatchObject({ processed: 3 });
    for (const job of queued)
      expect(await store.jobs.get(job.user_id, job.id)).toMatchObject({ status: 'queued', attempts: 1 });
  });

  it('runs only its given job in the foreground, whatever the concurrency', async () => {
    const older = await enqueue(userId);
    const mine = await enqueue(userId);
    const ran: string[] = [];
    const result = await runWorker({
      store,
      mode: 'untilIdle',
      jobId: mine.id,
      concurrency: 4,
      handlers: {
        custom: async (context) => {
          ran.push(context.job.id);
        },
      },
    });
    expect(result).toMatchObject({ processed: 1, ran: [{ id: expect.any(String) }] });
    expect(ran).toEqual([mine.id]);
    expect((await store.jobs.get(userId, older.id))?.status).toBe('queued');
  });
});

describe('a shutdown with a deadline', () => {
  it('hands a job whose chunk is still in flight back to the queue at the deadline, and reports how runs end and what they charged', async () => {
    const stuck = await store.jobs.enqueue(userId, 'custom', customPayload());
    const finished: Parameters<NonNullable<ServiceObserver['onJobFinished']>>[0][] = [];
    const charges: number[] = [];
    const observer: ServiceObserver = {
      onJobFinished: (run) => finished.push(run),
      onCharge: ({ millicredits }) => charges.push(millicredits),
    };
    const stop = new AbortController();
    const handBack = new AbortController();
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const worker = runWorker({
      store,
      mode: 'forever',
      pollMs: 10,
      // one job at a time: the loop waits on the stuck job instead of polling beside it
      concurrency: 1,
      signal: stop.signal,
      handBack: handBack.signal,
      observer,
      handlers: {
        // a chunk that ignores the stop (it is paid for, so it is finished), and never ends
        custom: async (context) => {
          context.creditsChanged?.(492, 8);
          started();
          await new Promise(() => {});
        },
      },
    });
    await running;
    stop.abort();
    // the stop alone waits for the chunk: the job is still this worker's
    expect((await store.jobs.get(userId, stuck.id))?.status).toBe('running');
    handBack.abort();
    const { processed } = await worker;
    expect(processed).toBe(1);
    const row = await store.db
      .selectFrom('jobs')
      .select(['status', 'lease_owner', 'lease_expires_at'])
      .where('id', '=', stuck.id)
      .executeTakeFirstOrThrow();
    // back in the queue with no lease: the next worker, on any host, takes it at once
    expect(row).toEqual({ status: 'queued', lease_owner: null, lease_expires_at: null });
    expect(finished.map(({ kind, outcome }) => ({ kind, outcome }))).toEqual([
      { kind: 'custom', outcome: 'requeued' },
    ]);
    expect(charges).toEqual([8]);
  });

  it('reports a completed run with how long it took', async () => {
    await store.jobs.enqueue(userId, 'custom', customPayload());
    const finished: Parameters<NonNullable<ServiceObserver['onJobFinished']>>[0][] = [];
    await runWorker({
      store,
      mode: 'untilIdle',
      observer: { onJobFinished: (run) => finished.push(run) },
      handlers: { custom: async () => ({}) },
    });
    expect(finished).toEqual([{ kind: 'custom', outcome: 'completed', durationMs: expect.any(Number) }]);
  });
});
