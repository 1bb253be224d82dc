// The public API's door (issue 35): API keys only, scopes, revocation, and the rate limit.

import { messages } from '@leadgen/core/domain';
import { openTestApp } from '@leadgen/test-utils/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof openTestApp>>;
let ana: { id: string; cookie: string };
let clock = Date.parse('2026-11-28T12:00:00Z');
beforeAll(async () => {
  t = await openTestApp({ now: () => new Date(clock), apiRateLimitPerMinute: 3 });
  ana = await t.signUp('ana@example.com');
});
afterAll(() => t.close());

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;
const discovery = { targets: ['natgeo'], type: 'followers', maxProfiles: 5, sessionId: 'sess-test' };
const jobCount = async () => (await t.store.db.selectFrom('jobs').select('id').execute()).length;
/** A new minute for the rate limiter, so each test starts with the whole quota. */
const nextMinute = () => {
  clock += 61_000;
};

describe('the public API (/api/v1)', () => {
  it('answers 401 without a key, with an unknown key, and to the session cookie', async () => {
    nextMinute();
    const missing = await t.app.request('/api/v1/lists');
    expect(missing.status).toBe(401);
    expect((await errorOf(missing)).message).toBe(messages.apiKeyMissing);
    expect(messages.apiKeyMissing).toContain('leadgen keys create');

    const unknown = await t.callWithKey('GET', '/api/v1/lists', `lgk_${'A'.repeat(43)}`);
    expect(unknown.status).toBe(401);
    expect((await errorOf(unknown)).message).toBe(messages.apiKeyInvalid);

    const cookie = await t.call('GET', '/api/v1/lists', undefined, ana);
    expect(cookie.status).toBe(401);
    // the same cookie opens the web app's API
    expect((await t.call('GET', '/api/lists', undefined, ana)).status).toBe(200);
  });

  it('lets a read-only key read but not start a run (403 naming the write scope)', async () => {
    nextMinute();
    const key = await t.createKey(ana, 'read');
    const lists = await t.callWithKey('GET', '/api/v1/lists', key);
    expect(lists.status).toBe(200);
    expect(await lists.json()).toEqual({ lists: [] });
    expect((await t.callWithKey('GET', '/api/v1/users/me', key)).status).toBe(200);
    // HEAD reads like GET (another key: this test app allows 3 requests a minute per key)
    expect(
      (await t.callWithKey('HEAD', '/api/v1/credits', await t.createKey(ana, 'read', 'head'))).status,
    ).toBe(200);

    const before = await jobCount();
    const start = await t.callWithKey('POST', '/api/v1/lists/discovery', key, discovery);
    expect(start.status).toBe(403);
    expect((await errorOf(start)).message).toBe(messages.apiKeyNeedsWrite('POST'));
    expect(messages.apiKeyNeedsWrite('POST')).toContain('write scope');
    expect(await jobCount()).toBe(before);
  });

  it('lets a write key start a run as its user, with no CSRF check, until the key is revoked (401)', async () => {
    nextMinute();
    const key = await t.createKey(ana, 'write');
    // a program's request: no cookie, so a foreign Origin is no forgery
    const res = await t.app.request('/api/v1/lists/discovery', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        origin: 'https://elsewhere.example',
      },
      body: JSON.stringify(discovery),
    });
    expect(res.status).toBe(202);
    const { job_id: jobId } = (await res.json()) as { job_id: string };
    const job = await t.callWithKey('GET', `/api/v1/jobs/${jobId}`, key);
    expect(((await job.json()) as { job: { id: string } }).job.id).toBe(jobId);
    // the same job, seen from the web app by the key's user
    expect((await t.call('GET', `/api/jobs/${jobId}`, undefined, ana)).status).toBe(200);

    const keys = (await (await t.call('GET', '/api/keys', undefined, ana)).json()) as {
      keys: { id: string; name: string; last_used_at: string | null }[];
    };
    const listed = keys.keys.find((k) => k.name === 'key write');
    expect(listed?.last_used_at).toBe(new Date(clock).toISOString());
    expect((await t.call('DELETE', `/api/keys/${listed?.id}`, undefined, ana)).status).toBe(200);
    const revoked = await t.callWithKey('GET', `/api/v1/jobs/${jobId}`, key);
    expect(revoked.status).toBe(401);
    expect((await errorOf(revoked)).message).toBe(messages.apiKeyInvalid);
  });

  it('keeps API keys to /api/v1: the web API and key management refuse them', async () => {
    nextMinute();
    const key = await t.createKey(ana, 'write', 'outside');
    for (const [method, path] of [
      ['GET', '/api/lists'],
      ['GET', '/api/keys'],
      ['POST', '/api/keys'],
    ] as const) {
      const res = await t.callWithKey(method, path, key, method === 'POST' ? { name: 'more' } : undefined);
      expect(res.status).toBe(401);
      expect((await errorOf(res)).message).toBe(messages.apiKeyOnV1);
    }
  });

  it('sends the RateLimit fields on every answer and 429 with Retry-After over the limit', async () => {
    nextMinute();
    const key = await t.createKey(ana, 'read', 'limited');
    const first = await t.callWithKey('GET', '/api/v1/lists', key);
    expect(first.headers.get('ratelimit-policy')).toBe('"per-key";q=3;w=60');
    expect(first.headers.get('ratelimit')).toBe('"per-key";r=2;t=60');
    clock += 20_000;
    // an error answer carries them too
    const missing = await t.callWithKey('GET', '/api/v1/lists/nope', key);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('ratelimit')).toBe('"per-key";r=1;t=40');
    expect((await t.callWithKey('GET', '/api/v1/credits', key)).headers.get('ratelimit')).toBe(
      '"per-key";r=0;t=40',
    );

    const over = await t.callWithKey('GET', '/api/v1/lists', key);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('40');
    expect(over.headers.get('ratelimit')).toBe('"per-key";r=0;t=40');
    expect((await errorOf(over)).message).toBe(messages.apiRateLimited(3, 40));

    // a sliding window: the first request leaves it 60 s after it was made
    clock += 40_000;
    const again = await t.callWithKey('GET', '/api/v1/lists', key);
    expect(again.status).toBe(200);
    expect(again.headers.get('ratelimit')).toBe('"per-key";r=0;t=20');
    // another key has its own quota
    expect(
      (await t.callWithKey('GET', '/api/v1/lists', await t.createKey(ana, 'read', 'other'))).status,
    ).toBe(200);
  });
});
