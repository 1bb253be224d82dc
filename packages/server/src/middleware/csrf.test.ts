import { openTestApp } from '@leadgen/test-utils/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localOrigins } from '../local-origins.js';

describe('the CSRF origin check', () => {
  let t: Awaited<ReturnType<typeof openTestApp>>;
  beforeEach(async () => {
    t = await openTestApp();
  });
  afterEach(() => t.close());

  const signIn = (headers: Record<string, string>, url = 'http://127.0.0.1:8787/api/auth/signin') =>
    t.app.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: 'ana@example.com', password: 'wrong-pw' }),
    });

  it('refuses an origin derived from the Host header (DNS rebinding)', async () => {
    const rebound = await signIn(
      { host: 'evil.example', origin: 'http://evil.example', 'sec-fetch-site': 'same-origin' },
      'http://evil.example/api/auth/signin',
    );
    expect(rebound.status).toBe(403);
  });

  it('accepts the configured public URL and refuses its look-alikes', async () => {
    expect((await signIn({ origin: 'http://127.0.0.1:8787', 'sec-fetch-site': 'same-origin' })).status).toBe(
      401,
    );
    expect((await signIn({ origin: 'http://127.0.0.1:8788' })).status).toBe(403);
    expect((await signIn({ origin: 'https://127.0.0.1:8787' })).status).toBe(403);
    expect((await signIn({ origin: 'null' })).status).toBe(403);
  });

  it('accepts the listening address origins only when given', async () => {
    expect((await signIn({ origin: 'http://localhost:8787' })).status).toBe(403);
    t.deps.localOrigins = localOrigins('127.0.0.1', 8787);
    expect((await signIn({ origin: 'http://localhost:8787' })).status).toBe(401);
    expect((await signIn({ origin: 'http://localhost:9999' })).status).toBe(403);
  });
});

describe('localOrigins', () => {
  it('names loopback by its three names on the listening port', () => {
    expect(localOrigins('127.0.0.1', 8787)).toEqual([
      'http://127.0.0.1:8787',
      'http://localhost:8787',
      'http://[::1]:8787',
    ]);
  });

  it('is the host itself for one interface, and every interface address for all of them', () => {
    expect(localOrigins('192.0.2.7', 80)).toEqual(['http://192.0.2.7']);
    const all = localOrigins('0.0.0.0', 8787);
    expect(all).toContain('http://127.0.0.1:8787');
    expect(all.every((origin) => origin.endsWith(':8787'))).toBe(true);
  });
});
