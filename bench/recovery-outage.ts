// Part of `npm run bench -- recovery`: a 1,000-profile discovery through the real worker, store,
// adapter and sandbox, once clean and once with a 30 s Apify outage in the middle of enrichment
// (every Apify request answers 503). Prints the provider runs made beside the fewest a clean run
// needs (one lookup of the target, one discovery, one per chunk of 25) and the credits charged beside the profiles
// enriched. Before issue 33 the outage run made 45 runs where 41 sufficed: each chunk in flight
// was started and paid for again. The outage is simulated time (the sandbox's simulatedOutage):
// the adapter's backoffs and the run's outage pauses take its clock, whose waits last a hundredth
// of their length, so the code path is the real one and the 30 s pass in a fraction of a second.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { discoverHandler, runWorker, type Scraper } from '@leadgen/core';
import { createApifyScraper } from '@leadgen/core/providers';
import { openStore } from '@leadgen/core/store';
import { type SimulatedOutage, simulatedOutage, startSandbox } from '@leadgen/sandbox';
import { discoverPayload } from '@leadgen/test-utils/core';

const PROFILES = 1000;
const CHUNK = 25;
const OUTAGE_MS = 30_000;
/** The lookup whose start the outage follows: about half way through enrichment. */
const OUTAGE_AT_LOOKUP = 20;

export interface OutageTrial {
  label: string;
  runs: number;
  fewest: number;
  /** Apify requests the outage answered 503: it did hit the run. */
  refused: number;
  enriched: number;
  charged: number;
  status: string;
  seconds: number;
}

/** A scraper whose `nth` lookup start begins the outage (its run and those before go on at Apify). */
function outageAfterLookup(adapter: Scraper, outage: SimulatedOutage, nth: number): Scraper {
  let starts = 0;
  return {
    ...adapter,
    lookupProfiles: (usernames, sessionId, options) =>
      adapter.lookupProfiles(usernames, sessionId, {
        ...options,
        run: {
          ...options?.run,
          started: async (runId) => {
            await options?.run?.started?.(runId);
            if (++starts === nth) outage.begin();
          },
        },
      }),
  };
}

async function trial(label: string, withOutage: boolean, dir: string): Promise<OutageTrial> {
  const sandbox = await startSandbox({ settings: { faults: { perItemMs: 1 } } });
  const store = await openStore({ database: { kind: 'sqlite', path: join(dir, `${withOutage}.db`) } });
  try {
    const outage = simulatedOutage(sandbox, { ms: OUTAGE_MS });
    const adapter = createApifyScraper({
      token: sandbox.settings().apifyToken,
      baseUrl: sandbox.url,
      // the default backoff and pauses, on the outage's fast clock
      retry: { sleep: outage.clock.sleep, now: outage.clock.now },
      pollIntervalMs: 20,
    });
    const scraper = withOutage ? outageAfterLookup(adapter, outage, OUTAGE_AT_LOOKUP) : adapter;
    const user = await store.users.create({ email: 'bench@example.com', first_name: 'B', last_name: 'O' });
    await store.ledger.grant(user.id, { millicredits: PROFILES * 8, reason: 'bench', ref: 'bench' });
    const job = await store.jobs.enqueue(
      user.id,
      'discover',
      discoverPayload({ targets: ['natgeo'], max: PROFILES }),
    );
    const start = performance.now();
    await runWorker({
      store,
      mode: 'untilIdle',
      handlers: {
        discover: discoverHandler({ store, scraper, chunkSize: CHUNK, concurrency: 4, clock: outage.clock }),
      },
    });
    const done = await store.jobs.get(user.id, job.id);
    const history = await store.ledger.history(user.id, { limit: 2000 });
    return {
      label,
      runs: sandbox.counters.apify.runs,
      refused: sandbox.counters.apify.status5xx,
      fewest: 2 + Math.ceil(PROFILES / CHUNK),
      enriched: (done?.result as { enriched?: number } | null)?.enriched ?? 0,
      charged: -history
        .filter((entry) => entry.ref.startsWith('enrich:'))
        .reduce((sum, e) => sum + e.delta, 0),
      status: done?.status ?? 'missing',
      seconds: (performance.now() - start) / 1000,
    };
  } finally {
    await store.close();
    await sandbox.stop();
  }
}

/** The clean run and the outage run, in that order. */
export async function outageTrials(): Promise<OutageTrial[]> {
  const dir = mkdtempSync(join(tmpdir(), 'leadgen-bench-outage-'));
  try {
    return [
      await trial('clean', false, dir),
      await trial(`${OUTAGE_MS / 1000} s outage mid-enrichment`, true, dir),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const OUTAGE_TRIAL_NOTE =
  `a ${PROFILES}-profile discovery through one worker (chunks of ${CHUNK}, 4 at once), clean and with a ` +
  `${OUTAGE_MS / 1000} s Apify outage (503) from the start of lookup ${OUTAGE_AT_LOOKUP}, in simulated time`;
