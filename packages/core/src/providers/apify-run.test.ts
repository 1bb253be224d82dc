import { describe, expect, it } from 'vitest';
import type { ApifyHttp, ApifyRequest } from './apify-http.js';
import { type ActorRunCall, runActor } from './apify-run.js';
import type { JsonResponse } from './http-json.js';
import { DEFAULT_RETRY } from './retry.js';

type Answer = { status?: number; json: unknown; headers?: Record<string, string> };

/** An ApifyHttp that answers from `route` and records each call's method and path. */
function fakeHttp(route: (request: ApifyRequest) => Answer | Promise<Answer>) {
  const calls: string[] = [];
  const sleeps: number[] = [];
  const send = async (request: ApifyRequest, signal?: AbortSignal): Promise<JsonResponse> => {
    signal?.throwIfAborted();
    calls.push(`${request.method ?? 'GET'} ${request.path}`);
    const answer = await route(request);
    return {
      status: answer.status ?? 200,
      headers: answer.headers ?? {},
      json: answer.json,
      text: '',
      invalidJson: false,
    };
  };
  const http: ApifyHttp = {
    send,
    attempt: async (request) => ({ ok: true, value: await send(request) }),
    policy: { ...DEFAULT_RETRY, sleep: async (ms) => void sleeps.push(ms) },
  };
  return { http, calls, sleeps };
}

const run = (status: string, statusMessage?: string) => ({
  data: { id: 'run1', status, statusMessage, defaultDatasetId: 'ds1', defaultKeyValueStoreId: 'kv1' },
});

function call(http: ApifyHttp, signal?: AbortSignal): ActorRunCall {
  return {
    http,
    actor: 'datadoping~instagram-followers-scraper',
    input: { usernames: ['natgeo'], max_count: 50 },
    caps: { maxItems: 50, maxTotalChargeUsd: 0.3, timeoutSecs: 350 },
    pollIntervalMs: 10,
    fallbackMessage: 'Failed to fetch Instagram data',
    signal,
  };
}

describe('runActor', () => {
  it('starts the run with its caps on /v2/actors, waits with waitForFinish, then pages the dataset', async () => {
    const statuses = ['READY', 'RUNNING', 'SUCCEEDED'];
    const { http, calls } = fakeHttp((request) => {
      if (request.path.startsWith('/v2/actors/'))
        return { status: 201, json: run(statuses.shift() as string) };
      if (request.path.startsWith('/v2/actor-runs/')) return { json: run(statuses.shift() as string) };
      const offset = Number(new URL(request.path, 'http://x').searchParams.get('offset'));
      const page = offset === 0 ? Array.from({ length: 1000 }, (_, i) => ({ i })) : [{ i: 1000 }];
      return { json: page, headers: { 'x-apify-pagination-total': '1001' } };
    });
    const items = await runActor(call(http));
    expect(items).toHaveLength(1001);
    expect(calls).toEqual([
      'POST /v2/actors/datadoping~instagram-followers-scraper/runs?timeout=350&maxItems=50&maxTotalChargeUsd=0.30',
      'GET /v2/actor-runs/run1?waitForFinish=60',
      'GET /v2/actor-runs/run1?waitForFinish=60',
      'GET /v2/datasets/ds1/items?clean=1&offset=0&limit=1000',
      'GET /v2/datasets/ds1/items?clean=1&offset=1000&limit=1000',
    ]);
  });

  it.each([
    [
      'FAILED',
      'The Apify run of datadoping~instagram-followers-scraper ended FAILED (Instagram blocked us). Please try again later.',
    ],
    [
      'ABORTED',
      'The Apify run of datadoping~instagram-followers-scraper ended ABORTED (Instagram blocked us). Please try again later.',
    ],
    [
      'TIMED-OUT',
      'The Apify run of datadoping~instagram-followers-scraper ended TIMED-OUT (Instagram blocked us). Please try again later.',
    ],
  ])('turns a run that ended %s into a provider error, reading no dataset', async (status, message) => {
    const { http, calls } = fakeHttp((request) =>
      request.method === 'POST'
        ? { status: 201, json: run('RUNNING') }
        : { json: run(status, 'Instagram blocked us') },
    );
    await expect(runActor(call(http))).rejects.toMatchObject({ code: 'PROVIDER_ERROR', message });
    expect(calls.some((line) => line.includes('/datasets/'))).toBe(false);
  });

  it('sleeps between polls only when Apify answers early while the run goes on', async () => {
    const statuses = ['RUNNING', 'TIMING-OUT', 'TIMED-OUT'];
    const { http, sleeps } = fakeHttp((request) =>
      request.method === 'POST'
        ? { status: 201, json: run('READY') }
        : { json: run(statuses.shift() as string) },
    );
    await expect(runActor(call(http))).rejects.toMatchObject({ message: /ended TIMED-OUT/ });
    expect(sleeps).toEqual([10, 10]);
  });

  it('aborts the run on Apify when the caller aborts while it goes on, and throws the reason', async () => {
    const controller = new AbortController();
    const reason = new Error('shutting down');
    const { http, calls } = fakeHttp((request) => {
      if (request.path.startsWith('/v2/actors/')) return { status: 201, json: run('RUNNING') };
      if (request.path.endsWith('/abort')) return { json: run('ABORTING') };
      controller.abort(reason);
      return { json: run('RUNNING') };
    });
    await expect(runActor(call(http, controller.signal))).rejects.toBe(reason);
    expect(calls.at(-1)).toBe('POST /v2/actor-runs/run1/abort');
  });

  it('aborts a run whose start was in flight when the caller aborted', async () => {
    const controller = new AbortController();
    const reason = new Error('canceled');
    const { http, calls } = fakeHttp((request) => {
      if (request.path.startsWith('/v2/actors/')) {
        controller.abort(reason); // Apify has begun the run; its answer is still on the way
        return { status: 201, json: run('READY') };
      }
      return { json: run('ABORTING') };
    });
    await expect(runActor(call(http, controller.signal))).rejects.toBe(reason);
    expect(calls).toEqual([
      'POST /v2/actors/datadoping~instagram-followers-scraper/runs?timeout=350&maxItems=50&maxTotalChargeUsd=0.30',
      'POST /v2/actor-runs/run1/abort',
    ]);
  });

  // Apify's run statuses (apify-docs openapi `ActorJobStatus.yaml`): READY and RUNNING go on,
  // SUCCEEDED has its dataset; TIMING-OUT and ABORTING are still going, on their way to an end
  // without results; FAILED, ABORTED and TIMED-OUT have ended without them.
  it.each([
    ['READY', false],
    ['RUNNING', false],
    ['SUCCEEDED', false],
    ['FAILED', true],
    ['ABORTED', true],
    ['TIMED-OUT', true],
    ['TIMING-OUT', true],
    ['ABORTING', true],
    ['gone', true],
  ] as const)('with a recorded run that is %s, starts a new one: %s', async (status, starts) => {
    const started: string[] = [];
    const ended = { 'TIMING-OUT': 'TIMED-OUT', ABORTING: 'ABORTED' } as Record<string, string>;
    const { http, calls } = fakeHttp((request) => {
      if (request.path === '/v2/actor-runs/old') {
        return status === 'gone'
          ? { status: 404, json: { error: { type: 'record-not-found' } } }
          : { json: { data: { ...run(status).data, id: 'old' } } };
      }
      // a recorded run followed to its end: one still ending ends as it was going to
      if (request.path.startsWith('/v2/actor-runs/old?')) {
        return { json: { data: { ...run(ended[status] ?? 'SUCCEEDED').data, id: 'old' } } };
      }
      if (request.path.startsWith('/v2/actors/')) return { status: 201, json: run('SUCCEEDED') };
      if (request.path.startsWith('/v2/actor-runs/')) return { json: run('SUCCEEDED') };
      return { json: [{ i: 1 }], headers: { 'x-apify-pagination-total': '1' } };
    });
    const items = await runActor({
      ...call(http),
      recorded: async () => 'old',
      started: async (id) => void started.push(id),
    });
    expect(items).toEqual([{ i: 1 }]);
    expect(calls.some((line) => line.startsWith('POST /v2/actors/'))).toBe(starts);
    expect(started).toEqual(starts ? ['run1'] : []);
    // a run still ending is followed to its end before another starts: never two at once
    if (status in ended) {
      const polled = calls.indexOf('GET /v2/actor-runs/old?waitForFinish=60');
      expect(polled).toBeGreaterThan(-1);
      expect(polled).toBeLessThan(calls.findIndex((line) => line.startsWith('POST /v2/actors/')));
    }
  });

  it('resumes the recorded run after a crash mid-poll: a retry reads the record and starts nothing', async () => {
    let record: string | null = null;
    let reachable = true;
    const statuses = ['RUNNING', 'SUCCEEDED'];
    const { http, calls } = fakeHttp((request) => {
      if (request.method === 'POST') return { status: 201, json: run('READY') };
      // the first attempt dies while it polls (the worker is killed, or Apify stays away)
      if (!reachable) throw new Error('connection refused');
      if (request.path.startsWith('/v2/actor-runs/')) return { json: run(statuses.shift() as string) };
      return { json: [{ i: 1 }], headers: { 'x-apify-pagination-total': '1' } };
    });
    const hooks = {
      // read at each call, as the job's record stands then
      recorded: async () => record,
      started: async (runId: string) => {
        record = runId;
        reachable = false;
      },
    };
    await expect(runActor({ ...call(http), ...hooks })).rejects.toThrow('connection refused');
    expect(record).toBe('run1');
    reachable = true;
    expect(await runActor({ ...call(http), ...hooks })).toEqual([{ i: 1 }]);
    expect(calls.filter((line) => line.startsWith('POST '))).toHaveLength(1);
    // the start, the poll the crash cut short, then the retry: the recorded run, followed
    expect(calls.slice(2)).toEqual([
      'GET /v2/actor-runs/run1',
      'GET /v2/actor-runs/run1?waitForFinish=60',
      'GET /v2/datasets/ds1/items?clean=1&offset=0&limit=1000',
    ]);
  });

  it('answers an unreadable run object with the step message', async () => {
    const { http } = fakeHttp(() => ({ status: 201, json: { data: { nope: true } } }));
    await expect(runActor(call(http))).rejects.toMatchObject({ message: 'Failed to fetch Instagram data' });
  });
});
