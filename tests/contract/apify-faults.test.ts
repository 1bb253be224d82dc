// The Apify adapter against the sandbox's faults (DESIGN.md §4), with the default actors: 429s
// as Apify sends them (no Retry-After), 5xx, resets and cut-short JSON retried without a second
// run; runs that end FAILED, ABORTED or TIMED-OUT, or succeed empty; 402, 403 and a rejected
// token; runs longer than run-sync's limit; the caller's AbortSignal. Sleeps are recorded.
import { ProviderError } from '@leadgen/core/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApifyHarness, FOLLOWERS_ACTOR, startApifyHarness } from './apify-harness.js';

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
  sessionId: null,
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
  it("backs off with full jitter on Apify's 429s, which carry no Retry-After, with one run", async () => {
    script({ status: 429 }, { status: 429 });
    const { profiles } = await harness.scraper().discover(request(20));
    expect(profiles).toHaveLength(20);
    expect(harness.sleeps).toEqual([50, 100]); // random 0.5 × 100 ms, then × 200 ms
    expect(harness.sandbox.counters.apify).toMatchObject({ status429: 2, runs: 1 });
  });

  it('retries 500 and 503 and ends with one run', async () => {
    script({ status: 500 }, { status: 503 });
    const { profiles } = await harness.scraper().discover(request(20));
    expect(profiles).toHaveLength(20);
    expect(harness.sleeps).toHaveLength(2);
    expect(harness.sandbox.counters.apify).toMatchObject({ status5xx: 2, runs: 1 });
  });

  it('ends as PROVIDER_RATE_LIMITED when every try is a 429', async () => {
    script(...Array.from({ length: 4 }, () => ({ status: 429 })));
    const error = await failure(harness.scraper().discover(request(5)));
    expect(error.code).toBe('PROVIDER_RATE_LIMITED');
    expect(harness.sandbox.counters.apify).toMatchObject({ requests: 4, runs: 0 });
  });

  it('retries a connection reset and cut-short JSON without starting a second run', async () => {
    script({ reset: true });
    expect((await harness.scraper().discover(request(10))).profiles).toHaveLength(10);
    harness.reset();
    // the start answers whole; the first poll of the run is cut short and asked again
    script({}, { truncate: true });
    expect((await harness.scraper().discover(request(30))).profiles).toHaveLength(30);
    expect(harness.sandbox.counters.apify).toMatchObject({ truncated: 1, runs: 1 });
  });

  it("reports JSON that stays cut short as 'Apify sent an incomplete response'", async () => {
    harness.sandbox.update({ faults: { truncateRate: 1 } });
    const error = await failure(harness.scraper().lookupProfiles(['natgeo'], null));
    expect(error.message).toBe('Apify sent an incomplete response');
    expect(harness.sleeps.length).toBeGreaterThan(0);
  });

  it('waits out the concurrency cap (a 402 that passes when other runs end)', async () => {
    harness.sandbox.update({ faults: { maxConcurrentRuns: 1, perItemMs: 5 } });
    const scraper = harness.scraper({
      retry: { attempts: 40, sleep: (ms) => new Promise((r) => setTimeout(r, Math.min(ms, 20))) },
    });
    const both = await Promise.all([
      scraper.discover(request(20)),
      scraper.discover(request(20, undefined, ['nasa'])),
    ]);
    expect(both.map((result) => result.profiles.length)).toEqual([20, 20]);
    expect(harness.sandbox.counters.apify.runs).toBe(2);
  });
});

describe('runs that do not succeed', () => {
  it.each(['FAILED', 'ABORTED', 'TIMED-OUT'] as const)(
    'turns a run that ended %s into a clear provider error',
    async (status) => {
      script({ runStatus: status });
      const error = await failure(harness.scraper().discover(request(20)));
      expect(error).toMatchObject({ code: 'PROVIDER_ERROR' });
      expect(error.message).toMatch(new RegExp(`^The Apify run of ${FOLLOWERS_ACTOR} ended ${status}`));
      expect(harness.sandbox.counters.apify.runs).toBe(1);
    },
  );

  it('pages through a dataset larger than one page', async () => {
    // 1,000 items: the adapter reads 1,000 per page, so a dedupe of two targets needs a second
    harness.sandbox.update({ faults: { perItemMs: 0.2 } });
    expect(
      (await harness.scraper().discover(request(1000, undefined, ['natgeo', 'nasa']))).profiles,
    ).toHaveLength(1000);
  });

  it('hands back a run that succeeded empty as no profiles, for the caller to explain', async () => {
    script({ runStatus: 'SUCCEEDED', runItems: 0 });
    expect(await harness.scraper().discover(request(20))).toEqual({
      profiles: [],
      dropped: 0,
      missingTargets: [],
      repeated: 0,
    });
  });

  it('follows a run longer than run-sync allows (it would answer 408): one run, every item', async () => {
    harness.sandbox.update({ faults: { runTimeoutMs: 50, perItemMs: 3 } });
    const { profiles } = await harness.scraper().discover(request(60));
    expect(profiles).toHaveLength(60);
    expect(harness.sandbox.counters.apify).toMatchObject({ runs: 1 });
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

  it('says what to do on a 402 (usage limit) and a 403 (actor not rented), without retrying', async () => {
    script({ status: 402 });
    const payment = await failure(harness.scraper().discover(request(5)));
    expect(payment).toMatchObject({ code: 'PROVIDER_AUTH', status: 402 });
    expect(payment.message).toMatch(
      /usage limit or has no credits left .*Raise the limit or top up in Apify Console\.$/,
    );
    script({ status: 403 });
    const forbidden = await failure(harness.scraper().lookupProfiles(['natgeo'], null));
    expect(forbidden.message).toMatch(
      /^Apify refused the run: apify~instagram-profile-scraper is a paid actor not rented on this Apify account/,
    );
    expect(harness.sleeps).toEqual([]);
    expect(harness.sandbox.counters.apify.runs).toBe(0);
  });
});

describe("Apify's 403s, each in what it means (issue 33)", () => {
  it('asks to approve a full-permission actor once in Apify Console, with the approval URL Apify sent', async () => {
    script({ status: 403, apifyType: 'full-permission-actor-not-approved' });
    const error = await failure(harness.scraper().discover(request(5)));
    expect(error).toMatchObject({ code: 'PROVIDER_AUTH', status: 403 });
    const url = error.message.match(
      /https:\/\/console\.apify\.com\/actors\/\S+?approvePermissions=true/,
    )?.[0];
    expect(url).toBeDefined();
    expect(error.message).toBe(
      `Apify asks for approval before it runs ${FOLLOWERS_ACTOR}: the actor wants full access to the Apify account. Approve it once in Apify Console (${url}), then try again.`,
    );
    expect(harness.sleeps).toEqual([]);
  });

  it('asks to raise the limit on a usage-limit 403, not to rent the actor', async () => {
    script({ status: 403, apifyType: 'platform-feature-disabled' });
    const error = await failure(harness.scraper().lookupProfiles(['natgeo'], null));
    expect(error).toMatchObject({ code: 'PROVIDER_AUTH', status: 403 });
    expect(error.message).toBe(
      'Apify refused the run: the Apify account reached its monthly usage limit (Monthly usage hard limit exceeded). Raise the limit in Apify Console (Billing, Limits), or wait for the next billing cycle.',
    );
    expect(error.message).not.toMatch(/rent/i);
  });

  it('asks to rent an actor that is not rented', async () => {
    script({ status: 403, apifyType: 'actor-is-not-rented' });
    const error = await failure(harness.scraper().discover(request(5)));
    expect(error.message).toMatch(
      new RegExp(
        `^Apify refused the run: ${FOLLOWERS_ACTOR} is a paid actor not rented on this Apify account \\(You must rent a paid Actor.+\\)\\. Rent it in Apify Console, or configure another actor\\.$`,
      ),
    );
  });

  it('names the token on any other 403, not the rental', async () => {
    script({ status: 403, apifyType: 'insufficient-permissions' });
    const error = await failure(harness.scraper().discover(request(5)));
    expect(error.message).toBe(
      'Apify refused the run: the token lacks permission (You do not have permission to perform this action.). Use a token of the account that runs the actors, with full access.',
    );
  });
});

describe('cost caps', () => {
  it("starts again with the minimum an actor names when it refuses the run's cost cap", async () => {
    harness.sandbox.update({ faults: { minTotalChargeUsd: 1.25 } });
    const { profiles } = await harness.scraper().discover(request(20));
    expect(profiles).toHaveLength(20);
    expect((await harness.lastRun(FOLLOWERS_ACTOR))?.options).toMatchObject({ maxTotalChargeUsd: 1.25 });
    expect(harness.sandbox.counters.apify.runs).toBe(1);
  });
});

describe('malformed items', () => {
  it('drops and counts them (a "messy" target spoils about 1%)', async () => {
    // what the adapter asks for 400: max_count 440 (a tenth more than the share)
    const raw = (await harness.rawRun(FOLLOWERS_ACTOR, { usernames: ['messy_target'], max_count: 440 }))
      .body as Record<string, unknown>[];
    const bad = raw.filter(
      (item) =>
        typeof item.username !== 'string' ||
        !/^[a-z0-9._]{1,30}$/.test(item.username) ||
        item.is_private === 'yes',
    );
    expect(bad.length).toBeGreaterThan(0);
    const result = await harness.scraper().discover(request(400, undefined, ['messy_target']));
    expect(result.dropped).toBe(bad.length);
    expect(result.profiles).toHaveLength(Math.min(400, raw.length - bad.length));
  });
});

describe("the caller's AbortSignal", () => {
  it('stops following a run and aborts it on Apify, so it stops costing', async () => {
    harness.sandbox.update({ faults: { perItemMs: 50 } });
    const controller = new AbortController();
    const reason = new Error('cancelled by the user');
    const running = harness.scraper().discover(request(40, controller.signal));
    await vi.waitFor(() => expect(harness.sandbox.counters.apify.runs).toBe(1), { interval: 5 });
    controller.abort(reason);
    await expect(running).rejects.toBe(reason);
    await vi.waitFor(async () => expect((await harness.lastRun(FOLLOWERS_ACTOR))?.status).toBe('ABORTED'));
  });

  it('makes no call when already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('too late'));
    await expect(
      harness.scraper().lookupProfiles(['natgeo'], null, { signal: controller.signal }),
    ).rejects.toThrow('too late');
    expect(harness.sandbox.counters.apify.requests).toBe(0);
  });
});
