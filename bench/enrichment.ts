// `npm run bench -- enrichment`: Leadgen's chunked, concurrent, rate-limited enrichment against
// the spec's scheme (one username per call, batches of 8, 500 ms pauses), both on the real Apify
// adapter and a sandbox that takes 400 ms per actor run plus 5 ms per username, allows 8 runs
// at once and 20 requests per second. The sandbox runs in a process of its own, as Apify runs on
// machines of its own.
import { createRateLimiter, enrichList, type Scraper } from '@leadgen/core';
import { createApifyScraper } from '@leadgen/core/providers';
import { openStore } from '@leadgen/core/store';
import { startSandboxProcess } from './sandbox-process.js';

const PROFILES = 1000;
const SPEC_SAMPLE = 200;
const RUN_MS = 400;
const PER_ITEM_MS = 5;
const MAX_RUNS = 8;
const RPS = 20;
const CHUNK = 25;
const CONCURRENCY = 8;

const fmt = (n: number, digits = 1) => n.toFixed(digits);

async function seededList(count: number) {
  const store = await openStore({ database: { kind: 'sqlite', path: ':memory:' } });
  const user = await store.users.create({ email: 'bench@example.com', first_name: 'B', last_name: 'E' });
  await store.ledger.grant(user.id, { millicredits: count * 8, reason: 'bench', ref: 'bench' });
  const list = await store.lists.create(user.id, {
    name: 'bench',
    target_accounts: ['natgeo'],
    search_type: 'followers',
    max_profiles: count,
    instagram_session_id: null,
  });
  await store.profiles.insertMany(
    user.id,
    list.id,
    Array.from({ length: count }, (_, i) => ({
      username: `bench.user_${i}`,
      connection_type: 'followers' as const,
      source_username: 'natgeo',
    })),
  );
  return { store, userId: user.id, listId: list.id };
}

/** The spec's scheme (spec §7, §9): 8 single-username calls at once, then a 500 ms pause. */
async function specScheme(scraper: Scraper, usernames: string[]) {
  for (let i = 0; i < usernames.length; i += 8) {
    await Promise.all(usernames.slice(i, i + 8).map((username) => scraper.lookupProfiles([username], null)));
    if (i + 8 < usernames.length) await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function run(): Promise<void> {
  const sandbox = await startSandboxProcess([
    `--run-ms=${RUN_MS}`,
    `--per-item=${PER_ITEM_MS}`,
    `--max-runs=${MAX_RUNS}`,
    `--rps=${RPS}`,
  ]);
  // refusals counted since `from` (the counters are cumulative)
  const refusals = async (from: { capped429: number; runsRefused: number }) => {
    const now = (await sandbox.counters()).apify;
    return now.capped429 - from.capped429 + (now.runsRefused - from.runsRefused);
  };
  try {
    const scraper = createApifyScraper({
      token: 'sandbox-apify-token',
      baseUrl: sandbox.url,
    });

    // (a) Leadgen's engine: chunks of 25, 8 in flight, at most 20 lookups started per second.
    const engine = await seededList(PROFILES);
    const beforeEngine = (await sandbox.counters()).apify;
    let start = performance.now();
    const report = await enrichList({
      store: engine.store,
      scraper,
      userId: engine.userId,
      listId: engine.listId,
      sessionId: null,
      chunkSize: CHUNK,
      concurrency: CONCURRENCY,
      rateLimiter: createRateLimiter({ requestsPerSecond: RPS }),
    });
    const engineSeconds = (performance.now() - start) / 1000;
    const engineRefusals = await refusals(beforeEngine);
    const peakRuns = (await sandbox.counters()).apify.peakConcurrentRuns;
    await engine.store.close();
    const engineRate = PROFILES / engineSeconds;

    // (b) the spec's scheme on the first 200 profiles.
    const beforeSpec = (await sandbox.counters()).apify;
    start = performance.now();
    await specScheme(
      scraper,
      Array.from({ length: SPEC_SAMPLE }, (_, i) => `bench.user_${i}`),
    );
    const specSeconds = (performance.now() - start) / 1000;
    const specRate = SPEC_SAMPLE / specSeconds;
    const specRefusals = await refusals(beforeSpec);

    const runSeconds = (RUN_MS + CHUNK * PER_ITEM_MS) / 1000;
    const bound = Math.min((MAX_RUNS * CHUNK) / runSeconds, RPS * CHUNK);
    console.log(
      `enrichment: sandbox ${RUN_MS} ms per run + ${PER_ITEM_MS} ms per username, ${MAX_RUNS} runs at once, ${RPS} requests/s`,
    );
    console.log(
      `  (a) engine, ${PROFILES} profiles, chunk ${CHUNK}, ${CONCURRENCY} in flight: ${fmt(engineSeconds, 2)} s, ${fmt(engineRate)} profiles/s` +
        ` (enriched ${report.enriched}, not found ${report.notFound}, failed ${report.failed})`,
    );
    console.log(
      `  (b) spec scheme, first ${SPEC_SAMPLE} profiles: ${fmt(specSeconds, 2)} s, ${fmt(specRate)} profiles/s`,
    );
    console.log(`  a/b: ${fmt(engineRate / specRate)}x (target >= 10)`);
    console.log(
      `  bound at chunk ${CHUNK}: min(${MAX_RUNS} x ${CHUNK} / ${fmt(runSeconds, 3)} s, ${RPS} x ${CHUNK}) = ${fmt(bound)} profiles/s;` +
        ` (a) reaches ${fmt((100 * engineRate) / bound)}% (target >= 90%)`,
    );
    console.log(
      `  refusals from the caps (429 rate, 402 runs at once): engine ${engineRefusals},` +
        ` spec scheme ${specRefusals} (target 0); peak runs in flight: ${peakRuns}`,
    );
  } finally {
    await sandbox.stop();
  }
}
