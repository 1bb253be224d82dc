// What the Apify routes' test files (routes.test.ts, routes-limits.test.ts) share: one sandbox per
// file, reset before each test, and the requests an Apify client sends. Test support only: the
// build leaves `*.test-helpers.ts` out (tsconfig.json), and @leadgen/test-utils, where helpers
// usually live, is built on the sandbox rather than beside it.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { profileExists } from '../instagram/profile.js';
import { DEFAULT_FAULTS } from '../settings.js';
import { type Sandbox, startSandbox } from '../start-sandbox.js';

/** The sandbox's Apify token. */
export const TOKEN = 'sandbox-apify-token';
export const FOLLOWERS = 'datadoping~instagram-followers-scraper';

/** A username that does not exist under seed 1. */
export const GHOST =
  Array.from({ length: 1000 }, (_, i) => `ghost_${i}`).find((name) => !profileExists(1, name)) ?? '';

/** An actor run as the API answers it. */
export interface Run {
  id: string;
  actId: string;
  status: string;
  defaultDatasetId: string;
  defaultKeyValueStoreId: string;
  options: Record<string, unknown>;
}

/** The body of an answer as JSON. */
export async function json<T = Record<string, unknown>>(response: Response | Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

/**
 * Starts the sandbox for the file (stopped after it), resets its counters, actors, renames and
 * faults before each test, and gives the Apify requests against it.
 */
export function apifyRoutesTest() {
  let started: Sandbox | undefined;
  beforeAll(async () => {
    started = await startSandbox();
  });
  afterAll(() => started?.stop());
  beforeEach(() => {
    started?.resetCounters();
    started?.update({ actors: {}, renameGeneration: 0, faults: { ...DEFAULT_FAULTS, next: [] } });
  });
  const sandbox = (): Sandbox => {
    if (!started) throw new Error('the sandbox runs only while the file does');
    return started;
  };

  /** A request as an Apify client sends it: the token as a bearer (none with `token: null`). */
  function call(path: string, init: { method?: string; body?: unknown; token?: string | null } = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (init.token !== null) headers.authorization = `Bearer ${init.token ?? TOKEN}`;
    return fetch(`${sandbox().url}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body:
        init.body === undefined
          ? undefined
          : typeof init.body === 'string'
            ? init.body
            : JSON.stringify(init.body),
    });
  }

  /** Starts a run of `actor` with `input` (201 expected). */
  async function startRun(actor: string, input: unknown, query = ''): Promise<Run> {
    const response = await call(`/v2/actors/${actor}/runs${query}`, { body: input });
    expect(response.status).toBe(201);
    return (await json<{ data: Run }>(response)).data;
  }

  /** The run once it finished (the API waits up to 30 s). */
  async function finished(runId: string): Promise<Run> {
    return (await json<{ data: Run }>(call(`/v2/actor-runs/${runId}?waitForFinish=30`))).data;
  }

  /** The items of a run's dataset. */
  const items = (run: Run) =>
    json<Record<string, unknown>[]>(call(`/v2/datasets/${run.defaultDatasetId}/items`));

  return {
    get sandbox() {
      return sandbox();
    },
    call,
    startRun,
    finished,
    items,
  };
}
