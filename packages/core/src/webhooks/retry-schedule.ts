/**
 * When each attempt of a delivery is made after the one before failed: at once, then 5 s,
 * 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, about a day in all (27.5 h). Standard Webhooks
 * ("Deliverability and reliability", spec/standard-webhooks.md) gives this exponential schedule
 * as its example and runs it on to 14 h, 20 h and 24 h; these are Svix's own eight attempts
 * (https://docs.svix.com/retries), a day being enough for a receiver to come back. After the last,
 * the delivery has failed.
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
 * is turned off, and its owner told by mail (the spec: "notify the consumers using other
 * channels (e.g. email), and [...] disable future delivery to the endpoint"). A day outlasts any
 * deploy or outage a receiver recovers from, and matches the retry schedule: an event whose
 * every attempt failed has tried for longer than this. Counting time rather than failed events
 * treats a busy endpoint and a quiet one alike (Svix waits 5 days; a day is enough here).
 */
export const DISABLE_AFTER_MS = 24 * 3_600_000;
