import { z } from 'zod';
import { ProviderError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import { type ApifyHttp, actorPath } from './apify-http.js';

/** Runs that started this long before our request still count as ours (clocks disagree). */
export const CLOCK_SKEW_MS = 60_000;
/** How many times the run list is searched for a timed-out run before starting one ourselves. */
const FIND_POLLS = 3;
/** Dataset items read per page. */
const PAGE_SIZE = 1000;
const FAILED_STATUSES = new Set(['FAILED', 'ABORTED', 'TIMED-OUT']);

const RunSchema = z.object({
  id: z.string(),
  status: z.string(),
  startedAt: z.string().nullish(),
  defaultDatasetId: z.string(),
  defaultKeyValueStoreId: z.string(),
});
type Run = z.infer<typeof RunSchema>;

const RunResponse = z.object({ data: RunSchema });
const RunListResponse = z.object({ data: z.object({ items: z.array(z.unknown()) }) });

/** What following a run needs: the API, how to wait, and which run we mean. */
export interface RunSearch {
  http: ApifyHttp;
  actor: string;
  /** The `leadgenRequestId` this call put in the run's input. */
  requestId: string;
  /** Epoch ms: runs that started before this are not ours. */
  since: number;
  pollIntervalMs: number;
  fallbackMessage: string;
  /** Credentials in the input, masked in any error message that echoes them. */
  secrets?: readonly string[];
  signal?: AbortSignal;
}

function unexpected(search: RunSearch): ProviderError {
  return new ProviderError('PROVIDER_ERROR', search.fallbackMessage);
}

/**
 * The actor's recent run whose INPUT carries our request id, if any: the newest 25 runs are
 * listed and those that started since the request began (less clock skew) have their INPUT read.
 */
export async function findRun(search: RunSearch): Promise<Run | undefined> {
  const { http, signal, fallbackMessage } = search;
  const list = await http.send(
    { path: `/v2/acts/${actorPath(search.actor)}/runs?desc=1&limit=25`, fallbackMessage },
    signal,
  );
  const parsed = RunListResponse.safeParse(list.json);
  if (!parsed.success) throw unexpected(search);
  for (const item of parsed.data.data.items) {
    const run = RunSchema.safeParse(item);
    if (!run.success) continue;
    const startedAt = Date.parse(run.data.startedAt ?? '');
    if (!Number.isNaN(startedAt) && startedAt < search.since) break; // newest first: the rest are older
    const record = await http.send(
      {
        path: `/v2/key-value-stores/${run.data.defaultKeyValueStoreId}/records/INPUT`,
        fallbackMessage,
        accept: [404],
      },
      signal,
    );
    const input = record.json as { leadgenRequestId?: unknown } | undefined;
    if (record.status !== 404 && input?.leadgenRequestId === search.requestId) return run.data;
  }
  return undefined;
}

/**
 * Waits for a run to end (`waitForFinish=60`, polled) and returns its dataset's items; a run that
 * ended FAILED, ABORTED or TIMED-OUT is a ProviderError.
 */
export async function followRun(search: RunSearch, runId: string): Promise<unknown[]> {
  const { http, signal, fallbackMessage } = search;
  for (;;) {
    const response = await http.send(
      { path: `/v2/actor-runs/${runId}?waitForFinish=60`, fallbackMessage },
      signal,
    );
    const parsed = RunResponse.safeParse(response.json);
    if (!parsed.success) throw unexpected(search);
    const run = parsed.data.data;
    if (run.status === 'SUCCEEDED') return readDataset(search, run.defaultDatasetId);
    if (FAILED_STATUSES.has(run.status)) {
      throw new ProviderError('PROVIDER_ERROR', messages.apifyRunEnded(run.status));
    }
    await http.policy.sleep(search.pollIntervalMs, signal);
  }
}

/** Every item of a dataset, read page by page until X-Apify-Pagination-Total is reached. */
export async function readDataset(search: RunSearch, datasetId: string): Promise<unknown[]> {
  const { http, signal, fallbackMessage } = search;
  const items: unknown[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const path = `/v2/datasets/${datasetId}/items?clean=1&offset=${offset}&limit=${PAGE_SIZE}`;
    const page = await http.send({ path, fallbackMessage }, signal);
    if (!Array.isArray(page.json)) throw unexpected(search);
    items.push(...page.json);
    const total = Number(page.headers['x-apify-pagination-total']);
    // clean=1 may skip empty items, so a page can be short before the end: trust Total when sent.
    const done = Number.isFinite(total) ? offset + PAGE_SIZE >= total : page.json.length < PAGE_SIZE;
    if (done) return items;
  }
}

/**
 * After run-sync answered 408. The 408 body carries no run id, and the run goes on (Apify does
 * not abort it), so calling run-sync again would pay for a second run: find ours by the request
 * id in its INPUT, polling the run list a few times (a new run can take a moment to be listed),
 * and follow it. Only when it never shows up is the input started once with the async API.
 */
export async function recoverTimedOutRun(search: RunSearch, input: unknown): Promise<unknown[]> {
  for (let poll = 0; poll < FIND_POLLS; poll++) {
    if (poll > 0) await search.http.policy.sleep(search.pollIntervalMs, search.signal);
    const run = await findRun(search);
    if (run) return followRun(search, run.id);
  }
  const started = await search.http.send(
    {
      path: `/v2/acts/${actorPath(search.actor)}/runs`,
      method: 'POST',
      body: input,
      fallbackMessage: search.fallbackMessage,
      secrets: search.secrets,
    },
    search.signal,
  );
  const parsed = RunResponse.safeParse(started.json);
  if (!parsed.success) throw unexpected(search);
  return followRun(search, parsed.data.data.id);
}
