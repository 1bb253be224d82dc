// A 30 s Apify outage in the middle of a run (issue 33), through the real worker and store
// (SQLite, or PostgreSQL with LEADGEN_TEST_DATABASE_URL), the real adapter and the sandbox's
// faults. The outage is simulated time: the adapter's backoffs and the run's outage pauses take
// the outage's fast clock, so their order against the outage and the sandbox's runs is the one
// real time would give.

import { createEventBus, discoverHandler, runWorker, type Scraper } from '@leadgen/core';
import type { Store } from '@leadgen/core/store';
import { type Sandbox, simulatedOutage } from '@leadgen/sandbox';
import { discoverPayload } from '@leadgen/test-utils/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fundedStore, sandboxScraper, startRunSandbox } from './run-harness.js';

const PROFILES = 300;
const CHUNK = 25;
/**
 * The fewest provider runs a clean run makes: one lookup of the target (its reported count, for
 * completeness), one discovery, one per chunk.
 */
const FEWEST = 2 + Math.ceil(PROFILES / CHUNK);

let sandbox: Awaited<ReturnType<typeof startRunSandbox>>;
beforeAll(async () => {
  sandbox = await startRunSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => {
  sandbox.reset();
  // runs take a little while, so an outage finds some in flight
  sandbox.update({ faults: { perItemMs: 1 } });
});

interface Outcome {
  status: string | undefined;
  error: string | null | undefined;
  runs: number;
  charged: number;
  enriched: number;
  notices: { step: string; notice: string }[];
}

/** One discovery job through the worker, with `outage` (if any) begun by `when`. */
async function discoveryRun(options: {
  outage?: ReturnType<typeof simulatedOutage>;
  wrap?: (scraper: Scraper, begin: () => void) => Scraper;
}): Promise<Outcome> {
  const { store, userId } = await fundedStore(PROFILES * 8 + 1_000);
  try {
    const clock = options.outage?.clock;
    const begin = () => options.outage?.begin();
    // the adapter's default backoff (500 ms doubling, 5 tries), on the outage's clock
    const adapter = sandboxScraper(sandbox, {
      retry: clock ? { baseDelayMs: 500, sleep: clock.sleep, now: clock.now } : {},
    });
    const scraper = options.wrap ? options.wrap(adapter, begin) : adapter;
    const bus = createEventBus();
    const notices: Outcome['notices'] = [];
    bus.subscribe(userId, (event) => {
      if (event.type !== 'job' || !event.progress) return;
      if (event.progress.notice) notices.push({ step: event.progress.step, notice: event.progress.notice });
    });
    const job = await store.jobs.enqueue(
      userId,
      'discover',
      discoverPayload({ targets: ['natgeo'], max: PROFILES }),
    );
    sandbox.resetCounters();
    await runWorker({
      store,
      bus,
      mode: 'untilIdle',
      handlers: {
        discover: discoverHandler({
          store,
          scraper,
          chunkSize: CHUNK,
          concurrency: 4,
          ...(clock && { clock }),
        }),
      },
    });
    const done = await store.jobs.get(userId, job.id);
    return {
      status: done?.status,
      error: done?.error,
      runs: sandbox.counters.apify.runs,
      ...(await charges(store, userId)),
      enriched: (done?.result as { enriched?: number } | null)?.enriched ?? 0,
      notices,
    };
  } finally {
    await store.close();
  }
}

async function charges(store: Store, userId: string) {
  const history = await store.ledger.history(userId, { limit: 1000 });
  const charged = history
    .filter((entry) => entry.ref.startsWith('enrich:'))
    .reduce((sum, entry) => sum - entry.delta, 0);
  return { charged };
}

const waiting = /^Waiting for Apify, retrying at \d\d:\d\d:\d\d UTC/;

describe('a 30 s Apify outage mid-run', () => {
  it('during enrichment makes no more provider runs than a clean run, and charges the same', async () => {
    const clean = await discoveryRun({});
    expect(clean).toMatchObject({ status: 'completed', runs: FEWEST });
    expect(clean.charged).toBe(8 * clean.enriched);

    const outage = simulatedOutage(sandbox as Sandbox, { ms: 30_000 });
    // Apify goes away right after it answered the sixth lookup's start: that run and the ones
    // started before it go on there while the outage lasts
    let starts = 0;
    const wrap = (adapter: Scraper, begin: () => void): Scraper => ({
      ...adapter,
      lookupProfiles: (usernames, sessionId, more) =>
        adapter.lookupProfiles(usernames, sessionId, {
          ...more,
          run: {
            ...more?.run,
            started: async (runId) => {
              await more?.run?.started?.(runId);
              if (++starts === 6) begin();
            },
          },
        }),
    });
    const hit = await discoveryRun({ outage, wrap });
    expect(outage.began).toBe(true);
    expect(sandbox.counters.apify.status5xx).toBeGreaterThan(0);
    // the run said it was waiting for Apify, and when it would try again
    expect(hit.notices.some(({ step, notice }) => step === 'Enriching' && waiting.test(notice))).toBe(true);
    expect(hit.status).toBe('completed');
    // every chunk whose run was going on when Apify went away was followed, not bought again
    expect(hit.runs).toBeLessThanOrEqual(clean.runs);
    expect(hit.enriched).toBe(clean.enriched);
    expect(hit.charged).toBe(clean.charged);
  });

  it('during discovery is waited out: the run completes, following its one discovery run', async () => {
    const outage = simulatedOutage(sandbox as Sandbox, { ms: 30_000 });
    // Apify goes away right after it answered the discovery's start: the run goes on there
    const wrap = (adapter: Scraper, begin: () => void): Scraper => ({
      ...adapter,
      discover: (request) =>
        adapter.discover({
          ...request,
          run: {
            ...request.run,
            started: async (runId) => {
              await request.run?.started?.(runId);
              begin();
            },
          },
        }),
    });
    const hit = await discoveryRun({ outage, wrap });
    expect(outage.began).toBe(true);
    expect(sandbox.counters.apify.status5xx).toBeGreaterThan(0);
    expect(hit.status, hit.error ?? '').toBe('completed');
    expect(hit.notices.some(({ step, notice }) => step === 'Discovering' && waiting.test(notice))).toBe(true);
    // the lookup, one discovery run (followed through the outage), one per chunk
    expect(hit.runs).toBe(FEWEST);
    expect(hit.charged).toBe(8 * hit.enriched);
    expect(hit.enriched).toBeGreaterThan(PROFILES * 0.9);
  });
});
