import { describe, expect, it } from 'vitest';
import { createRateLimiter, UNLIMITED } from './rate-limiter.js';

/** A clock that only moves when the limiter sleeps, recording each sleep. */
function fakeTime() {
  let now = 0;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleeps,
    sleep: async (ms: number, signal?: AbortSignal) => {
      signal?.throwIfAborted();
      sleeps.push(ms);
      now += ms;
    },
  };
}

describe('createRateLimiter', () => {
  it('starts up to the rate at once, then waits for the window to move on', async () => {
    const time = fakeTime();
    const limiter = createRateLimiter({ requestsPerSecond: 3, windowMs: 1000, ...time });
    const starts: number[] = [];
    await Promise.all(Array.from({ length: 7 }, () => limiter.acquire().then(() => starts.push(time.now()))));
    expect(starts).toEqual([0, 0, 0, 1000, 1000, 1000, 2000]);
  });

  it('keeps a margin over one second by default, for requests bunched on the way', async () => {
    const time = fakeTime();
    const limiter = createRateLimiter({ requestsPerSecond: 2, ...time });
    const starts: number[] = [];
    for (let i = 0; i < 4; i++) {
      await limiter.acquire();
      starts.push(time.now());
    }
    expect(starts).toEqual([0, 0, 1100, 1100]);
  });

  it('never lets more than the rate start in a rolling second', async () => {
    const time = fakeTime();
    const limiter = createRateLimiter({ requestsPerSecond: 7, ...time });
    // a few at a time, as lanes finish, like the engine's lanes

    const starts: number[] = [];
    for (let i = 0; i < 50; i++) {
      await limiter.acquire();
      starts.push(time.now());
    }
    for (const start of starts) {
      expect(starts.filter((at) => at >= start && at < start + 1000).length).toBeLessThanOrEqual(7);
    }
  });

  it('rejects a waiter whose signal aborts, and serves the next one', async () => {
    const time = fakeTime();
    const limiter = createRateLimiter({ requestsPerSecond: 1, ...time });
    await limiter.acquire();
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(limiter.acquire(controller.signal)).rejects.toThrow('stop');
    await limiter.acquire();
    expect(time.now()).toBe(1100);
  });

  it('does not limit without a rate, and refuses a rate that is not positive', async () => {
    expect(createRateLimiter({})).toBe(UNLIMITED);
    await UNLIMITED.acquire();
    expect(() => createRateLimiter({ requestsPerSecond: 0 })).toThrow(RangeError);
    expect(() => createRateLimiter({ requestsPerSecond: 2.5 })).toThrow(RangeError);
    expect(() => createRateLimiter({ requestsPerSecond: 5, windowMs: 500 })).toThrow(RangeError);
  });
});
