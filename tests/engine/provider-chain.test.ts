// Provider fallback chains (issue 34): a discovery walks its type's chain of actors. A missing
// (404) or failing actor hands the target to the next; a short one is topped up by the next for
// what is still missing. Each person is one row and one charge, whichever actor found them; each
// actor's run is recorded, so a takeover mid-chain follows every run instead of starting a twin.

import type { ActorChoices, Scraper } from '@leadgen/core';
import { DEFAULT_ACTORS, discoverHandler, listCompleteness } from '@leadgen/core';
import { discoverPayload } from '@leadgen/test-utils/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fundedStore,
  rejection,
  SESSION_ID,
  sandboxScraper,
  startRunSandbox,
  testRun,
} from './run-harness.js';

let sandbox: Awaited<ReturnType<typeof startRunSandbox>>;
beforeAll(async () => {
  sandbox = await startRunSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => sandbox.reset());

// Seed 1 of the sandbox: natgeo is public with 3,338 followers.
const PUBLIC = 'natgeo';
const DATADOPING = 'datadoping~instagram-followers-scraper';
const AIZEN0 = 'aizen0~instagram-follower-following-scraper';

const followersChain = (...chain: { id: string; contract: string }[]): ActorChoices => ({
  ...DEFAULT_ACTORS,
  followers: chain,
});
const payload = (max: number, sessionId: string | null = null) =>
  discoverPayload({ targets: [PUBLIC], max, sessionId });
type Funded = Awaited<ReturnType<typeof fundedStore>>;
const charged = async ({ store, userId }: Funded) => 20_000 - ((await store.ledger.balance(userId)) ?? 0);

/** The list's usernames: each person once. */
async function usernames({ store, userId }: Funded, listId: string): Promise<string[]> {
  const rows = await store.profiles.listRows(userId, listId);
  return rows.map((row) => row.username);
}

/** A sandbox actor id that behaves as datadoping's followers actor but stops after `items`. */
function shortActor(items: number): { id: string; contract: string } {
  sandbox.update({ actors: { 'acme~short': DATADOPING }, faults: { shortActors: { 'acme~short': items } } });
  return { id: 'acme~short', contract: DATADOPING };
}

describe('provider fallback chains', () => {
  it('completes through the second actor when the first is unknown to Apify (404), charging once per person', async () => {
    const funded = await fundedStore();
    const actors = followersChain(
      { id: 'acme~gone', contract: DATADOPING },
      { id: DATADOPING, contract: DATADOPING },
    );
    const handler = discoverHandler({ store: funded.store, scraper: sandboxScraper(sandbox, { actors }) });
    const result = await handler(testRun(funded.userId, 'discover', payload(40)).context);

    expect(result.profilesFound).toBe(40);
    const [row] = await listCompleteness({ store: funded.store }, funded.userId, result.listId);
    expect(row).toMatchObject({ target: PUBLIC, collected: 40, unique: 40, reason: 'requested_max' });
    // the missing actor delivered no one and is not credited
    expect(row?.actors).toEqual([{ actor: DATADOPING, delivered: 40 }]);
    const names = await usernames(funded, result.listId);
    expect(new Set(names).size).toBe(40);
    expect(result.charged).toBe((40 - result.reused - result.notFound) * 8);
    expect(await charged(funded)).toBe(result.charged);
    await funded.store.close();
  });

  it('tops up a short first actor with a second of another contract, for what is missing only', async () => {
    const funded = await fundedStore();
    // the second actor takes aizen0's input (`username`, `max_items`, `scrape_type`, `sessionid`)
    // and answers ids under `user_id`/`pk`/`id`: a session id lets it run
    const actors = followersChain(shortActor(15), { id: AIZEN0, contract: AIZEN0 });
    // the chain may reach an actor that logs in: the discovery asks for the session id
    expect(sandboxScraper(sandbox, { actors }).sessionIdRequired('followers')).toBe(true);
    const handler = discoverHandler({ store: funded.store, scraper: sandboxScraper(sandbox, { actors }) });
    const result = await handler(testRun(funded.userId, 'discover', payload(40, SESSION_ID)).context);

    const [row] = await listCompleteness({ store: funded.store }, funded.userId, result.listId);
    expect(row?.actors).toEqual([
      { actor: 'acme~short', delivered: 15 },
      { actor: AIZEN0, delivered: 25 },
    ]);
    expect(row).toMatchObject({ collected: 40, unique: 40, reason: 'requested_max' });
    // the second actor listed the first 15 again: kept once, charged once
    const names = await usernames(funded, result.listId);
    expect(names).toHaveLength(40);
    expect(new Set(names).size).toBe(40);
    expect(result.profilesFound).toBe(40);
    expect(result.charged).toBe((40 - result.reused - result.notFound) * 8);
    expect(await charged(funded)).toBe(result.charged);
    await funded.store.close();
  });

  it("hands a target to the next actor when the first one's run fails", async () => {
    const funded = await fundedStore();
    // the first run looks the target up; the second, the first actor's, fails
    sandbox.update({
      faults: {
        next: [
          { service: 'apify', runStatus: 'SUCCEEDED' },
          { service: 'apify', runStatus: 'FAILED' },
        ],
      },
    });
    const actors = followersChain(shortActor(1000), { id: DATADOPING, contract: DATADOPING });
    const handler = discoverHandler({ store: funded.store, scraper: sandboxScraper(sandbox, { actors }) });
    const result = await handler(testRun(funded.userId, 'discover', payload(30)).context);
    const [row] = await listCompleteness({ store: funded.store }, funded.userId, result.listId);
    expect(row?.actors).toEqual([{ actor: DATADOPING, delivered: 30 }]);
    expect(row).toMatchObject({ unique: 30, reason: 'requested_max' });
    await funded.store.close();
  });

  it('looks profiles up through the next profile actor when the first is missing, each run under its own key', async () => {
    const funded = await fundedStore();
    const PROFILES = 'apify~instagram-profile-scraper';
    const actors: ActorChoices = {
      ...DEFAULT_ACTORS,
      profiles: [
        { id: 'acme~gone', contract: PROFILES },
        { id: PROFILES, contract: PROFILES },
      ],
    };
    const run = testRun(funded.userId, 'discover', payload(30));
    const result = await discoverHandler({
      store: funded.store,
      scraper: sandboxScraper(sandbox, { actors }),
    })(run.context);
    expect(result.profilesFound).toBe(30);
    expect(result.enriched + result.notFound).toBe(30);
    expect(result.failed).toBe(0);
    expect(result.charged).toBe((30 - result.reused - result.notFound) * 8);
    expect(await charged(funded)).toBe(result.charged);
    // the second actor's runs are recorded beside the first's keys, which started none
    const keys = Object.keys(run.job.payload.providerRuns ?? {});
    expect(keys).toContain(`targets:${PUBLIC}@${PROFILES}`);
    expect(keys.some((key) => key.startsWith('lookup:') && key.endsWith(`@${PROFILES}`))).toBe(true);
    expect(keys.filter((key) => !key.includes('@')).sort()).toEqual(['discover']);
    await funded.store.close();
  });

  it('follows every recorded run of the chain when a worker dies mid-chain and another takes over', async () => {
    const funded = await fundedStore();
    const actors = followersChain(shortActor(15), { id: DATADOPING, contract: DATADOPING });
    const real = sandboxScraper(sandbox, { actors });
    // a crash right after the second actor's run started: both actors' runs are recorded
    const dying: Scraper = {
      ...real,
      discover: (request) =>
        real.discover({
          ...request,
          run: {
            ...request.run,
            started: async (runId) => {
              await request.run?.started?.(runId);
              if (request.actor === DATADOPING) throw new Error('kill -9');
            },
          },
        }),
    };
    const crashed = testRun(funded.userId, 'discover', payload(40));
    await rejection(discoverHandler({ store: funded.store, scraper: dying })(crashed.context));
    const listId = crashed.job.payload.listId as string;
    expect(await listCompleteness({ store: funded.store }, funded.userId, listId)).toEqual([]);
    expect(Object.keys(crashed.job.payload.providerRuns ?? {}).sort()).toEqual([
      'discover',
      `discover@${DATADOPING}`,
      `targets:${PUBLIC}`,
    ]);

    // the runs the takeover's discovery starts (enrichment's lookups come after)
    const restarted: string[] = [];
    const watching: Scraper = {
      ...real,
      discover: (request) =>
        real.discover({
          ...request,
          run: {
            ...request.run,
            started: async (runId) => {
              restarted.push(request.actor ?? '');
              await request.run?.started?.(runId);
            },
          },
        }),
    };
    const taken = testRun(funded.userId, 'discover', { ...crashed.job.payload });
    const result = await discoverHandler({ store: funded.store, scraper: watching })(taken.context);
    // both actors' runs were followed: not one discovery run started again
    expect(restarted).toEqual([]);
    const [row] = await listCompleteness({ store: funded.store }, funded.userId, listId);
    expect(row?.actors).toEqual([
      { actor: 'acme~short', delivered: 15 },
      { actor: DATADOPING, delivered: 25 },
    ]);
    const names = await usernames(funded, listId);
    expect(new Set(names).size).toBe(40);
    expect(names).toHaveLength(40);
    expect(await charged(funded)).toBe(result.charged);
    expect(result.charged).toBe((40 - result.reused - result.notFound) * 8);
    await funded.store.close();
  });
});
