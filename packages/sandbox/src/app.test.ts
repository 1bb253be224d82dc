import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from './start-sandbox.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ settings: { seed: 3 } });
});
afterAll(() => sandbox.stop());

const apifyRuns = () =>
  fetch(`${sandbox.url}/v2/actors/datadoping~instagram-followers-scraper/runs`, {
    headers: { Authorization: 'Bearer sandbox-apify-token' },
  });

describe('sandbox app', () => {
  it('listens on loopback and describes itself', async () => {
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const body = (await (await fetch(sandbox.url)).json()) as { services: Record<string, string> };
    expect(body.services.apify).toBe(`${sandbox.url}/v2`);
  });

  it('reads and changes settings through the admin endpoint', async () => {
    const patched = await fetch(`${sandbox.url}/__admin/settings`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ faults: { latencyMs: 5, errorRates: { 503: 0 } } }),
    });
    expect(await patched.json()).toMatchObject({
      seed: 3,
      faults: { latencyMs: 5, errorRates: { 429: 0, 500: 0 } },
    });
    expect(sandbox.settings().faults.latencyMs).toBe(5);
    sandbox.update({ faults: { latencyMs: 0 } });
  });

  it('refuses a settings change that does not fit, with 400 JSON naming the field, and keeps the settings', async () => {
    const before = JSON.stringify(sandbox.settings());
    const refused = await fetch(`${sandbox.url}/__admin/settings`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      // Retry-After is sent as written (seconds or an HTTP date): a string, not a number
      body: JSON.stringify({ faults: { next: [{ status: 429, retryAfter: 2 }] } }),
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await refused.json()) as { error: { field: string; message: string } };
    expect(body.error.field).toBe('faults.next.0.retryAfter');
    expect(body.error.message).toContain('faults.next.0.retryAfter');
    expect(JSON.stringify(sandbox.settings())).toBe(before);
    // the services keep answering as before
    expect((await apifyRuns()).status).toBe(200);

    for (const [patch, field] of [
      [{ faults: { next: { status: 503 } } }, 'faults.next'],
      [{ faults: { errorRates: { 503: 'all' } } }, 'faults.errorRates.503'],
      [{ seed: 'one' }, 'seed'],
    ] as const) {
      const answer = await fetch(`${sandbox.url}/__admin/settings`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(patch),
      });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: { field: string } }).error.field).toBe(field);
    }
    const notJson = await fetch(`${sandbox.url}/__admin/settings`, { method: 'PATCH', body: '{' });
    expect(notJson.status).toBe(400);
    expect(notJson.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers an injected Gemini 429 as Google does: RetryInfo in the details, no Retry-After', async () => {
    sandbox.update({ faults: { next: [{ service: 'gemini', status: 429, retryAfter: '9' }] } });
    const limited = await fetch(`${sandbox.url}/v1beta/models/gemini-3.5-flash-lite:generateContent`, {
      method: 'POST',
      headers: { 'x-goog-api-key': 'sandbox-gemini-key', 'content-type': 'application/json' },
      body: JSON.stringify({ contents: [{ parts: [{ text: 'hi' }] }] }),
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeNull();
    const body = (await limited.json()) as { error: { status: string; details: Record<string, unknown>[] } };
    expect(body.error.status).toBe('RESOURCE_EXHAUSTED');
    expect(body.error.details).toContainEqual({
      '@type': 'type.googleapis.com/google.rpc.RetryInfo',
      retryDelay: '9s',
    });
  });

  it('answers a scripted 429 with the service body and the Retry-After it names, and counts it', async () => {
    sandbox.resetCounters();
    sandbox.update({ faults: { next: [{ service: 'apify', status: 429, retryAfter: '7' }] } });
    const limited = await apifyRuns();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(await limited.json()).toEqual({
      error: {
        type: 'rate-limit-exceeded',
        message: 'You have exceeded the rate limit of 60 requests per second',
      },
    });
    expect((await apifyRuns()).status).toBe(200);
    const counters = (await (await fetch(`${sandbox.url}/__admin/counters`)).json()) as Sandbox['counters'];
    expect(counters.apify).toMatchObject({ requests: 2, status429: 1, capped429: 0 });
  });

  it('resets a connection and cuts a JSON answer short when told to', async () => {
    sandbox.update({ faults: { next: [{ reset: true }, { truncate: true }] } });
    await expect(apifyRuns()).rejects.toThrow();
    const cut = await apifyRuns();
    const text = await cut.text();
    expect(() => JSON.parse(text)).toThrow();
    expect(sandbox.counters.apify).toMatchObject({ resets: 1, truncated: 1 });
  });

  it('serves SVG avatars', async () => {
    const response = await fetch(`${sandbox.url}/avatars/maria.garcia92.svg`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('>MA</text>');
  });
});
