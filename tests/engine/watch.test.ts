// Watchlists (issue 34): a watch's runs through the real worker, the real Apify adapter and the
// sandbox, whose audiences grow with its clock. Each run adds only the people the watch has not
// seen and charges only them; "missed" is reported when more arrived than a run collects. Runs on
// SQLite, and on PostgreSQL under `npm run test:postgres`.

import {
  addWatch,
  getWatch,
  listProfiles,
  markProfilesSeen,
  queueDueWatches,
  queueWatchRun,
  runWorker,
  type WatchRunResult,
  watchHandler,
  watchRunPayload,
} from '@leadgen/core';
import type { Store } from '@leadgen/core/store';
import { grownBy } from '@leadgen/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fundedStore, sandboxScraper, startRunSandbox } from './run-harness.js';

let sandbox: Awaited<ReturnType<typeof startRunSandbox>>;
beforeAll(async () => {
  sandbox = await startRunSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => {
  sandbox.reset();
  sandbox.update({ audienceClock: null });
});

const PRICE = 8;
const T0 = new Date('2026-01-01T00:00:00Z');
const WEEK_LATER = '2026-01-08T00:00:00Z';

/** Runs the watch now in a worker of this process; the run's result and what the ledger lost. */
async function runNow(store: Store, userId: string, watchId: string) {
  const before = (await store.ledger.balance(userId)) ?? 0;
  const queued = await queueWatchRun({ store, now: () => T0 }, userId, watchId);
  if (!queued?.queued) throw new Error('no run queued');
  await runWorker({
    store,
    handlers: { watch: watchHandler({ store, scraper: sandboxScraper(sandbox) }) },
    mode: 'once',
    jobId: queued.job.id,
  });
  const job = await store.jobs.get(userId, queued.job.id);
  expect(job?.status, job?.error ?? '').toBe('completed');
  const spent = before - ((await store.ledger.balance(userId)) ?? 0);
  return { result: job?.result as WatchRunResult, spent };
}

describe('a watch of natgeo’s followers', () => {
  it('adds and charges nobody on a run right after another', async () => {
    const { store, userId } = await fundedStore(20_000);
    const watch = await addWatch({ store, now: () => T0 }, userId, {
      target: '@NatGeo',
      type: 'followers',
      every: '1d',
      max: 100,
    });
    const first = await runNow(store, userId, watch.id);
    expect(first.result.watch.added).toBeGreaterThanOrEqual(95);
    expect(first.spent).toBe(first.result.watch.added * PRICE);
    expect(first.result.charged).toBe(first.spent);

    const second = await runNow(store, userId, watch.id);
    expect(second.result.watch).toMatchObject({ added: 0, missed: 0 });
    expect(second.spent).toBe(0);
    expect(second.result.charged).toBe(0);
    expect((await getWatch({ store }, userId, watch.id)).last_added).toBe(0);
    await store.close();
  });

  it('after the sandbox clock moves a week, adds exactly the new followers and charges only them', async () => {
    const { store, userId } = await fundedStore(20_000);
    const watch = await addWatch({ store, now: () => T0 }, userId, {
      target: 'natgeo',
      type: 'followers',
      every: '7d',
      max: 100,
    });
    const first = await runNow(store, userId, watch.id);
    sandbox.update({ audienceClock: WEEK_LATER });
    const arrived = grownBy(1, 'natgeo', 'followers', 7);
    expect(arrived).toBeGreaterThan(10);

    const { result, spent } = await runNow(store, userId, watch.id);
    expect(result.watch).toMatchObject({ added: arrived, missed: 0 });
    expect(result.watch.reported).toBe((first.result.watch.reported ?? 0) + arrived);
    expect(spent).toBe(arrived * PRICE);
    expect(result.charged).toBe(spent);

    // the list holds both runs' people; this run's are the ones marked new
    const page = await listProfiles({ store }, userId, watch.search_list_id, { limit: 1000 });
    expect(page.profiles).toHaveLength(first.result.watch.added + arrived);
    const fresh = page.profiles.filter((profile) => profile.is_new);
    expect(fresh).toHaveLength(first.result.watch.added + arrived);
    await markProfilesSeen({ store }, userId, watch.search_list_id);
    const seen = await listProfiles({ store }, userId, watch.search_list_id, { limit: 1000 });
    expect(seen.profiles.filter((profile) => profile.is_new)).toEqual([]);
    await store.close();
  });

  it('reports "missed" when more people arrived than the run collects', async () => {
    const { store, userId } = await fundedStore(20_000);
    const watch = await addWatch({ store, now: () => T0 }, userId, {
      target: 'natgeo',
      type: 'followers',
      every: '1d',
      max: 50,
    });
    await runNow(store, userId, watch.id);
    sandbox.update({ audienceClock: WEEK_LATER });
    const arrived = grownBy(1, 'natgeo', 'followers', 7);
    expect(arrived).toBeGreaterThan(50);

    const { result, spent } = await runNow(store, userId, watch.id);
    expect(result.watch.added).toBeLessThanOrEqual(50);
    expect(result.watch.missed).toBe(arrived - result.watch.added);
    expect(result.notice).toBe(
      `missed ≈${arrived - result.watch.added}: more people arrived than the run's maximum`,
    );
    expect(spent).toBe(result.watch.added * PRICE);
    expect(await getWatch({ store }, userId, watch.id)).toMatchObject({
      last_added: result.watch.added,
      last_missed: arrived - result.watch.added,
    });
    await store.close();
  });
});

describe('adding a watch', () => {
  // issue 37: a watch's runs are queued from the watch as added (`watchRunPayload`), and their
  // handler trusts that payload: every front end adds one through addWatch, which checks it
  it('refuses a bad target, search type or profile limit with the spec messages, adding nothing', async () => {
    const { store, userId } = await fundedStore(20_000);
    const valid = { target: 'natgeo', type: 'followers', every: '1d', max: 100 };
    for (const [input, message] of [
      [{ target: 'bad name!' }, 'Invalid username format: bad name!'],
      [{ type: 'likes' }, 'Search type must be followers or following'],
      [{ max: 1001 }, 'Profile limit must be between 1 and 1000'],
    ] as const) {
      await expect(addWatch({ store }, userId, { ...valid, ...input })).rejects.toMatchObject({
        code: 'INVALID_INPUT',
        message,
      });
    }
    expect(await store.watches.list(userId)).toEqual([]);
    expect(await store.lists.list(userId)).toEqual([]);
    await store.close();
  });
});

describe('scheduling', () => {
  it('queues only due watches, and never a second run of a watch while one is queued', async () => {
    const { store, userId } = await fundedStore(20_000);
    const at = (iso: string) => () => new Date(iso);
    const daily = await addWatch({ store, now: () => T0 }, userId, {
      target: 'natgeo',
      type: 'followers',
      every: '1d',
    });
    const weekly = await addWatch({ store, now: () => T0 }, userId, {
      target: 'nasa',
      type: 'followers',
      every: '7d',
    });
    // both are due at once when added
    const first = await queueDueWatches({ store, now: at('2026-01-01T00:00:01Z') });
    expect(first.map((run) => run.watch.id).sort()).toEqual([daily.id, weekly.id].sort());
    // queued and not yet run: not queued again, even when asked to run now
    expect(await queueDueWatches({ store, now: at('2026-01-03T00:00:00Z') })).toEqual([]);
    const again = await queueWatchRun({ store }, userId, daily.id);
    expect(again).toMatchObject({ queued: false, job: { id: first[0]?.job.id ?? '' } });
    // the runs end: a day later only the daily watch is due
    for (const run of first) await store.jobs.cancel(userId, run.job.id);
    const later = await queueDueWatches({ store, now: at('2026-01-02T00:00:02Z') });
    expect(later.map((run) => run.watch.id)).toEqual([daily.id]);
    expect(await queueDueWatches({ store, now: at('2026-01-02T00:00:03Z') })).toEqual([]);
    await store.close();
  });

  it('the worker queues a due watch itself and runs it', async () => {
    const { store, userId } = await fundedStore(20_000);
    const watch = await addWatch({ store, now: () => T0 }, userId, {
      target: 'nasa',
      type: 'followers',
      every: '1d',
      max: 20,
    });
    const { ran } = await runWorker({
      store,
      handlers: { watch: watchHandler({ store, scraper: sandboxScraper(sandbox) }) },
      mode: 'untilIdle',
      schedule: () => queueDueWatches({ store, now: () => new Date('2026-01-01T00:00:09Z') }),
    });
    expect(ran).toHaveLength(1);
    const after = await getWatch({ store }, userId, watch.id);
    expect(after).toMatchObject({
      active_job_id: null,
      last_job_id: ran[0]?.id,
      next_run_at: '2026-01-02T00:00:09.000Z',
    });
    expect(after.last_added).toBeGreaterThanOrEqual(18);
    await store.close();
  });

  it('fails a second job of a watch (a run resumed by hand) while its run is queued', async () => {
    const { store, userId } = await fundedStore(20_000);
    const watch = await addWatch({ store, now: () => T0 }, userId, {
      target: 'nasa',
      type: 'followers',
      every: '1d',
    });
    const queued = await queueWatchRun({ store }, userId, watch.id);
    const stray = await store.jobs.enqueue(userId, 'watch', watchRunPayload(watch));
    await runWorker({
      store,
      handlers: { watch: watchHandler({ store, scraper: sandboxScraper(sandbox) }) },
      mode: 'once',
      jobId: stray.id,
    });
    expect(await store.jobs.get(userId, stray.id)).toMatchObject({
      status: 'failed',
      error: 'A run of this watch is already queued or running',
    });
    expect((await getWatch({ store }, userId, watch.id)).active_job_id).toBe(queued?.job.id);
    await store.close();
  });

  it('queues one run between concurrent schedulers', async () => {
    const { store, userId } = await fundedStore(20_000);
    const watch = await addWatch({ store, now: () => T0 }, userId, {
      target: 'natgeo',
      type: 'followers',
      every: '1d',
    });
    const deps = { store, now: () => new Date('2026-01-01T00:00:05Z') };
    const runs = await Promise.all(Array.from({ length: 6 }, () => queueDueWatches(deps)));
    expect(runs.flat()).toHaveLength(1);
    const jobs = await store.jobs.list(userId);
    expect(jobs.filter((job) => job.kind === 'watch')).toHaveLength(1);
    expect((await getWatch({ store }, userId, watch.id)).active_job_id).toBe(jobs[0]?.id);
    await store.close();
  });
});
