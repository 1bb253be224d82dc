/**
 * When each attempt of a delivery is made after the one before failed: at once, then 5 s,
 * 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (the Standard Webhooks / Svix schedule,
 * https://docs.svix.com/retries, about a day and a half in all). After the last, the delivery has failed.
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
];

/** Attempts in all: the first and one per delay. */
export const MAX_DELIVERY_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** How long after the `failures`-th failed attempt the next is due; null when none is left. */
export function retryDelayMs(failures: number): number | null {
  return RETRY_DELAYS_MS[failures - 1] ?? null;
}

/**
 * An endpoint whose every attempt failed for this long (no success in between, across events)
 * is turned off: a day outlasts any deploy or outage a receiver recovers from, and still stops
 * the worker knocking on a dead URL for ever (Svix waits 5 days; a day is enough here).
 */
export const DISABLE_AFTER_MS = 24 * 3_600_000;
