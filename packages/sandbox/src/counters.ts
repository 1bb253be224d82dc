import type { Service } from './settings.js';

/** What the sandbox served, per service, for tests and benchmarks to read. */
export interface ServiceCounters {
  requests: number;
  /** Apify runs started (sync or async). */
  runs: number;
  /** Items produced (Apify dataset items, Gemini candidates, Stripe events). */
  items: number;
  /** 429 answers, whatever their cause. */
  status429: number;
  /** 429s from the concurrency and rate caps (not from injected error rates). */
  capped429: number;
  /** Injected 5xx answers. */
  status5xx: number;
  resets: number;
  truncated: number;
  /** The most Apify runs in flight at once. */
  peakConcurrentRuns: number;
}

export type Counters = Record<Service, ServiceCounters>;

export function emptyCounters(): Counters {
  const zero = (): ServiceCounters => ({
    requests: 0,
    runs: 0,
    items: 0,
    status429: 0,
    capped429: 0,
    status5xx: 0,
    resets: 0,
    truncated: 0,
    peakConcurrentRuns: 0,
  });
  return { apify: zero(), gemini: zero(), stripe: zero() };
}
