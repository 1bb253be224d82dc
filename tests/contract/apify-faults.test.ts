// The Apify adapter against the sandbox's faults (DESIGN.md §4): retries with Retry-After, the
// 408 run timeout followed without a second run, auth failures, resets, cut-short JSON,
// malformed items and the caller's AbortSignal. Sleeps are recorded, not waited.
import { ProviderError } from '@leadgen/core/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApifyHarness, FOLLOWERS_ACTOR, SESSION_ID, startApifyHarness } from './apify-harness.js';

let harness: ApifyHarness;

beforeAll(async () => {
  harness = await startApifyHarness();
});
afterAll(() => harness.stop());
beforeEach(() => harness.reset());

const request = (max: number, signal?: AbortSignal, targets = ['natgeo']) => ({
  targets,
  type: 'followers' as const,
  max,
  sessionId: SESSION_ID,
  signal,
});
const script = (...next: object[]) =>
  harness.sandbox.update({ faults: { next: next.map((f) => ({ service: 'apify', ...f })) } });

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('retries', () => {
  it('waits the Retry-After of a 429 (seconds) and then succeeds, with one run', async () => {
    script({ status: 429, retryAfter: '2' });
    const { profiles } = await harness.scraper().discover(request(20));
    expect(profiles).toHaveLength(20);
    expect(harness.sleeps).toEqual([2000]);
    expect(harness.sandbox.counters.apify).toMatchObject({ status429: 1, runs: 1 });
  });

  it('honours a Retry-After given as an HTTP date', async () => {
    script({ status: 429, retryAfter: new Date(Date.now() + 3000).toUTCString() });
    await harness.scraper().lookupProfiles(['natgeo'], SESSION_ID);
    expect(harness.sleeps).toHaveLength(1);
    expect(harness.sleeps[0]).toBeGreaterThan(1000);
    expect(harness.sleeps[0]).toBeLessThanOrEqual(3000);
  });

  it('backs off with full jitter when no Retry-After comes', async () => {
    script({ status: 429 }, { status: 429 });
    await harness.scraper().discover(request(5));
    expect(harness.sleeps).toEqual([50, 100]); // random 0.5 × 100 ms, then × 200 ms
  });

  it('retries 500 and 503, looking for a run the failed call may have started before another', async () => {
    script({ status: 500 }, { status: 503 });
    const { profiles } = await harness.scraper().discover(request(20));
    expect(profiles).toHaveLength(20);
    expect(harness.sleeps).toHaveLength(2);
    // run-sync (500), run list (503), run list and the INPUTs of recent runs (none ours), run-sync
    expect(harness.sandbox.counters.apify).toMatchObject({ status5xx: 2, runs: 1 });
  });

  it('ends as PROVIDER_RATE_LIMITED when every try is a 429', async () => {
    script(...Array.from({ length: 4 }, () => ({ status: 429, retryAfter: '1' })));
    const error = await failure(harness.scraper().discover(request(5)));
    expect(error.code).toBe('PROVIDER_RATE_LIMITED');
    expect(harness.sandbox.counters.apify.requests).toBe(4);
  });

  it('retries a connection reset', async () => {
    script({ reset: true });
    const { profiles } = await harness.scraper().discover(request(10));
    expect(profiles).toHaveLength(10);
    expect(harness.sandbox.counters.apify).toMatchObject({ resets: 1, runs: 1 });
  });

  it('recovers from cut-short JSON by reading the finished run, not by running again', async () => {
    script({ truncate: true });
    const { profiles } = await harness.scraper().discover(request(30));
    expect(profiles).toHaveLength(30);
    expect(harness.sandbox.counters.apify).toMatchObject({ truncated: 1, runs: 1 });
  });

  it("reports JSON that stays cut short as 'Apify sent an incomplete response'", async () => {
    harness.sandbox.update({ faults: { truncateRate: 1 } });
    const error = await failure(harness.scraper().lookupProfiles(['natgeo'], SESSION_ID));
    expect(error.message).toBe('Apify sent an incomplete response');
    expect(harness.sleeps.length).toBeGreaterThan(0);
  });
});

describe('the 408 run timeout', () => {
  it('follows the run that goes on: no second run, every item returned', async () => {
    harness.sandbox.update({ faults: { runTimeoutMs: 100, perItemMs: 10 } });
    const started = Date.now();
    const { profiles } = await harness.scraper().discover(request(60));
    expect(profiles).toHaveLength(60);
    expect(new Set(profiles.map((p) => p.username)).size).toBe(60);
    expect(harness.sandbox.counters.apify).toMatchObject({ runs: 1, items: 60 });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('pages through a dataset larger than one page', async () => {
    harness.sandbox.update({ faults: { runTimeoutMs: 20, perItemMs: 0.05 } });
    const { profiles } = await harness.scraper().discover(request(1000, undefined, ['natgeo', 'nasa']));
    expect(profiles).toHaveLength(1000);
    expect(harness.sandbox.counters.apify.runs).toBe(1);
  });
});

describe('failing fast', () => {
  it('fails a rejected token at once, without naming the token', async () => {
    const token = 'apify_api_SECRET_wrong_token';
    const error = await failure(harness.scraper({ token }).discover(request(5)));
    expect(error.code).toBe('PROVIDER_AUTH');
    expect(error.message).toBe('Apify rejected the token (check APIFY_TOKEN)');
    expect(`${error.message} ${String(error.cause)}`).not.toContain(token);
    expect(harness.sandbox.counters.apify.requests).toBe(1);
    expect(harness.sleeps).toEqual([]);
  });

  it("surfaces Apify's own message for a refused input, never the session id", async () => {
    const error = await failure(harness.scraper().discover({ ...request(5), sessionId: ' ' }));
    expect(error.message).toBe('Input is not valid: sessionid is required');
    expect(harness.sandbox.counters.apify.requests).toBe(1);
  });
});

describe('malformed items', () => {
  it('drops and counts them (a "messy" target spoils about 1%)', async () => {
    const input = {
      username: ['messy_target'],
      max_items: 400,
      scrape_type: 'followers',
      sessionid: SESSION_ID,
    };
    const raw = await harness.rawRun(FOLLOWERS_ACTOR, input);
    const bad = raw.filter(
      (item) =>
        typeof item.username !== 'string' ||
        !/^[a-z0-9._]{1,30}$/.test(item.username) ||
        item.is_private === 'yes',
    );
    expect(bad.length).toBeGreaterThan(0);
    const result = await harness.scraper().discover(request(400, undefined, ['messy_target']));
    expect(result.dropped).toBe(bad.length);
    expect(result.profiles).toHaveLength(400 - bad.length);
  });
});

describe("the caller's AbortSignal", () => {
  it('stops a run-sync call in flight', async () => {
    harness.sandbox.update({ faults: { perItemMs: 50 } });
    const controller = new AbortController();
    const reason = new Error('cancelled by the user');
    setTimeout(() => controller.abort(reason), 50);
    const started = Date.now();
    await expect(harness.scraper().discover(request(40, controller.signal))).rejects.toBe(reason);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('stops the polling of a timed-out run', async () => {
    harness.sandbox.update({ faults: { runTimeoutMs: 30, perItemMs: 50 } });
    const controller = new AbortController();
    const reason = new Error('cancelled by the user');
    setTimeout(() => controller.abort(reason), 200);
    const started = Date.now();
    await expect(harness.scraper().discover(request(40, controller.signal))).rejects.toBe(reason);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(harness.sandbox.counters.apify.runs).toBe(1);
  });

  it('makes no call when already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('too late'));
    await expect(
      harness.scraper().lookupProfiles(['natgeo'], SESSION_ID, { signal: controller.signal }),
    ).rejects.toThrow('too late');
    expect(harness.sandbox.counters.apify.requests).toBe(0);
  });
});
