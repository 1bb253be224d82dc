import { describe, expect, it } from 'vitest';
import { createApiRateLimiter, rateLimitHeaders } from './api-rate-limit.js';

describe('the per-key rate limit', () => {
  it('allows `limit` requests in any window, counting none it refuses, per key', () => {
    let now = 0;
    const limiter = createApiRateLimiter({ limit: 2, windowMs: 10_000, now: () => now });
    expect(limiter.take('a')).toMatchObject({ allowed: true, remaining: 1, resetSeconds: 10 });
    now = 4_000;
    expect(limiter.take('a')).toMatchObject({ allowed: true, remaining: 0, resetSeconds: 6 });
    expect(limiter.take('b')).toMatchObject({ allowed: true, remaining: 1 });
    now = 9_999;
    expect(limiter.take('a')).toMatchObject({ allowed: false, remaining: 0, resetSeconds: 1 });
    // the first request leaves the window at 10 s; the refused one never entered it
    now = 10_000;
    expect(limiter.take('a')).toMatchObject({ allowed: true, remaining: 0, resetSeconds: 4 });
    now = 14_000;
    expect(limiter.take('a')).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('forgets keys gone quiet once many are known, and says its state in the IETF fields', () => {
    let now = 0;
    const limiter = createApiRateLimiter({ limit: 1, windowMs: 1_000, now: () => now });
    for (let key = 0; key < 1_000; key++) limiter.take(`key-${key}`);
    now = 1_000;
    // the sweep drops the quiet keys: key-0 starts afresh
    expect(limiter.take('new').allowed).toBe(true);
    expect(limiter.take('key-0').allowed).toBe(true);
    expect(rateLimitHeaders(limiter.take('key-0'))).toEqual({
      'RateLimit-Policy': '"per-key";q=1;w=1',
      RateLimit: '"per-key";r=0;t=1',
    });
  });
});
