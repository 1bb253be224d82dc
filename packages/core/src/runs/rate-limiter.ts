import { abortableSleep } from '../providers/retry.js';

/** Lets a caller start a request only when the rate allows it. */
export interface RateLimiter {
  /** Resolves when a request may start now; rejects with the signal's reason if it aborts first. */
  acquire(signal?: AbortSignal): Promise<void>;
}

/** A limiter that never waits (no rate configured). */
export const UNLIMITED: RateLimiter = {
  acquire: async (signal) => signal?.throwIfAborted(),
};

/**
 * A sliding-window limiter (DESIGN.md §5: enrichment runs "under a rate limiter", so the
 * provider's caps are never hit): at most `requestsPerSecond` starts within any window of
 * `windowMs`. Providers count their caps over a sliding second (Apify's, the sandbox's), so this
 * lets work start at once up to the cap — no ramp — and the window's margin over one second
 * (10% by default) absorbs requests bunched together on the way. Waiters are served in the
 * order they asked.
 *
 * @example
 * const limiter = createRateLimiter({ requestsPerSecond: 20 });
 * await limiter.acquire(signal); // then send the request
 */
export function createRateLimiter(options: {
  requestsPerSecond?: number;
  windowMs?: number;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}): RateLimiter {
  const { windowMs = 1100 } = options;
  const limit = options.requestsPerSecond;
  if (limit === undefined) return UNLIMITED;
  if (!Number.isInteger(limit) || limit <= 0) {
    throw new RangeError('requestsPerSecond must be a whole number of 1 or more');
  }
  if (!Number.isFinite(windowMs) || windowMs < 1000) throw new RangeError('windowMs must be 1000 or more');
  const max: number = limit;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? abortableSleep;
  /** Start times within the current window, oldest first. */
  const starts: number[] = [];
  // Acquisitions queue behind each other, so a waiter is never overtaken by a later caller.
  let queue: Promise<void> = Promise.resolve();

  async function take(signal?: AbortSignal): Promise<void> {
    for (;;) {
      signal?.throwIfAborted();
      const at = now();
      while (starts.length > 0 && (starts[0] ?? 0) <= at - windowMs) starts.shift();
      if (starts.length < max) {
        starts.push(at);
        return;
      }
      await sleep((starts[0] ?? at) + windowMs - at, signal);
    }
  }

  return {
    acquire(signal) {
      const turn = queue.then(() => take(signal));
      // The next caller waits for this one to be served or to give up, never for its failure.
      queue = turn.catch(() => {});
      return turn;
    },
  };
}
