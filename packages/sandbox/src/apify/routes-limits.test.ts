import { describe, expect, it, vi } from 'vitest';
import { apifyRoutesTest, FOLLOWERS, GHOST, json } from './routes.test-helpers.js';

const api = apifyRoutesTest();
const { call, startRun, finished, items } = api;

describe('apify: limits and scripted refusals', () => {
  it('refuses a run beyond the concurrency cap with 402 concurrent-runs-limit-exceeded', async () => {
    api.sandbox.update({ faults: { perItemMs: 50, maxConcurrentRuns: 1 } });
    const first = await startRun(FOLLOWERS, { usernames: ['natgeo'], max_count: 50 });
    const second = await call(`/v2/actors/${FOLLOWERS}/runs`, {
      body: { usernames: ['nasa'], max_count: 50 },
    });
    expect(second.status).toBe(402);
    expect(((await second.json()) as { error: { type: string } }).error.type).toBe(
      'concurrent-runs-limit-exceeded',
    );
    expect(second.headers.get('retry-after')).toBeNull();
    await call(`/v2/actor-runs/${first.id}/abort`, { method: 'POST' });
    expect(api.sandbox.counters.apify).toMatchObject({ runs: 1, runsRefused: 1, status429: 0 });
  });

  it('refuses a run beyond the memory cap with 402 actor-memory-limit-exceeded', async () => {
    api.sandbox.update({ faults: { maxMemoryMbytes: 1024 } });
    const refused = await call(`/v2/actors/${FOLLOWERS}/runs?memory=2048`, {
      body: { usernames: ['nasa'], max_count: 50 },
    });
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /^By launching this job you will exceed the memory limit of 1024MB .*\(currently used: 0MB, requested: 2048MB\)/,
    );
  });

  it("answers scripted 402 and 403 with Apify's types", async () => {
    api.sandbox.update({
      faults: {
        next: [
          { service: 'apify', status: 402 },
          { service: 'apify', status: 403 },
        ],
      },
    });
    const body = { usernames: ['natgeo'], max_count: 50 };
    const payment = await json<{ error: { type: string } }>(call(`/v2/actors/${FOLLOWERS}/runs`, { body }));
    expect(payment.error.type).toBe('not-enough-usage-to-run-paid-actor');
    const rented = await json<{ error: { type: string; message: string } }>(
      call(`/v2/actors/${FOLLOWERS}/runs`, { body }),
    );
    expect(rented.error.type).toBe('actor-is-not-rented');
    expect(rented.error.message).toContain(`https://console.apify.com/actors/${FOLLOWERS}`);
    expect(api.sandbox.counters.apify.runs).toBe(0);
  });
});

describe('apify: run-sync-get-dataset-items', () => {
  it('answers 201 with the items and the pagination headers', async () => {
    const response = await call(`/v2/acts/${FOLLOWERS}/run-sync-get-dataset-items?maxItems=30`, {
      body: { usernames: ['natgeo'], max_count: 50 },
    });
    expect(response.status).toBe(201);
    expect((await response.json()) as unknown[]).toHaveLength(30);
    expect(response.headers.get('x-apify-pagination-total')).toBe('30');
  });

  it('answers 408 after runTimeoutMs while the run goes on and fills its dataset', async () => {
    // 100 items × 10 ms outlast the 50 ms wait by far, even on a loaded machine
    api.sandbox.update({ faults: { perItemMs: 10, runTimeoutMs: 50 } });
    const response = await call(`/v2/actors/${FOLLOWERS}/run-sync-get-dataset-items?maxItems=100`, {
      body: { usernames: ['natgeo'], max_count: 100 },
    });
    expect(response.status).toBe(408);
    expect(((await response.json()) as { error: { type: string } }).error.type).toBe('run-timeout-exceeded');
    const list = await json<{ data: { items: { id: string; status: string }[] } }>(
      call(`/v2/actor-runs?desc=1&limit=1`),
    );
    const run = list.data.items[0];
    expect(run?.status).toBe('RUNNING');
    const done = await finished(run?.id ?? '');
    expect(done.status).toBe('SUCCEEDED');
    expect((await items(done)).length).toBeGreaterThanOrEqual(95);
  });

  it('answers 400 run-failed when the run does not succeed', async () => {
    api.sandbox.update({ faults: { next: [{ service: 'apify', runStatus: 'FAILED' }] } });
    const response = await call(`/v2/actors/${FOLLOWERS}/run-sync-get-dataset-items`, {
      body: { usernames: ['natgeo'], max_count: 50 },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /^Actor run did not succeed \(run ID: \w+, status: FAILED\)$/,
    );
  });
});

describe('apify: timing', () => {
  it('never ends a run within the request that starts it', async () => {
    const run = await startRun(FOLLOWERS, { usernames: [GHOST], max_count: 50 });
    expect(run.status).toBe('READY');
    await vi.waitFor(async () => expect((await finished(run.id)).status).toBe('SUCCEEDED'));
  });
});
