/** How a provider call retries: attempts, backoff bounds, and the injected clock and dice. */
export interface RetryPolicy {
  /** Total tries, the first included. */
  attempts: number;
  /** The first backoff's ceiling in ms; each later one doubles, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** The longest Retry-After honoured; a longer one fails the call instead of stalling it. */
  maxRetryAfterMs: number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  random: () => number;
  now: () => number;
  /**
   * Hears each attempt's outcome (null: it succeeded), for counting calls and errors by service;
   * not called for an attempt cut short because the caller aborted.
   */
  onAttempt?: (error: Error | null) => void;
}

export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 5,
  baseDelayMs: 500,
  maxDelayMs: 20_000,
  maxRetryAfterMs: 120_000,
  sleep: abortableSleep,
  random: Math.random,
  now: Date.now,
};

/** Waits `ms`, rejecting with the signal's reason if it aborts first. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Reads a Retry-After header: delay-seconds or an HTTP date (RFC 9110 §10.2.3), as ms from
 * `now`. Undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Full-jitter exponential backoff: a uniform draw from 0 to min(max, base × 2^retry), so many
 * clients that failed together do not retry together.
 */
export function backoffDelay(
  retry: number,
  policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs' | 'random'>,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.floor(policy.random() * ceiling);
}

/** What one attempt ended with, as the retry loop needs to know it. */
export type AttemptOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; retryable: boolean; error: Error; retryAfterMs?: number };

/**
 * Runs `attempt` until it succeeds, fails for good, or runs out of tries; waits the server's
 * Retry-After when it sent one, else full-jitter backoff. Returns the value or throws the last
 * error.
 */
export async function withRetry<T>(
  attempt: (attemptNumber: number) => Promise<AttemptOutcome<T>>,
  policy: RetryPolicy,
  signal?: AbortSignal,
): Promise<T> {
  for (let tryNumber = 0; ; tryNumber++) {
    const outcome = await attempt(tryNumber);
    if (!signal?.aborted) policy.onAttempt?.(outcome.ok ? null : outcome.error);
    if (outcome.ok) return outcome.value;
    const last = tryNumber + 1 >= policy.attempts;
    if (!outcome.retryable || last) throw outcome.error;
    if (outcome.retryAfterMs !== undefined && outcome.retryAfterMs > policy.maxRetryAfterMs)
      throw outcome.error;
    const delay = outcome.retryAfterMs ?? backoffDelay(tryNumber, policy);
    await policy.sleep(delay, signal);
  }
}
