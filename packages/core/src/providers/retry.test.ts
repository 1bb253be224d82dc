import { describe, expect, it } from 'vitest';
import { type AttemptOutcome, backoffDelay, parseRetryAfter, type RetryPolicy, withRetry } from './retry.js';

const recorder = () => {
  const waits: number[] = [];
  const policy: RetryPolicy = {
    attempts: 4,
    baseDelayMs: 100,
    maxDelayMs: 1000,
    maxRetryAfterMs: 10_000,
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => 0.5,
    now: () => 0,
  };
  return { waits, policy };
};

const fail = (retryable: boolean, retryAfterMs?: number): AttemptOutcome<never> => ({
  ok: false,
  retryable,
  error: new Error(`fail ${retryable}`),
  retryAfterMs,
});

describe('retry', () => {
  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('draws full-jitter backoff under a doubling, capped ceiling', () => {
    const policy = { baseDelayMs: 100, maxDelayMs: 1000 };
    expect(backoffDelay(0, { ...policy, random: () => 0.999 })).toBe(99);
    expect(backoffDelay(3, { ...policy, random: () => 0.5 })).toBe(400);
    expect(backoffDelay(10, { ...policy, random: () => 0.5 })).toBe(500);
    expect(backoffDelay(2, { ...policy, random: () => 0 })).toBe(0);
  });

  it('retries retryable failures, honouring Retry-After, until one succeeds', async () => {
    const { waits, policy } = recorder();
    const outcomes = [fail(true), fail(true, 2500), { ok: true as const, value: 'done' }];
    expect(await withRetry(async (n) => outcomes[n] ?? fail(false), policy)).toBe('done');
    expect(waits).toEqual([50, 2500]);
  });

  it('stops at once on a failure that is not retryable, and after the last attempt', async () => {
    const { waits, policy } = recorder();
    await expect(withRetry(async () => fail(false), policy)).rejects.toThrow('fail false');
    expect(waits).toEqual([]);
    await expect(withRetry(async () => fail(true), policy)).rejects.toThrow('fail true');
    expect(waits).toHaveLength(3);
  });

  it('gives up rather than wait a Retry-After beyond the policy', async () => {
    const { waits, policy } = recorder();
    await expect(withRetry(async () => fail(true, 60_000), policy)).rejects.toThrow('fail true');
    expect(waits).toEqual([]);
  });
});
