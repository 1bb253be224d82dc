// The engine tests' setup: the sandbox on 127.0.0.1, the real Apify adapter pointed at it with
// near-instant retry sleeps, an in-memory store with a funded user, and a tiny job context
// (job, AbortController, progress recorder) so the run handlers are tested without the worker.
import type {
  ActorChoices,
  Job,
  JobContext,
  JobKind,
  JobProgress,
  RetryPolicy,
  Scraper,
} from '@leadgen/core';
import { createApifyScraper } from '@leadgen/core/providers';
import type { Store } from '@leadgen/core/store';
import { DEFAULT_SETTINGS, type Sandbox, startSandbox } from '@leadgen/sandbox';
import { createTestUser, openTestStore } from '@leadgen/test-utils/core';

/** The context the worker gives a run: the job's, with the hooks that attach its list and provider runs. */
type RunContext<Payload> = JobContext<Payload> & {
  attachList?: (listId: string) => Promise<void>;
  attachRun?: (key: string, runId: string) => Promise<void>;
};

export const TOKEN = 'sandbox-apify-token';
/** A recognisable credential: tests check it never shows up where it must not. */
export const SESSION_ID = 'ig-session-secret-7731';

/** Retry sleeps of at most 2 ms, still abortable: retries happen, tests stay fast. */
const fastSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    setTimeout(resolve, Math.min(ms, 2));
  });

/** A clock for the runs' outage pauses: they return at once, their lengths recorded. */
export function pausesRecorded() {
  const pauses: number[] = [];
  return {
    pauses,
    clock: {
      now: () => Date.now(),
      sleep: async (ms: number, signal?: AbortSignal) => {
        signal?.throwIfAborted();
        pauses.push(ms);
      },
    },
  };
}

/** The real adapter on the sandbox. */
export function sandboxScraper(
  sandbox: Sandbox,
  options: { token?: string; retry?: Partial<RetryPolicy>; actors?: ActorChoices } = {},
) {
  return createApifyScraper({
    token: options.token ?? TOKEN,
    baseUrl: sandbox.url,
    ...(options.actors ? { actors: options.actors } : {}),
    retry: { baseDelayMs: 1, sleep: fastSleep, ...options.retry },
    requestTimeoutMs: 10_000,
    pollIntervalMs: 10,
  });
}

/** Starts a sandbox; `reset` puts its faults and counters back to none. */
export async function startRunSandbox(): Promise<Sandbox & { reset(): void }> {
  const sandbox = await startSandbox();
  return Object.assign(sandbox, {
    reset() {
      sandbox.resetCounters();
      sandbox.update({ faults: { ...DEFAULT_SETTINGS.faults, next: [] } });
    },
  });
}

/** A fresh in-memory store and a user holding `millicredits` (the 500 signup grant included). */
export async function fundedStore(millicredits = 20_000): Promise<{ store: Store; userId: string }> {
  const store = await openTestStore();
  const user = await createTestUser(store, 'runner@example.com');
  const balance = (await store.ledger.balance(user.id)) ?? 0;
  if (millicredits > balance) {
    await store.ledger.grant(user.id, {
      millicredits: millicredits - balance,
      reason: 'test',
      ref: 'test:grant',
    });
  } else if (millicredits < balance) {
    await store.ledger.charge(user.id, {
      millicredits: balance - millicredits,
      reason: 'test',
      ref: 'test:spend',
    });
  }
  return { store, userId: user.id };
}

/** A job context as the worker would give it, with everything it was told recorded. */
export interface TestRun<Payload> {
  context: RunContext<Payload>;
  controller: AbortController;
  progress: JobProgress[];
  job: Job<Payload>;
}

/**
 * A running job of `kind` for `userId`. `attachList` stores the list id in the job's payload, as
 * the queue does, so `rerun` (the same job resumed, with its own progress callback) continues
 * the same list.
 */
export function testRun<Payload extends object>(
  userId: string,
  kind: JobKind,
  payload: Payload,
  onProgress?: (update: JobProgress, run: TestRun<Payload>) => void | Promise<void>,
): TestRun<Payload> & { rerun(onRerunProgress?: typeof onProgress): TestRun<Payload> } {
  const at = '2026-01-01T00:00:00.000Z';
  const job: Job<Payload> = {
    id: `job-${kind}`,
    user_id: userId,
    kind,
    payload,
    status: 'running',
    attempts: 1,
    progress: null,
    result: null,
    error: null,
    error_code: null,
    created_at: at,
    updated_at: at,
    finished_at: null,
  };
  const make = (callback: typeof onProgress): TestRun<Payload> => {
    const run: TestRun<Payload> = {
      job,
      controller: new AbortController(),
      progress: [],
      context: undefined as unknown as RunContext<Payload>,
    };
    run.context = {
      job,
      signal: run.controller.signal,
      async progress(update) {
        run.progress.push(update);
        await callback?.(update, run);
      },
      async attachList(listId) {
        job.payload = { ...job.payload, listId };
      },
      async attachRun(key, runId) {
        const runs = (job.payload as { providerRuns?: Record<string, string> }).providerRuns;
        job.payload = { ...job.payload, providerRuns: { ...runs, [key]: runId } };
      },
    };
    return run;
  };
  return Object.assign(make(onProgress), { rerun: (callback?: typeof onProgress) => make(callback) });
}

/** `count` usernames the sandbox has no profile for (about 3% of all), found by looking them up. */
export async function missingUsernames(scraper: Scraper, count: number): Promise<string[]> {
  const candidates = Array.from({ length: 300 }, (_, i) => `nobody_${i}`);
  const results = await scraper.lookupProfiles(candidates, null);
  const missing = results.filter((result) => !result.ok).map((result) => result.username);
  if (missing.length < count) throw new Error('not enough missing usernames in the sandbox');
  return missing.slice(0, count);
}

/** What a promise rejected with (fails the test when it resolved). */
export async function rejection(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof Error)) throw new Error('expected a rejection');
  return outcome;
}
