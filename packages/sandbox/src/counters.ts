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
  /** 429s from the request-rate cap (not from injected error rates). */
  capped429: number;
  /**
   * Apify run starts refused by the concurrency or memory cap (402 concurrent-runs-limit-exceeded
   * or actor-memory-limit-exceeded, as Apify answers them).
   */
  runsRefused: number;
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
    runsRefused: 0,
    status5xx: 0,
    resets: 0,
    truncated: 0,
    peakConcurrentRuns: 0,
  });
  return { apify: zero(), gemini: zero(), stripe: zero() };
}
