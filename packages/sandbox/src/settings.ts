/** The services the sandbox stands in for. */
export type Service = 'apify' | 'gemini' | 'stripe';

/** One fault to apply to the next matching request, then forgotten (deterministic tests). */
export interface ScriptedFault {
  /** Only a request to this service takes it; any service when omitted. */
  service?: Service;
  /** Answer with this status (429, 500, 503, 401…) and the service's error body. */
  status?: number;
  /** With a 429: the Retry-After header as sent (seconds, or an HTTP date). */
  retryAfter?: string;
  /**
   * Apify only, with `status`: the error type to answer with, in Apify's body for that type
   * (`full-permission-actor-not-approved`, `platform-feature-disabled`, `actor-is-not-rented`…);
   * the type Apify sends with the status when omitted.
   */
  apifyType?: string;
  /** Destroy the connection without answering. */
  reset?: boolean;
  /** Answer normally, but cut the JSON body in half. */
  truncate?: boolean;
  /**
   * Apify only: not a request fault but the outcome of the next run started. The run goes on for
   * its usual time and ends with this status (a `timeout` shorter than the run still ends it
   * TIMED-OUT first). Taken by the next run start, skipped by the request faults above.
   */
  runStatus?: 'SUCCEEDED' | 'FAILED' | 'ABORTED' | 'TIMED-OUT';
  /**
   * With `runStatus`: the items the run leaves in its dataset (capped by what it would make).
   * Default: all of them for SUCCEEDED, none for the others; `{ runStatus: 'SUCCEEDED',
   * runItems: 0 }` is a run that succeeds empty.
   */
  runItems?: number;
}

/**
 * Fault injection (DESIGN.md §4), set at start and changeable at run time through
 * `PATCH /__admin/settings`. Rates are probabilities from 0 to 1, drawn from the seeded random
 * source, so a run with the same seed and requests sees the same faults.
 */
export interface FaultSettings {
  /** Added to every request. */
  latencyMs: number;
  /** The time an Apify run takes before its items (it holds a concurrency slot throughout). */
  runMs: number;
  /** Added to an Apify run per username or item it produces. */
  perItemMs: number;
  /** Share of requests answered with each status. */
  errorRates: { 429: number; 500: number; 503: number };
  /**
   * Retry-After (seconds) sent with injected and cap 429s, except Apify's: Apify documents no
   * Retry-After, only exponential backoff from 500 ms (apify-docs openapi.yaml, "Rate limiting").
   */
  retryAfterSeconds: number;
  /** A run-sync call whose run takes longer than this answers 408 (the run goes on). */
  runTimeoutMs: number | null;
  /**
   * Apify runs allowed at once; a start beyond it answers 402 concurrent-runs-limit-exceeded, as
   * Apify does (apify-client-python's start tests; @apify/consts: 5 on a free plan, 250 paid).
   */
  maxConcurrentRuns: number | null;
  /**
   * Memory (MB) all Apify runs in flight may hold together; a start beyond it answers 402
   * actor-memory-limit-exceeded (@apify/consts: 8192 on a free plan, 65536 paid).
   */
  maxMemoryMbytes: number | null;
  /**
   * The smallest `maxTotalChargeUsd` an Apify run may start with; below it, 400
   * max-total-charge-usd-below-minimum (the platform's is $0.01, some actors ask $0.50 or more).
   */
  minTotalChargeUsd: number;
  /** Requests allowed per second per service; beyond it, 429. */
  maxRequestsPerSecond: number | null;
  /** Share of requests whose connection is reset. */
  resetRate: number;
  /** Share of JSON answers cut short. */
  truncateRate: number;
  /**
   * Actors that come back short (issue 34): an actor id's runs give at most this many dataset
   * items and still SUCCEED, as an actor "under maintenance" or stopped by Instagram does
   * (`{ 'acme~short': 10 }`; an id of `actors` above, or a known one).
   */
  shortActors: Record<string, number>;
  /** The services the random faults (rates) apply to. */
  services: Service[];
  /** Faults for the next requests, in order. */
  next: ScriptedFault[];
}

export interface SandboxSettings {
  seed: number;
  apifyToken: string;
  geminiApiKey: string;
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  /** Where the checkout page's Pay button posts signed events (the Leadgen server's webhook). */
  stripeWebhookUrl: string | null;
  /**
   * More Apify actor ids, each behaving as a known actor (an operator's fork or custom actor):
   * `{ 'acme~my-fork': 'datadoping~instagram-followers-scraper' }`. Merged on update.
   */
  actors: Record<string, string>;
  /**
   * Which Instagram handles are live (instagram/renames.ts): 0 is before anyone renamed; from 1
   * on, the ~2% of accounts that rename go by their new handle (same id) and their old handle
   * belongs to nobody. Read when a run starts, so a test sets it between two runs.
   */
  renameGeneration: number;
  /**
   * The sandbox's clock for audiences (instagram/growth.ts), an ISO time: accounts gain followers
   * and followings steadily after 2026-01-01, so a test moves it a week and sees exactly who
   * arrived. Null (the default) is 2026-01-01: no growth. Read when a run starts.
   */
  audienceClock: string | null;
  faults: FaultSettings;
}

export const DEFAULT_FAULTS: FaultSettings = {
  latencyMs: 0,
  runMs: 0,
  perItemMs: 0,
  errorRates: { 429: 0, 500: 0, 503: 0 },
  retryAfterSeconds: 1,
  runTimeoutMs: null,
  maxConcurrentRuns: null,
  maxMemoryMbytes: null,
  minTotalChargeUsd: 0.01,
  maxRequestsPerSecond: null,
  resetRate: 0,
  truncateRate: 0,
  shortActors: {},
  services: ['apify', 'gemini', 'stripe'],
  next: [],
};

export const DEFAULT_SETTINGS: SandboxSettings = {
  seed: 1,
  apifyToken: 'sandbox-apify-token',
  geminiApiKey: 'sandbox-gemini-key',
  stripeSecretKey: 'sk_test_sandbox',
  stripeWebhookSecret: 'whsec_sandbox',
  stripeWebhookUrl: null,
  actors: {},
  renameGeneration: 0,
  audienceClock: null,
  faults: DEFAULT_FAULTS,
};

/** Settings with partial overrides applied (faults merged one level deep). */
export type SettingsPatch = Partial<Omit<SandboxSettings, 'faults'>> & { faults?: Partial<FaultSettings> };

export function mergeSettings(base: SandboxSettings, patch: SettingsPatch = {}): SandboxSettings {
  const faults = { ...base.faults, ...patch.faults };
  faults.errorRates = { ...base.faults.errorRates, ...patch.faults?.errorRates };
  const actors = { ...base.actors, ...patch.actors };
  return { ...base, ...patch, actors, faults };
}
