import { describe, expect, it } from 'vitest';
import type { ApifyHttp, ApifyRequest } from './apify-http.js';
import { type RunSearch, readDataset, recoverTimedOutRun } from './apify-runs.js';
import type { JsonResponse } from './http-json.js';
import { DEFAULT_RETRY } from './retry.js';

type Route = (request: ApifyRequest) => { status?: number; json: unknown; headers?: Record<string, string> };

/** An ApifyHttp that answers from `route` and records each call's method and path. */
function fakeHttp(route: Route) {
  const calls: string[] = [];
  const sleeps: number[] = [];
  const send = async (request: ApifyRequest): Promise<JsonResponse> => {
    calls.push(`${request.method ?? 'GET'} ${request.path}`);
    const answer = route(request);
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
    policy: {
      ...DEFAULT_RETRY,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    },
  };
  return { http, calls, sleeps };
}

const run = (status: string) => ({
  data: {
    id: 'run1',
    status,
    startedAt: new Date().toISOString(),
    defaultDatasetId: 'ds1',
    defaultKeyValueStoreId: 'kv1',
  },
});

function search(http: ApifyHttp): RunSearch {
  return {
    http,
    actor: 'owner/actor',
    requestId: 'req-1',
    since: Date.now() - 60_000,
    pollIntervalMs: 5,
    fallbackMessage: 'Failed to fetch Instagram data',
  };
}

describe('recoverTimedOutRun', () => {
  it('starts the run with the async API only after the list never shows it', async () => {
    const { http, calls, sleeps } = fakeHttp((request) => {
      if (request.path.startsWith('/v2/acts/owner~actor/runs?')) return { json: { data: { items: [] } } };
      if (request.method === 'POST') return { status: 201, json: run('RUNNING') };
      if (request.path.startsWith('/v2/actor-runs/')) return { json: run('SUCCEEDED') };
      return { json: [{ username: 'a' }], headers: { 'x-apify-pagination-total': '1' } };
    });
    const items = await recoverTimedOutRun(search(http), { usernames: ['a'], leadgenRequestId: 'req-1' });
    expect(items).toEqual([{ username: 'a' }]);
    expect(calls).toEqual([
      'GET /v2/acts/owner~actor/runs?desc=1&limit=25',
      'GET /v2/acts/owner~actor/runs?desc=1&limit=25',
      'GET /v2/acts/owner~actor/runs?desc=1&limit=25',
      'POST /v2/acts/owner~actor/runs',
      'GET /v2/actor-runs/run1?waitForFinish=60',
      'GET /v2/datasets/ds1/items?clean=1&offset=0&limit=1000',
    ]);
    expect(sleeps).toEqual([5, 5]);
  });

  it('follows the listed run whose INPUT carries our request id, skipping others', async () => {
    const other = { ...run('RUNNING').data, id: 'other', defaultKeyValueStoreId: 'kv0' };
    const { http, calls } = fakeHttp((request) => {
      if (request.path.includes('/runs?')) return { json: { data: { items: [other, run('RUNNING').data] } } };
      if (request.path === '/v2/key-value-stores/kv0/records/INPUT')
        return { json: { leadgenRequestId: 'req-0' } };
      if (request.path === '/v2/key-value-stores/kv1/records/INPUT')
        return { json: { leadgenRequestId: 'req-1' } };
      if (request.path.startsWith('/v2/actor-runs/')) return { json: run('SUCCEEDED') };
      return { json: [], headers: { 'x-apify-pagination-total': '0' } };
    });
    await recoverTimedOutRun(search(http), {});
    expect(calls).toContain('GET /v2/actor-runs/run1?waitForFinish=60');
    expect(calls.some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('fails with a clear message when the run ends FAILED', async () => {
    const { http } = fakeHttp((request) => {
      if (request.path.includes('/runs?')) return { json: { data: { items: [run('RUNNING').data] } } };
      if (request.path.includes('/records/INPUT')) return { json: { leadgenRequestId: 'req-1' } };
      return { json: run('FAILED') };
    });
    await expect(recoverTimedOutRun(search(http), {})).rejects.toMatchObject({
      code: 'PROVIDER_ERROR',
      message: 'The Apify run did not succeed (status FAILED)',
    });
  });
});

describe('readDataset', () => {
  it('reads page after page until the total', async () => {
    const { http, calls } = fakeHttp((request) => {
      const offset = Number(new URLSearchParams(request.path.split('?')[1]).get('offset'));
      const size = Math.min(1000, 2500 - offset);
      return {
        json: Array.from({ length: size }, (_, i) => offset + i),
        headers: { 'x-apify-pagination-total': '2500' },
      };
    });
    const items = await readDataset(search(http), 'ds9');
    expect(items).toHaveLength(2500);
    expect(items[2499]).toBe(2499);
    expect(calls).toHaveLength(3);
  });
});
