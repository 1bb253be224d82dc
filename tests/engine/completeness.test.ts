// Completeness per target (issue 34): what each target reports, what was collected, unique and
// already known, and why a target came up short, kept with the list as the run goes, exact
// across resumes and takeovers; a provider run that "succeeds" with no one charges nothing.

import type { JobProgress, Scraper } from '@leadgen/core';
import { discoverHandler, listCompleteness } from '@leadgen/core';
import { LeadgenError } from '@leadgen/core/domain';
import { discoverPayload } from '@leadgen/test-utils/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fundedStore, rejection, sandboxScraper, startRunSandbox, testRun } from './run-harness.js';

let sandbox: Awaited<ReturnType<typeof startRunSandbox>>;
beforeAll(async () => {
  sandbox = await startRunSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => sandbox.reset());

// Seed 1 of the sandbox: natgeo is public with 3,338 followers, closed_9 is private with 1,555,
// and no account goes by ghost_4 (the sandbox's own test checks these).
const PUBLIC = 'natgeo';
const PRIVATE = 'closed_9';
const MISSING = 'ghost_4';

const payload = (targets: string[], max: number) => discoverPayload({ targets, max });
/** The one actor of the default chain, as each target's completeness names it. */
const by = (delivered: number) => [{ actor: 'datadoping~instagram-followers-scraper', delivered }];
const charged = async (store: Awaited<ReturnType<typeof fundedStore>>['store'], userId: string) =>
  20_000 - ((await store.ledger.balance(userId)) ?? 0);

describe('completeness per target', () => {
  it('reports a private, a missing and a public target, the public one taking what the others left', async () => {
    const { store, userId } = await fundedStore();
    const handler = discoverHandler({ store, scraper: sandboxScraper(sandbox) });
    const result = await handler(
      testRun(userId, 'discover', payload([PRIVATE, MISSING, PUBLIC], 60)).context,
    );

    const rows = await listCompleteness({ store }, userId, result.listId);
    expect(rows).toEqual([
      {
        target: PRIVATE,
        reported: 1555,
        collected: 0,
        unique: 0,
        alreadyKnown: 0,
        reason: 'private',
        actors: by(0),
      },
      {
        target: MISSING,
        reported: null,
        collected: 0,
        unique: 0,
        alreadyKnown: 0,
        reason: 'not_found',
        actors: by(0),
      },
      // asked for the whole 60 the first two left: the list's maximum stopped it
      {
        target: PUBLIC,
        reported: 3338,
        collected: 60,
        unique: 60,
        alreadyKnown: 0,
        reason: 'requested_max',
        actors: by(60),
      },
    ]);
    expect(result.completeness).toEqual(rows);
    expect(result.profilesFound).toBe(60);
    // only the public target's people were charged, each once
    expect(await charged(store, userId)).toBe(result.charged);
    expect(result.charged).toBe(result.enriched * 8);
    expect(await store.ledger.sum(userId)).toBe(20_000 - result.charged);
    await store.close();
  });

  it('counts the people a target shares with an earlier list as already known, not charged', async () => {
    const { store, userId } = await fundedStore();
    const handler = discoverHandler({ store, scraper: sandboxScraper(sandbox) });
    await handler(testRun(userId, 'discover', payload([PUBLIC], 40)).context);
    const spent = await charged(store, userId);
    // the followers list is a stable prefix: the first 30 are people the first list enriched
    const again = await handler(testRun(userId, 'discover', payload([PUBLIC], 30)).context);
    const [row] = await listCompleteness({ store }, userId, again.listId);
    expect(row).toMatchObject({ target: PUBLIC, collected: 30, unique: 30, reason: 'requested_max' });
    expect(row?.alreadyKnown).toBeGreaterThan(25);
    expect(row?.alreadyKnown).toBe(again.reused);
    expect(await charged(store, userId)).toBe(spent + again.charged);
    expect(again.charged).toBe((30 - again.reused - again.notFound) * 8);
    await store.close();
  });

  it('fails a run whose provider "succeeds" with no one, charging nothing, and says why per target', async () => {
    const { store, userId } = await fundedStore();
    // the first run looks the target up; the second, the discovery, succeeds with no items
    sandbox.update({
      faults: {
        next: [
          { service: 'apify', runStatus: 'SUCCEEDED' },
          { service: 'apify', runStatus: 'SUCCEEDED', runItems: 0 },
        ],
      },
    });
    const run = testRun(userId, 'discover', payload([PUBLIC], 50));
    const error = await rejection(discoverHandler({ store, scraper: sandboxScraper(sandbox) })(run.context));
    expect(error).toBeInstanceOf(LeadgenError);
    expect(error.message).toBe(
      'The scraping service returned no followers for @natgeo, which has 3,338 followers on Instagram. Nothing was charged. Please try again later.',
    );
    const listId = run.job.payload.listId as string;
    expect(await store.lists.get(userId, listId)).toMatchObject({ status: 'failed', cost: 0 });
    expect(await charged(store, userId)).toBe(0);
    expect(await listCompleteness({ store }, userId, listId)).toEqual([
      {
        target: PUBLIC,
        reported: 3338,
        collected: 0,
        unique: 0,
        alreadyKnown: 0,
        reason: 'provider_failed',
        actors: by(0),
      },
    ]);
    await store.close();
  });

  it('fails a run of one private target, saying so, charging nothing, its completeness kept', async () => {
    const { store, userId } = await fundedStore();
    const run = testRun(userId, 'discover', payload([PRIVATE], 50));
    const error = await rejection(discoverHandler({ store, scraper: sandboxScraper(sandbox) })(run.context));
    expect(error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No profiles were discovered: @closed_9 is private, so the followers cannot be collected.',
    });
    const listId = run.job.payload.listId as string;
    expect(await store.lists.get(userId, listId)).toMatchObject({ status: 'failed', error: error.message });
    expect(await charged(store, userId)).toBe(0);
    expect(await listCompleteness({ store }, userId, listId)).toEqual([
      {
        target: PRIVATE,
        reported: 1555,
        collected: 0,
        unique: 0,
        alreadyKnown: 0,
        reason: 'private',
        actors: by(0),
      },
    ]);
    await store.close();
  });

  it('keeps a target whose run came back empty as provider_failed while the others complete the list', async () => {
    const { store, userId } = await fundedStore();
    sandbox.update({
      faults: {
        next: [
          { service: 'apify', runStatus: 'SUCCEEDED' },
          { service: 'apify', runStatus: 'SUCCEEDED', runItems: 0 },
        ],
      },
    });
    const handler = discoverHandler({ store, scraper: sandboxScraper(sandbox) });
    const result = await handler(testRun(userId, 'discover', payload(['nasa', PUBLIC], 40)).context);
    const rows = await listCompleteness({ store }, userId, result.listId);
    expect(rows.map((row) => [row.target, row.collected, row.reason])).toEqual([
      ['nasa', 0, 'provider_failed'],
      [PUBLIC, 40, 'requested_max'],
    ]);
    expect(result.profilesFound).toBe(40);
    await store.close();
  });
});

describe('completeness across a resume', () => {
  it('stays exact when enrichment stops midway and its chunks are run again', async () => {
    const { store, userId } = await fundedStore();
    const handler = discoverHandler({
      store,
      scraper: sandboxScraper(sandbox),
      chunkSize: 10,
      concurrency: 1,
    });
    const run = testRun(userId, 'discover', payload([PUBLIC, 'nasa'], 60), (update, current) => {
      if (update.step === 'Enriching' && update.enriched + update.failed >= 10)
        current.controller.abort(new LeadgenError('CONFLICT', 'Job canceled'));
    });
    await rejection(handler(run.context));
    const listId = run.job.payload.listId as string;
    const before = await listCompleteness({ store }, userId, listId);
    expect(before.map((row) => [row.target, row.collected, row.unique])).toEqual([
      [PUBLIC, 30, 30],
      ['nasa', 30, 30],
    ]);
    const result = await handler(run.rerun().context);
    expect(await listCompleteness({ store }, userId, listId)).toEqual(before);
    expect(result.completeness).toEqual(before);
    expect(result.profilesFound).toBe(60);
    expect(await charged(store, userId)).toBe(result.charged);
    await store.close();
  });

  it('stays exact when a worker dies during the second target and another takes the job over', async () => {
    const { store, userId } = await fundedStore();
    const real = sandboxScraper(sandbox);
    // a crash right after the second target's run started: that run goes on, its id saved
    let runs = 0;
    const dying: Scraper = {
      ...real,
      discover: (request) => {
        const nth = ++runs;
        return real.discover({
          ...request,
          run: {
            ...request.run,
            started: async (runId) => {
              await request.run?.started?.(runId);
              if (nth === 2) throw new Error('kill -9');
            },
          },
        });
      },
    };
    const crashed = testRun(userId, 'discover', payload([PUBLIC, 'nasa'], 60));
    await rejection(discoverHandler({ store, scraper: dying })(crashed.context));
    const listId = crashed.job.payload.listId as string;
    const first = await listCompleteness({ store }, userId, listId);
    expect(first).toHaveLength(1);

    sandbox.resetCounters();
    const taken = testRun(userId, 'discover', { ...crashed.job.payload });
    const progress: JobProgress[] = taken.progress;
    const result = await discoverHandler({ store, scraper: real })(taken.context);
    const rows = await listCompleteness({ store }, userId, listId);
    expect(rows.find((row) => row.target === first[0]?.target)).toEqual(first[0]);
    expect(rows.map((row) => [row.target, row.collected, row.unique])).toEqual([
      [PUBLIC, 30, 30],
      ['nasa', 30, 30],
    ]);
    expect(result.profilesFound).toBe(60);
    expect(progress.at(-1)).toMatchObject({ discovered: 60 });
    // the second target's run was followed, the lookup too: only enrichment's runs started
    expect(sandbox.counters.apify.runs).toBe(Math.ceil(60 / 25));
    expect(await charged(store, userId)).toBe(result.charged);
    await store.close();
  });
});
