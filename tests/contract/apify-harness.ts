// The Apify contract tests' setup: the sandbox on 127.0.0.1, the adapter pointed at it with a
// retry policy whose sleeps are recorded instead of waited, and a raw call for comparisons.
import type { RetryPolicy, Scraper } from '@leadgen/core';
import { createApifyScraper } from '@leadgen/core/providers';
import { DEFAULT_SETTINGS, type Sandbox, startSandbox } from '@leadgen/sandbox';

export const TOKEN = 'sandbox-apify-token';
export const SESSION_ID = 'ig-session-secret-4242';
export const FOLLOWERS_ACTOR = 'leadgen~followers-scraper';
export const PROFILE_ACTOR = 'leadgen~profile-scraper';

export interface ApifyHarness {
  sandbox: Sandbox;
  /** Delays the adapter asked to sleep, in order (they return at once). */
  sleeps: number[];
  scraper(options?: { token?: string; retry?: Partial<RetryPolicy> }): Scraper;
  /** Runs an actor straight on the sandbox (no adapter) and returns its items. */
  rawRun(actor: string, input: unknown): Promise<Record<string, unknown>[]>;
  /** Back to no faults, zero counters and no recorded sleeps. */
  reset(): void;
  stop(): Promise<void>;
}

export async function startApifyHarness(): Promise<ApifyHarness> {
  const sandbox = await startSandbox();
  const sleeps: number[] = [];
  const sleep = async (ms: number, signal?: AbortSignal) => {
    signal?.throwIfAborted();
    sleeps.push(ms);
  };
  return {
    sandbox,
    sleeps,
    scraper: (options = {}) =>
      createApifyScraper({
        token: options.token ?? TOKEN,
        baseUrl: sandbox.url,
        followersActor: FOLLOWERS_ACTOR,
        profileActor: PROFILE_ACTOR,
        retry: { attempts: 4, baseDelayMs: 100, random: () => 0.5, sleep, ...options.retry },
        requestTimeoutMs: 5000,
        pollIntervalMs: 10,
      }),
    async rawRun(actor, input) {
      const response = await fetch(`${sandbox.url}/v2/acts/${actor}/run-sync-get-dataset-items`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      return (await response.json()) as Record<string, unknown>[];
    },
    reset() {
      sandbox.resetCounters();
      sandbox.update({ faults: { ...DEFAULT_SETTINGS.faults, next: [] } });
      sleeps.length = 0;
    },
    stop: () => sandbox.stop(),
  };
}
