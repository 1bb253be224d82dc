import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Sandbox, startSandbox } from '../start-sandbox.js';

const TOKEN = 'sandbox-apify-token';
const ACTOR = 'someone~instagram-followers';
const followersInput = (max: number, target = 'natgeo') => ({
  username: [target],
  max_items: max,
  scrape_type: 'followers',
  sessionid: 'session-123',
});

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => {
  sandbox.resetCounters();
  sandbox.update({ faults: { perItemMs: 0, runTimeoutMs: null, maxConcurrentRuns: null } });
});

function call(path: string, init: { method?: string; body?: unknown; token?: string | null } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token !== null) headers.authorization = `Bearer ${init.token ?? TOKEN}`;
  return fetch(`${sandbox.url}${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

describe('apify routes: token', () => {
  it('answers 401 token-not-valid to a missing or wrong token', async () => {
    for (const token of [null, 'wrong']) {
      const response = await call(`/v2/acts/${ACTOR}/run-sync-get-dataset-items`, {
        body: followersInput(5),
        token,
      });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { type: string } }).error.type).toBe('token-not-valid');
    }
    expect(sandbox.counters.apify.runs).toBe(0);
  });

  it('takes the token from the query as well as the Authorization header', async () => {
    const response = await call(`/v2/acts/${ACTOR}/run-sync-get-dataset-items?token=${TOKEN}`, {
      body: followersInput(5),
      token: null,
    });
    expect(response.status).toBe(201);
  });
});

describe('apify routes: run-sync-get-dataset-items', () => {
  it('answers 201 with the items and the pagination headers, counting the run', async () => {
    const response = await call(`/v2/acts/${ACTOR}/run-sync-get-dataset-items`, { body: followersInput(30) });
    expect(response.status).toBe(201);
    const items = (await response.json()) as { username: string }[];
    expect(items).toHaveLength(30);
    expect(new Set(items.map((item) => item.username)).size).toBe(30);
    expect(Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('x-apify')))).toEqual({
      'x-apify-pagination-offset': '0',
      'x-apify-pagination-limit': '250000',
      'x-apify-pagination-count': '30',
      'x-apify-pagination-total': '30',
    });
    expect(sandbox.counters.apify).toMatchObject({ runs: 1, items: 30 });
  });

  it('returns one profile per existing username, in input order', async () => {
    const usernames = Array.from({ length: 60 }, (_, i) => `lookup_user_${i}`);
    const response = await call(`/v2/acts/someone~profiles/run-sync-get-dataset-items`, {
      body: { usernames },
    });
    const items = (await response.json()) as { username: string; followersCount: number }[];
    expect(items.length).toBeLessThan(60);
    expect(items.length).toBeGreaterThan(50);
    const positions = items.map((item) => usernames.indexOf(item.username));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(items[0]?.followersCount).toEqual(expect.any(Number));
  });

  it('refuses input that fits neither actor, and a followers run without a session id', async () => {
    const path = `/v2/acts/${ACTOR}/run-sync-get-dataset-items`;
    const odd = await call(path, { body: { url: 'x' } });
    expect(odd.status).toBe(400);
    const { sessionid: _none, ...noSession } = followersInput(5);
    const missing = await call(path, { body: noSession });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: { type: 'invalid-input', message: 'Input is not valid: sessionid is required' },
    });
  });

  it('answers 408 after runTimeoutMs while the run goes on and fills its dataset', async () => {
    // a run of 40 x 25 ms outlasts the 50 ms timeout by far, even on a loaded machine
    sandbox.update({ faults: { perItemMs: 25, runTimeoutMs: 50 } });
    const response = await call(`/v2/acts/${ACTOR}/run-sync-get-dataset-items`, { body: followersInput(40) });
    expect(response.status).toBe(408);
    expect(JSON.stringify(await response.json())).toContain('run-timeout-exceeded');
    const list = (await (await call(`/v2/acts/${ACTOR}/runs?desc=1&limit=5`)).json()) as {
      data: { items: { id: string; status: string }[] };
    };
    const run = list.data.items[0];
    expect(run?.status).toBe('RUNNING');
    const done = (await (await call(`/v2/actor-runs/${run?.id}?waitForFinish=20`)).json()) as {
      data: { status: string; defaultDatasetId: string };
    };
    expect(done.data.status).toBe('SUCCEEDED');
    const items = await call(`/v2/datasets/${done.data.defaultDatasetId}/items?clean=1`);
    expect(((await items.json()) as unknown[]).length).toBe(40);
    expect(sandbox.counters.apify.runs).toBe(1);
  });

  it('answers 429 when the concurrency cap is reached', async () => {
    sandbox.update({ faults: { perItemMs: 50, maxConcurrentRuns: 1 } });
    const first = call(`/v2/acts/${ACTOR}/run-sync-get-dataset-items`, { body: followersInput(10) });
    // the second asks while the first (10 x 50 ms) is surely running
    await vi.waitFor(() => expect(sandbox.counters.apify.runs).toBe(1), { interval: 5 });
    const second = await call(`/v2/acts/${ACTOR}/run-sync-get-dataset-items`, { body: followersInput(10) });
    expect(second.status).toBe(429);
    expect((await first).status).toBe(201);
    expect(sandbox.counters.apify).toMatchObject({ runs: 1, status429: 1, capped429: 1 });
  });
});

describe('apify routes: async runs and storage', () => {
  it('starts a run, pages its dataset and keeps its INPUT as sent', async () => {
    const input = followersInput(25);
    const started = await call(`/v2/acts/${ACTOR}/runs`, { body: input });
    expect(started.status).toBe(201);
    const { data: run } = (await started.json()) as {
      data: {
        id: string;
        actId: string;
        status: string;
        defaultDatasetId: string;
        defaultKeyValueStoreId: string;
      };
    };
    expect(run).toMatchObject({ actId: ACTOR, status: 'SUCCEEDED' });
    const page = await call(`/v2/datasets/${run.defaultDatasetId}/items?offset=20&limit=10`);
    expect((await page.json()) as unknown[]).toHaveLength(5);
    expect(page.headers.get('x-apify-pagination-offset')).toBe('20');
    expect(page.headers.get('x-apify-pagination-limit')).toBe('10');
    expect(page.headers.get('x-apify-pagination-count')).toBe('5');
    expect(page.headers.get('x-apify-pagination-total')).toBe('25');
    const record = await call(`/v2/key-value-stores/${run.defaultKeyValueStoreId}/records/INPUT`);
    expect(await record.json()).toEqual(input);
    const runs = (await (await call(`/v2/acts/${ACTOR}/runs?status=SUCCEEDED`)).json()) as {
      data: { total: number; items: { id: string }[] };
    };
    expect(runs.data.items.map((item) => item.id)).toContain(run.id);
    expect((await call('/v2/actor-runs/nope')).status).toBe(404);
  });
});
