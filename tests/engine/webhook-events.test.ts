// Webhook events (issue 35) are recorded by the state change that causes them, in core, once:
// a run completing and failing in the real worker (the real Apify adapter on the sandbox), a
// watch run finding people, a lead marked replied, a charge taking the balance below the
// low-credits threshold. Each leaves exactly one pending delivery per subscribed endpoint, in the
// transaction of the change. Runs on SQLite, and on PostgreSQL under `npm run test:postgres`.

import {
  addWatch,
  addWebhook,
  createCampaignFromList,
  type DiscoverPayload,
  type DiscoveryInput,
  discoverHandler,
  listDeliveries,
  markLead,
  queueWatchRun,
  runWorker,
  watchHandler,
} from '@leadgen/core';
import { WEBHOOK_EVENTS } from '@leadgen/core/domain';
import type { Store } from '@leadgen/core/store';
import { discoverPayload } from '@leadgen/test-utils/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fundedStore, missingUsernames, sandboxScraper, startRunSandbox } from './run-harness.js';
import { FIVE, openWorld } from './service-harness.js';

let sandbox: Awaited<ReturnType<typeof startRunSandbox>>;
beforeAll(async () => {
  sandbox = await startRunSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => sandbox.reset());

let store: Store;
afterEach(() => store.close());

/** An endpoint taking every event; its deliveries' types and bodies, oldest first. */
async function subscribe(userId: string) {
  const { endpoint } = await addWebhook({ store }, userId, {
    url: 'https://hooks.example.com/leadgen',
    events: [...WEBHOOK_EVENTS],
  });
  return async () => {
    const { deliveries } = await listDeliveries({ store }, userId, endpoint.id);
    return deliveries.reverse().map((delivery) => {
      const body = JSON.parse(delivery.payload) as { type: string; data: Record<string, unknown> };
      expect(body.type).toBe(delivery.type);
      return { type: delivery.type, data: body.data, status: delivery.status };
    });
  };
}

const discover = (overrides: Partial<DiscoveryInput> = {}) => discoverPayload({ max: 50, ...overrides });

/** Queues a discovery run and runs it in this process's worker, as `leadgen discover` would. */
async function runDiscovery(userId: string, payload: DiscoverPayload) {
  const job = await store.jobs.enqueue(userId, 'discover', payload);
  await runWorker({
    store,
    handlers: { discover: discoverHandler({ store, scraper: sandboxScraper(sandbox) }) },
    mode: 'once',
    jobId: job.id,
    webhooks: false,
  });
  return (await store.jobs.get(userId, job.id)) ?? job;
}

describe('run events', () => {
  it('a discovery run that completes records run.completed with its list, counts and charge, once', async () => {
    const funded = await fundedStore(20_000);
    store = funded.store;
    const events = await subscribe(funded.userId);
    const job = await runDiscovery(funded.userId, discover());
    expect(job.status).toBe('completed');
    const recorded = await events();
    expect(recorded).toEqual([
      {
        type: 'run.completed',
        status: 'pending',
        data: expect.objectContaining({
          job_id: job.id,
          kind: 'discover',
          status: 'completed',
          list_id: expect.any(String),
          profiles_found: 50,
          enriched: 50,
          charged: 0.4,
          error: null,
        }),
      },
    ]);
  });

  it('a discovery run that fails records run.failed with its error, once', async () => {
    const funded = await fundedStore(20_000);
    store = funded.store;
    const events = await subscribe(funded.userId);
    const [ghost] = await missingUsernames(sandboxScraper(sandbox), 1);
    const job = await runDiscovery(funded.userId, discover({ targets: [ghost as string] }));
    expect(job.status).toBe('failed');
    expect(await events()).toEqual([
      {
        type: 'run.failed',
        status: 'pending',
        data: expect.objectContaining({
          job_id: job.id,
          status: 'failed',
          error: job.error,
          error_code: 'NOT_FOUND',
        }),
      },
    ]);
  });
});

describe('credits.low', () => {
  it('is recorded by the charge that crosses below 1 credit, not by the charges after it', async () => {
    const funded = await fundedStore(1_200);
    store = funded.store;
    const events = await subscribe(funded.userId);
    // 50 profiles at 0.008: 1.2 → 0.8 credits, over two chunks of 25 (each 0.2)
    await runDiscovery(funded.userId, discover());
    expect(await store.ledger.balance(funded.userId)).toBe(800);
    const low = (await events()).filter((event) => event.type === 'credits.low');
    expect(low).toEqual([{ type: 'credits.low', status: 'pending', data: { balance: 0.8, threshold: 1 } }]);
    // already below: the next run's charges record no second event
    await runDiscovery(funded.userId, discover({ targets: ['nasa'], max: 25 }));
    expect((await events()).filter((event) => event.type === 'credits.low')).toHaveLength(1);
  });
});

describe('watch.new_people', () => {
  it('is recorded by a watch run that found people, and not by one that found none', async () => {
    const funded = await fundedStore(20_000);
    store = funded.store;
    const events = await subscribe(funded.userId);
    const T0 = () => new Date('2026-01-01T00:00:00Z');
    const watch = await addWatch({ store, now: T0 }, funded.userId, {
      target: 'natgeo',
      type: 'followers',
      every: '1d',
      max: 30,
    });
    const runNow = async () => {
      const queued = await queueWatchRun({ store, now: T0 }, funded.userId, watch.id);
      if (!queued?.queued) throw new Error('no run queued');
      await runWorker({
        store,
        handlers: { watch: watchHandler({ store, scraper: sandboxScraper(sandbox) }) },
        mode: 'once',
        jobId: queued.job.id,
        webhooks: false,
      });
      return queued.job.id;
    };
    const first = await runNow();
    await runNow();
    const found = (await events()).filter((event) => event.type === 'watch.new_people');
    expect(found).toEqual([
      {
        type: 'watch.new_people',
        status: 'pending',
        data: { watch_id: watch.id, list_id: watch.search_list_id, job_id: first, count: 30, missed: null },
      },
    ]);
  });
});

describe('lead.replied', () => {
  it('is recorded by a mark to replied, once, and not by other marks', async () => {
    const world = await openWorld();
    store = world.store;
    const events = await subscribe(world.alice);
    const list = await world.seedList(world.alice, { name: 'Coaches list', profiles: FIVE });
    const made = await createCampaignFromList({ store }, world.alice, list.id, {
      template: 'Hi!',
      name: 'Coaches',
    });
    const deps = { store };
    const ana = { username: 'ana.p' };
    await markLead(deps, world.alice, made.campaign.id, ana, 'sent');
    await markLead(deps, world.alice, made.campaign.id, ana, 'replied', 'asked for prices');
    await markLead(deps, world.alice, made.campaign.id, ana, 'replied', 'asked for prices again');
    await markLead(deps, world.alice, made.campaign.id, { username: 'ben' }, 'skipped');
    const replied = await events();
    expect(replied).toEqual([
      {
        type: 'lead.replied',
        status: 'pending',
        data: expect.objectContaining({
          campaign_id: made.campaign.id,
          username: 'ana.p',
          note: 'asked for prices',
        }),
      },
    ]);
  });
});
