// Chunked concurrent enrichment with charging (DESIGN.md §3, §5): faults from the sandbox,
// its concurrency and rate caps, aborts and crashes mid-run, failing lookups, a balance that
// runs out. Every test checks that each profile is looked up and charged exactly once.
import type { Scraper } from '@leadgen/core';
import { createRateLimiter, enrichList } from '@leadgen/core';
import { ProviderError } from '@leadgen/core/domain';
import type { Store } from '@leadgen/core/store';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fundedStore, rejection, SESSION_ID, sandboxScraper, startRunSandbox } from './run-harness.js';

type EnrichListOptions = Parameters<typeof enrichList>[0];

let sandbox: Awaited<ReturnType<typeof startRunSandbox>>;
beforeAll(async () => {
  sandbox = await startRunSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => sandbox.reset());

/** A list of `count` discovered rows waiting for enrichment. */
async function seededList(count: number, millicredits = 20_000) {
  const { store, userId } = await fundedStore(millicredits);
  const list = await store.lists.create(userId, {
    name: 'test',
    target_accounts: ['natgeo'],
    search_type: 'followers',
    max_profiles: count,
    instagram_session_id: null,
  });
  const rows = Array.from({ length: count }, (_, i) => ({
    username: `follower_${i}`,
    connection_type: 'followers' as const,
    source_username: 'natgeo',
  }));
  await store.profiles.insertMany(userId, list.id, rows);
  const options = (more: Partial<EnrichListOptions> = {}): EnrichListOptions => ({
    store,
    scraper: sandboxScraper(sandbox),
    userId,
    listId: list.id,
    sessionId: SESSION_ID,
    // outage pauses return at once (their lengths are recorded)
    clock: pauseClock.clock,
    ...more,
  });
  return { store, userId, listId: list.id, options };
}

/** A clock whose pauses are recorded instead of waited. */
const pauseClock = {
  pauses: [] as number[],
  clock: {
    now: () => Date.now(),
    sleep: async (ms: number, signal?: AbortSignal) => {
      signal?.throwIfAborted();
      pauseClock.pauses.push(ms);
    },
  },
};
beforeEach(() => {
  pauseClock.pauses = [];
});

/** Every row's status, and the list's charges, as the invariants need them. */
async function ledgerAndRows(store: Store, userId: string, listId: string) {
  // the rows users see (settled) and the ones the run has still to do, which no one sees
  const shown = (await store.profiles.page(userId, listId, { limit: 1000 })).profiles;
  const profiles = [...shown, ...(await store.profiles.pendingEnrichment(userId, listId, 1000))];
  const history = await store.ledger.history(userId, { limit: 500 });
  const charges = history.filter((entry) => entry.ref.startsWith(`enrich:${listId}:`));
  return {
    profiles,
    pending: profiles.filter((p) => p.enriched_at === null).length,
    // spec §9: only the profiles enriched are charged
    enriched: profiles.filter((p) => p.enrichment_status === 'enriched').length,
    chargedRefs: new Set(charges.map((entry) => entry.ref)),
    charged: charges.reduce((sum, entry) => sum - entry.delta, 0),
    balance: await store.ledger.balance(userId),
    sum: await store.ledger.sum(userId),
  };
}

describe('enrichList', () => {
  it('enriches every row once and charges it once despite injected 429s and 5xx', async () => {
    const { store, userId, listId, options } = await seededList(200);
    sandbox.update({ faults: { errorRates: { 429: 0.1, 500: 0.05, 503: 0.05 }, retryAfterSeconds: 0 } });
    const report = await enrichList(options({ concurrency: 4 }));

    const state = await ledgerAndRows(store, userId, listId);
    expect(sandbox.counters.apify.status429 + sandbox.counters.apify.status5xx).toBeGreaterThan(0);
    expect(state.pending).toBe(0);
    expect(report).toMatchObject({ failed: 0, charged: 8 * report.enriched, outOfCredits: false });
    expect(report.enriched + report.notFound).toBe(200);
    expect(state.enriched).toBe(report.enriched);
    expect(state.chargedRefs.size).toBe(report.enriched);
    expect(state.charged).toBe(8 * report.enriched);
    expect(state.balance).toBe(20_000 - state.charged);
    expect(state.sum).toBe(state.balance);
    // a lookup whose retries ran out went back to the queue and ran again: never recorded failed
    expect(sandbox.counters.apify.runs).toBeGreaterThanOrEqual(200 / 25);
    await store.close();
  });

  it('retries scripted faults in order and still charges once', async () => {
    const { store, userId, listId, options } = await seededList(50);
    sandbox.update({
      faults: {
        next: [
          { service: 'apify', status: 429, retryAfter: '0' },
          { service: 'apify', status: 503 },
          { service: 'apify', reset: true },
        ],
      },
    });
    const report = await enrichList(options({ concurrency: 1, chunkSize: 10 }));
    const state = await ledgerAndRows(store, userId, listId);
    expect(report.failed).toBe(0);
    expect(state).toMatchObject({ pending: 0, charged: 8 * state.enriched });
    expect(sandbox.counters.apify).toMatchObject({ status429: 1, status5xx: 1, resets: 1, runs: 5 });
    await store.close();
  });

  it('stays under the provider caps: 4 runs at once, and a rate limiter below the request cap', async () => {
    const { store, userId, listId, options } = await seededList(60);
    // each run takes 200 ms (5 usernames × 40 ms), so 4 lanes keep 4 runs going at once; Apify
    // counts requests per resource, and the starts all go to the actor's runs: 20 a second
    sandbox.update({ faults: { maxConcurrentRuns: 4, maxRequestsPerSecond: 24, perItemMs: 40 } });
    const rateLimiter = createRateLimiter({ requestsPerSecond: 20 });
    const started = Date.now();
    await enrichList(options({ concurrency: 4, chunkSize: 5, rateLimiter }));
    const apify = sandbox.counters.apify;
    expect(apify.capped429).toBe(0);
    expect(apify.status429).toBe(0);
    expect(apify.peakConcurrentRuns).toBeGreaterThan(1);
    expect(apify.peakConcurrentRuns).toBeLessThanOrEqual(4);
    expect(apify.runs).toBe(12);
    // 12 starts spaced 50 ms apart: the last one 550 ms after the first
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    expect((await ledgerAndRows(store, userId, listId)).charged).toBe(480);
    await store.close();
  });

  it('hits the request cap without the limiter (the cap test above is not vacuous)', async () => {
    const { store, options } = await seededList(60);
    sandbox.update({ faults: { maxRequestsPerSecond: 6 } });
    // eight chunks start at once: eight requests within a second however busy the machine is
    await enrichList(options({ concurrency: 8, chunkSize: 5 }));
    expect(sandbox.counters.apify.capped429).toBeGreaterThan(0);
    await store.close();
  });

  it('stops after the chunks in flight on abort; a second run finishes, charging nothing twice', async () => {
    const { store, userId, listId, options } = await seededList(100);
    const controller = new AbortController();
    let chunks = 0;
    const onChunk = async () => {
      if (++chunks === 3) controller.abort(new Error('stopped'));
    };
    const error = await rejection(
      enrichList(options({ concurrency: 2, chunkSize: 10, signal: controller.signal, onChunk })),
    );
    expect(error.message).toBe('stopped');
    const midway = await ledgerAndRows(store, userId, listId);
    expect(midway.pending).toBeGreaterThan(0);
    expect(midway.pending).toBeLessThan(100);
    expect(midway.charged).toBe(8 * midway.enriched);
    // the chunk in flight at the abort finished and was committed, not thrown away
    expect(sandbox.counters.apify.runs).toBe((100 - midway.pending) / 10);

    const rest = await enrichList(options({ concurrency: 2, chunkSize: 10 }));
    const state = await ledgerAndRows(store, userId, listId);
    expect(rest.enriched + rest.notFound).toBe(midway.pending);
    expect(state).toMatchObject({
      pending: 0,
      charged: 8 * state.enriched,
      balance: 20_000 - 8 * state.enriched,
    });
    expect(state.chargedRefs.size).toBe(state.enriched);
    expect(sandbox.counters.apify.runs).toBe(10);
    await store.close();
  });

  it('loses only the chunk whose commit crashed; a re-run looks it up again and charges once', async () => {
    const { store, userId, listId, options } = await seededList(100);
    let commits = 0;
    const crashing: Store = {
      ...store,
      transaction: (fn) => {
        if (++commits === 4) return Promise.reject(new Error('disk I/O error'));
        return store.transaction(fn);
      },
    };
    const error = await rejection(enrichList(options({ store: crashing, concurrency: 1, chunkSize: 10 })));
    expect(error.message).toBe('disk I/O error');
    expect((await ledgerAndRows(store, userId, listId)).pending).toBe(70);

    await enrichList(options({ concurrency: 3, chunkSize: 10 }));
    const state = await ledgerAndRows(store, userId, listId);
    expect(state).toMatchObject({
      pending: 0,
      charged: 8 * state.enriched,
      sum: 20_000 - 8 * state.enriched,
    });
    // 4 lookups before the crash (the 4th lost), 7 after it
    expect(sandbox.counters.apify.runs).toBe(11);
    expect(await enrichList(options())).toMatchObject({ enriched: 0, charged: 0 });
    expect((await ledgerAndRows(store, userId, listId)).charged).toBe(state.charged);
    await store.close();
  });

  it('pauses on a lookup that keeps failing, then keeps its profiles with basic data and the reason, uncharged', async () => {
    const { store, userId, listId, options } = await seededList(40);
    const real = sandboxScraper(sandbox);
    // A fake over the real adapter: the chunk holding follower_10 fails as after its last retry.
    let failing: readonly string[] = [];
    let tries = 0;
    const flaky: Scraper = {
      sessionIdRequired: (type) => real.sessionIdRequired(type),
      discover: (request) => real.discover(request),
      lookupProfiles(usernames, sessionId, more) {
        if (!usernames.includes('follower_10')) return real.lookupProfiles(usernames, sessionId, more);
        failing = usernames;
        tries++;
        return Promise.reject(new ProviderError('PROVIDER_ERROR', 'Failed to fetch profiles'));
      },
    };
    const waits: (Date | null)[] = [];
    const onWait = async (at: Date | null) => void waits.push(at);
    const report = await enrichList(options({ scraper: flaky, chunkSize: 10, onWait }));
    // 3 failures in a row pause the run: 30 s, 1, 2, 4, 8 min; then the last pass records them
    expect(pauseClock.pauses).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(waits.filter((at) => at !== null)).toHaveLength(5);
    expect(waits.at(-1)).toBeNull();
    expect(tries).toBe(5 * 3 + 1);
    const { profiles, pending, charged, enriched } = await ledgerAndRows(store, userId, listId);
    expect(report).toMatchObject({ failed: 10, charged: 8 * enriched });
    expect(report.misses.filter((miss) => miss.status === 'failed')).toHaveLength(10);
    expect(pending).toBe(0);
    expect(charged).toBe(8 * enriched);
    const failed = profiles.filter((p) => p.enrichment_status === 'failed');
    expect(failing).toHaveLength(10);
    expect(failed.map((p) => p.username).sort()).toEqual([...failing].sort());
    expect(failed.every((p) => p.enrichment_error === 'Failed to fetch profiles')).toBe(true);
    expect(failed.every((p) => p.followers_count === null && p.enriched_at !== null)).toBe(true);
    await store.close();
  });

  it('rides out an outage: the lookups that failed go back to the queue and every profile is enriched, charged once', async () => {
    const { store, userId, listId, options } = await seededList(100);
    // every Apify request fails for a while (each lookup's own retries run out), then it comes back
    sandbox.update({ faults: { errorRates: { 429: 0, 500: 1, 503: 0 } } });
    const onWait = async (at: Date | null) => {
      if (at === null) sandbox.update({ faults: { errorRates: { 429: 0, 500: 0, 503: 0 } } });
    };
    const report = await enrichList(
      options({
        chunkSize: 10,
        concurrency: 2,
        onWait,
        scraper: sandboxScraper(sandbox, { retry: { attempts: 2 } }),
      }),
    );
    expect(pauseClock.pauses).toEqual([30_000]);
    const state = await ledgerAndRows(store, userId, listId);
    expect(report.failed).toBe(0);
    expect(state.pending).toBe(0);
    expect(state.profiles.some((p) => p.enrichment_status === 'failed')).toBe(false);
    expect(state.charged).toBe(8 * state.enriched);
    expect(state.chargedRefs.size).toBe(state.enriched);
    await store.close();
  });

  it('follows the lookups that were in flight at a crash instead of paying for them again', async () => {
    const { store, userId, listId, options } = await seededList(100);
    sandbox.update({ faults: { perItemMs: 2 } });
    const saved: Record<string, string> = {};
    const runs = (key: string) => ({
      recorded: async () => saved[key] ?? null,
      started: async (runId: string) => {
        saved[key] = runId;
      },
    });
    // the worker dies as its third lookup's run starts: that run goes on at Apify, unfollowed
    const real = sandboxScraper(sandbox);
    let starts = 0;
    const dying: Scraper = {
      ...real,
      lookupProfiles: (usernames, sessionId, more) =>
        real.lookupProfiles(usernames, sessionId, {
          ...more,
          run: {
            ...more?.run,
            started: async (runId) => {
              await more?.run?.started?.(runId);
              // an error that stops the whole call, as the process's death would
              if (++starts === 3) throw new ProviderError('PROVIDER_AUTH', 'kill -9');
            },
          },
        }),
    };
    await rejection(enrichList(options({ scraper: dying, concurrency: 1, chunkSize: 25, runs })));
    expect((await ledgerAndRows(store, userId, listId)).pending).toBe(50);
    expect(Object.keys(saved)).toHaveLength(3);
    sandbox.resetCounters();
    await enrichList(options({ concurrency: 1, chunkSize: 25, runs }));
    const state = await ledgerAndRows(store, userId, listId);
    expect(state.pending).toBe(0);
    expect(state.charged).toBe(8 * state.enriched);
    // the third chunk's run was followed: only the fourth chunk started a run
    expect(sandbox.counters.apify.runs).toBe(1);
    await store.close();
  });

  it('charges each person once when two lists that share them are enriched side by side', async () => {
    const first = await seededList(50);
    const { store, userId } = first;
    // a second list of the same people, enriched at the same time: each chunk's lookups are in
    // flight in both runs before either commits
    const list = await store.lists.create(userId, {
      name: 'overlap',
      target_accounts: ['nasa'],
      search_type: 'followers',
      max_profiles: 50,
      instagram_session_id: null,
    });
    await store.profiles.insertMany(
      userId,
      list.id,
      Array.from({ length: 50 }, (_, i) => ({
        username: `follower_${i}`,
        connection_type: 'followers' as const,
        source_username: 'nasa',
      })),
    );
    sandbox.update({ faults: { runMs: 150 } });
    const before = (await store.ledger.balance(userId)) ?? 0;
    const [a, b] = await Promise.all([
      enrichList(first.options()),
      enrichList(first.options({ listId: list.id })),
    ]);
    expect(a.enriched + b.enriched).toBe(100);
    const charges = await store.db
      .selectFrom('credit_ledger')
      .select(['ref', 'delta'])
      .where('user_id', '=', userId)
      .where('ref', 'like', 'enrich:%')
      .execute();
    // 50 people, 50 charges, whichever list paid for each
    expect(charges).toHaveLength(50);
    expect(a.charged + b.charged).toBe(50 * 8);
    expect(await store.ledger.balance(userId)).toBe(before - 50 * 8);
    expect(await store.ledger.balance(userId)).toBe(await store.ledger.sum(userId));
  });

  it('fails the whole call on a rejected token, charging nothing', async () => {
    const { store, userId, listId, options } = await seededList(30);
    const error = await rejection(
      enrichList(options({ scraper: sandboxScraper(sandbox, { token: 'wrong' }) })),
    );
    expect(error).toMatchObject({ code: 'PROVIDER_AUTH' });
    expect(await ledgerAndRows(store, userId, listId)).toMatchObject({ pending: 30, charged: 0 });
    await store.close();
  });

  it('stops when the balance runs out, keeping what was committed and every profile it pays for', async () => {
    const { store, userId, listId, options } = await seededList(50, 250); // 31 profiles
    const report = await enrichList(options({ concurrency: 1, chunkSize: 10 }));
    // three chunks in full, then the one profile the rest of the balance pays for
    expect(report).toMatchObject({ outOfCredits: true, charged: 248, enriched: 31 });
    const state = await ledgerAndRows(store, userId, listId);
    expect(state).toMatchObject({ enriched: 31, charged: 248, balance: 2, sum: 2 });
    expect(state.pending).toBe(50 - 31 - report.notFound - report.failed);
    await store.close();
  });

  it('a balance that covers less than a chunk still pays for what it covers, so a resume always moves on', async () => {
    const { store, userId, listId, options } = await seededList(30, 24); // 3 profiles
    const report = await enrichList(options({ chunkSize: 25 }));
    expect(report).toMatchObject({ outOfCredits: true, charged: 24, enriched: 3 });
    const state = await ledgerAndRows(store, userId, listId);
    expect(state).toMatchObject({ enriched: 3, charged: 24, balance: 0 });
    await store.close();
  });
});
