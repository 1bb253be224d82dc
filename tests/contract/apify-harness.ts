// The Apify contract tests' setup: the sandbox on 127.0.0.1, the adapter pointed at it with the
// DEFAULT actor ids (the ones a real deployment runs) and a retry policy whose sleeps are
// recorded instead of waited, and raw calls to read what the adapter sent.
import { type ActorChoices, loadConfig, type RetryPolicy, type Scraper } from '@leadgen/core';
import { createApifyScraper } from '@leadgen/core/providers';
import { DEFAULT_SETTINGS, type Sandbox, startSandbox } from '@leadgen/sandbox';

export const TOKEN = 'sandbox-apify-token';
export const SESSION_ID = 'ig-session-secret-4242';
export const FOLLOWERS_ACTOR = 'datadoping~instagram-followers-scraper';
export const FOLLOWING_ACTOR = 'datadoping~instagram-following-scraper';
export const PROFILE_ACTOR = 'apify~instagram-profile-scraper';
/** The spec's original actor: the one known contract that logs in with the sessionid cookie. */
export const COOKIE_ACTOR = 'aizen0~instagram-follower-following-scraper';

/** Actor choices from configuration values, as an operator writes them. */
export const actorsFrom = (env: Record<string, string>): ActorChoices => loadConfig(env).apify.actors;

/** What a run was started with: its INPUT record and the options Apify recorded. */
export interface StartedRun {
  input: Record<string, unknown>;
  options: Record<string, unknown>;
  status: string;
}

export interface ApifyHarness {
  sandbox: Sandbox;
  /** Delays the adapter asked to sleep, in order (they return at once). */
  sleeps: number[];
  scraper(options?: { token?: string; retry?: Partial<RetryPolicy>; actors?: ActorChoices }): Scraper;
  /** Runs an actor straight on the sandbox (no adapter): its status and items. */
  rawRun(actor: string, input: unknown): Promise<{ status: number; body: unknown }>;
  /** The newest run of `actor`, as Apify reports it. */
  lastRun(actor: string): Promise<StartedRun | undefined>;
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
  const get = async (path: string) => {
    const response = await fetch(`${sandbox.url}${path}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    return (await response.json()) as {
      data: Record<string, unknown> & { items?: Record<string, unknown>[] };
    };
  };
  return {
    sandbox,
    sleeps,
    scraper: (options = {}) =>
      createApifyScraper({
        token: options.token ?? TOKEN,
        baseUrl: sandbox.url,
        ...(options.actors ? { actors: options.actors } : {}),
        retry: { attempts: 4, baseDelayMs: 100, random: () => 0.5, sleep, ...options.retry },
        requestTimeoutMs: 5000,
        pollIntervalMs: 10,
      }),
    async rawRun(actor, input) {
      const response = await fetch(`${sandbox.url}/v2/actors/${actor}/run-sync-get-dataset-items`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      return { status: response.status, body: await response.json() };
    },
    async lastRun(actor) {
      const newest = (await get(`/v2/actors/${actor}/runs?desc=1&limit=1`)).data.items?.[0];
      if (!newest) return undefined;
      const run = (await get(`/v2/actor-runs/${String(newest.id)}`)).data;
      const record = await fetch(
        `${sandbox.url}/v2/key-value-stores/${String(run.defaultKeyValueStoreId)}/records/INPUT`,
        { headers: { authorization: `Bearer ${TOKEN}` } },
      );
      return {
        input: (await record.json()) as Record<string, unknown>,
        options: run.options as Record<string, unknown>,
        status: String(run.status),
      };
    },
    reset() {
      sandbox.resetCounters();
      sandbox.update({ actors: {}, faults: { ...DEFAULT_SETTINGS.faults, next: [] } });
      sleeps.length = 0;
    },
    stop: () => sandbox.stop(),
  };
}
