// The engine's jobs through the real worker: handlers wired by createJobHandlers, the real
// adapters against the sandbox, progress published on the event bus.

import {
  createCampaignFromList,
  createEventBus,
  createJobHandlers,
  type LeadgenEvent,
  runWorker,
} from '@leadgen/core';
import { discoverPayload } from '@leadgen/test-utils/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ID, sandboxScraper } from './run-harness.js';
import { type AiSandbox, FIVE, openWorld, startAiSandbox, type World } from './service-harness.js';

let ai: AiSandbox;
let world: World;

beforeAll(async () => {
  ai = await startAiSandbox();
  world = await openWorld();
});
afterAll(async () => {
  await world.store.close();
  await ai.sandbox.stop();
});

function handlers() {
  return createJobHandlers({
    store: world.store,
    scraper: sandboxScraper(ai.sandbox),
    writer: ai.writer({ attempts: 1 }),
    requestsPerSecond: 20,
  });
}

describe('jobs through the worker', () => {
  it('runs a discovery job to a completed list, publishing its progress step by step', async () => {
    const { store, alice } = world;
    const events: LeadgenEvent[] = [];
    const bus = createEventBus();
    bus.subscribe(alice, (event) => events.push(event));
    const job = await store.jobs.enqueue(
      alice,
      'discover',
      discoverPayload({ targets: ['natgeo'], max: 60, sessionId: SESSION_ID }),
    );
    await runWorker({ store, bus, mode: 'untilIdle', handlers: handlers() });
    const done = await store.jobs.get(alice, job.id);
    expect(done).toMatchObject({ status: 'completed', payload: { sessionId: null } });
    const listId = (done?.payload as { listId: string } | undefined)?.listId ?? '';
    expect(await store.lists.get(alice, listId)).toMatchObject({ status: 'completed', profiles_found: 60 });
    const steps = events.flatMap((event) =>
      event.type === 'job' && event.progress ? [event.progress.stepIndex] : [],
    );
    expect(new Set(steps)).toEqual(new Set([1, 2, 3, 4]));
    // from the step that made it on, each event names the list the run fills
    const jobEvents = events.filter((event) => event.type === 'job');
    expect(jobEvents.at(-1)).toMatchObject({ status: 'completed', listId });
    expect(
      jobEvents.filter((event) => (event.progress?.stepIndex ?? 0) > 1).every((e) => e.listId === listId),
    ).toBe(true);
    // a credit event per charged chunk, with the balance after it, ending at the ledger's
    const balances = events.flatMap((event) => (event.type === 'credits' ? [event.balance] : []));
    expect(balances.length).toBeGreaterThan(1);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    expect(balances.at(-1)).toBe(await store.ledger.balance(alice));
    expect(JSON.stringify(events)).not.toContain(SESSION_ID);
  });

  it('runs a personalisation job over a campaign, reporting per-profile results', async () => {
    const { store, alice } = world;
    const list = await world.seedList(alice, { name: 'Seeded - followers - Nov 22', profiles: FIVE });
    const campaign = await createCampaignFromList({ store }, alice, list.id, {
      template: 'Hi {First Name}!',
    });
    const job = await store.jobs.enqueue(alice, 'personalize', {
      campaignId: campaign.campaign.id,
      pauseMs: 0,
    });
    await runWorker({ store, mode: 'untilIdle', handlers: handlers() });
    const done = await store.jobs.get(alice, job.id);
    expect(done).toMatchObject({ status: 'completed', progress: { percent: 100, enriched: 5, failed: 0 } });
    expect(done?.result).toMatchObject({ notice: 'Successfully personalized 5 message(s)' });
    const leads = await store.campaignMembers.profiles(alice, campaign.campaign.id);
    const profile = leads.find((p) => p.id === list.ids['ana.p']);
    expect(profile?.message).toContain('Ana');
    expect(profile?.message_processed).toBe(true);
  });
});
