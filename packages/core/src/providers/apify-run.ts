import { z } from 'zod';
import { ProviderError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import { type ApifyHttp, actorPath, ChargeCapRefused } from './apify-http.js';

/**
 * What a run may cost at most (Apify API v2 "Run Actor" query parameters, apify-docs
 * `apify-api/openapi`, and apify-client-js `ActorStartOptions`): `maxItems` caps the results a
 * pay-per-result actor charges for, `maxTotalChargeUsd` the events a pay-per-event actor charges,
 * `timeout` (seconds) ends the run TIMED-OUT.
 */
export interface RunCaps {
  maxItems: number;
  maxTotalChargeUsd: number;
  timeoutSecs: number;
}

/** One actor run: the API, the actor, its input and caps, and the wording of its failure. */
export interface ActorRunCall {
  http: ApifyHttp;
  actor: string;
  input: Record<string, unknown>;
  caps: RunCaps;
  /** Between polls, when Apify answers before the run ended and before `waitForFinish` passed. */
  pollIntervalMs: number;
  fallbackMessage: string;
  /** Credentials in the input (the session id), masked if an error message echoes them. */
  secrets?: readonly string[];
  signal?: AbortSignal;
  /**
   * Reads the run recorded for this work now (an earlier try's, attempt's or worker's): it is
   * followed instead of a new one unless it ended without results.
   */
  recorded?: () => Promise<string | null>;
  /** Hears the id of a run this call starts, the moment Apify answers the start (before it is waited for). */
  started?: (runId: string) => Promise<void>;
}

/** Apify holds a run request at most 60 s (`waitForFinish`, apify-client-js `run.ts`). */
const WAIT_SECONDS = 60;
/** Dataset items read per page. */
const PAGE_SIZE = 1000;
// ActorJobStatus (apify-docs openapi `ActorJobStatus.yaml`, apify-client-js `ACT_JOB_TERMINAL_STATUSES`):
// READY, RUNNING, TIMING-OUT and ABORTING go on; these end a run without its results.
const FAILED_STATUSES = new Set(['FAILED', 'ABORTED', 'TIMED-OUT']);
/** Still going, but on the way to TIMED-OUT or ABORTED (no results): waited out before another starts. */
const ENDING_STATUSES = new Set(['TIMING-OUT', 'ABORTING']);

const RunSchema = z.object({
  id: z.string(),
  status: z.string(),
  statusMessage: z.string().nullish(),
  defaultDatasetId: z.string(),
});
type Run = z.infer<typeof RunSchema>;
const RunResponse = z.object({ data: RunSchema });

function unexpected(call: ActorRunCall): ProviderError {
  return new ProviderError('PROVIDER_ERROR', call.fallbackMessage);
}

function parseRun(call: ActorRunCall, json: unknown): Run {
  const parsed = RunResponse.safeParse(json);
  if (!parsed.success) throw unexpected(call);
  return parsed.data.data;
}

/**
 * Runs an actor the robust way (DESIGN.md §4) and returns its dataset items: started
 * asynchronously (`POST /v2/actors/{id}/runs` with the cost caps), followed with
 * `waitForFinish=60` until it ends, its default dataset read page by page. Nothing depends on one
 * long request, so no run ever has to be searched for after a timeout (run-sync answers 408
 * after 300 s without the run's id). A run that ends FAILED, ABORTED or TIMED-OUT is a
 * ProviderError saying so. When `signal` aborts while the run goes on, the run is aborted on
 * Apify (best effort, so a cancelled job stops paying for it), unless the stop is a shutdown that
 * hands the job to the next worker, and `signal.reason` is thrown.
 *
 * A call never buys work twice (issue 33): it first reads the run recorded for this work
 * (`recorded`, at each call, so a retry after an outage sees the run its first try started) and
 * follows it while it is READY or RUNNING, or reads its dataset when it SUCCEEDED. Only a
 * recorded run that ended FAILED, ABORTED or TIMED-OUT (or that Apify no longer has) is replaced
 * by a new one; one TIMING-OUT or ABORTING is waited out first, so two never go on at once. A
 * new run's id is handed to `started` the moment Apify answers its start.
 *
 * Starting is retried like every call (429, 5xx, network): a start whose answer was lost may
 * have begun a run that nobody follows; Apify has no idempotency key for runs, and a lost answer
 * to a request this short is rare.
 */
export async function runActor(call: ActorRunCall): Promise<unknown[]> {
  call.signal?.throwIfAborted();
  const recordedId = await call.recorded?.();
  let run = recordedId ? await resumable(call, recordedId) : undefined;
  if (!run) {
    // The start is not cut short by the signal: a start cut off after Apify began the run would
    // leave a run nobody aborts. A short request is waited for, then the run is aborted below.
    run = await startRun({ ...call, signal: undefined });
    await call.started?.(run.id);
  }
  try {
    call.signal?.throwIfAborted();
    const finished = await waitForRun(call, run);
    return await readDataset(call, finished.defaultDatasetId);
  } catch (error) {
    if (call.signal?.aborted && !followedLater(call.signal.reason)) await abortRun(call, run.id);
    throw error;
  }
}

/**
 * Whether the stop leaves the run to be followed by the next worker (a shutdown puts the job
 * back in the queue with the run saved: `JobStopped.keepsProviderRuns`): aborting it would buy
 * the same work again.
 */
function followedLater(reason: unknown): boolean {
  return (reason as { keepsProviderRuns?: unknown } | null | undefined)?.keepsProviderRuns === true;
}

/**
 * Starts the run. A cost cap under the actor's minimum is refused before anything starts; the
 * start is then tried once more with the minimum Apify named (still only a ceiling: actual
 * charges follow usage).
 */
async function startRun(call: ActorRunCall): Promise<Run> {
  try {
    return await startWithCap(call, call.caps.maxTotalChargeUsd);
  } catch (error) {
    const minimum = error instanceof ChargeCapRefused ? error.minimumUsd : null;
    if (minimum === null || minimum <= call.caps.maxTotalChargeUsd) throw error;
    return startWithCap(call, minimum);
  }
}

async function startWithCap(call: ActorRunCall, maxTotalChargeUsd: number): Promise<Run> {
  const { caps } = call;
  const query = new URLSearchParams({
    timeout: String(caps.timeoutSecs),
    maxItems: String(caps.maxItems),
    maxTotalChargeUsd: maxTotalChargeUsd.toFixed(2),
  });
  const started = await call.http.send(
    {
      path: `/v2/actors/${actorPath(call.actor)}/runs?${query}`,
      method: 'POST',
      body: call.input,
      fallbackMessage: call.fallbackMessage,
      secrets: call.secrets,
      notFoundMessage: messages.apifyActorNotFound(call.actor),
    },
    call.signal,
  );
  return parseRun(call, started.json);
}

/**
 * The recorded run, when it can still give its results: going on (READY, RUNNING) or SUCCEEDED
 * (its dataset is paid for already). One ending without results (TIMING-OUT, ABORTING) is
 * followed to its end first. Gone (404) or ended without results: none, a new run may start. An
 * error reading it (Apify away) is thrown: nothing starts while the recorded run may go on.
 */
async function resumable(call: ActorRunCall, runId: string): Promise<Run | undefined> {
  const response = await call.http.send(
    {
      path: `/v2/actor-runs/${encodeURIComponent(runId)}`,
      fallbackMessage: call.fallbackMessage,
      optional: true,
    },
    call.signal,
  );
  if (response.status === 404) return undefined;
  let run = parseRun(call, response.json);
  if (ENDING_STATUSES.has(run.status)) run = await followToEnd(call, run);
  return FAILED_STATUSES.has(run.status) ? undefined : run;
}

/** Polls the run with `waitForFinish` until it ends; SUCCEEDED returns it, the rest throw. */
async function waitForRun(call: ActorRunCall, started: Run): Promise<Run> {
  const run = await followToEnd(call, started);
  if (run.status === 'SUCCEEDED') return run;
  throw new ProviderError(
    'PROVIDER_ERROR',
    messages.apifyRunEnded(call.actor, run.status, run.statusMessage),
  );
}

/** Polls the run with `waitForFinish` until it has ended (SUCCEEDED, FAILED, ABORTED, TIMED-OUT). */
async function followToEnd(call: ActorRunCall, started: Run): Promise<Run> {
  const { http, signal } = call;
  let run = started;
  for (;;) {
    if (run.status === 'SUCCEEDED' || FAILED_STATUSES.has(run.status)) return run;
    const asked = http.policy.now();
    const response = await http.send(
      {
        path: `/v2/actor-runs/${run.id}?waitForFinish=${WAIT_SECONDS}`,
        fallbackMessage: call.fallbackMessage,
      },
      signal,
    );
    run = parseRun(call, response.json);
    // An answer well before the wait ran out while the run goes on: do not hammer the API.
    if (!FAILED_STATUSES.has(run.status) && run.status !== 'SUCCEEDED' && http.policy.now() - asked < 1000) {
      await http.policy.sleep(call.pollIntervalMs, signal);
    }
  }
}

/** Every item of a dataset, read page by page until X-Apify-Pagination-Total is reached. */
export async function readDataset(call: ActorRunCall, datasetId: string): Promise<unknown[]> {
  const { http, signal, fallbackMessage } = call;
  const items: unknown[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    // clean=1 leaves out empty items and hidden (#) fields (apify-client-js `dataset.listItems`).
    const path = `/v2/datasets/${datasetId}/items?clean=1&offset=${offset}&limit=${PAGE_SIZE}`;
    const page = await http.send({ path, fallbackMessage }, signal);
    if (!Array.isArray(page.json)) throw unexpected(call);
    items.push(...page.json);
    const total = Number(page.headers['x-apify-pagination-total']);
    // clean=1 may skip empty items, so a page can be short before the end: trust Total when sent.
    const done = Number.isFinite(total) ? offset + PAGE_SIZE >= total : page.json.length < PAGE_SIZE;
    if (done) return items;
  }
}

/** Asks Apify to abort a run we no longer follow; one try, and a failure is only logged away. */
async function abortRun(call: ActorRunCall, runId: string): Promise<void> {
  await call.http
    .attempt({ path: `/v2/actor-runs/${runId}/abort`, method: 'POST', fallbackMessage: call.fallbackMessage })
    .catch(() => undefined);
}
