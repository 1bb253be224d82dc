import { randomBytes } from 'node:crypto';
import type { SandboxContext } from '../context.js';
import { type ActorInput, runItems, workUnits } from './actors.js';

export type RunStatus = 'READY' | 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'ABORTED' | 'TIMED-OUT';

/** One actor run, kept in memory with its dataset and key-value store. */
export interface RunRecord {
  id: string;
  actId: string;
  status: RunStatus;
  startedAt: Date;
  finishedAt: Date | null;
  defaultDatasetId: string;
  defaultKeyValueStoreId: string;
  /** How long the run takes (the `perItemMs` fault times its work). */
  durationMs: number;
  /** Settles when the run has finished and its dataset is full. */
  finished: Promise<void>;
}

/** A stored record of a key-value store: its body exactly as sent, and its content type. */
export interface StoredRecord {
  body: string;
  contentType: string;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** An Apify-style id: 17 letters and digits. */
function apifyId(): string {
  return Array.from(randomBytes(17), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/**
 * The sandbox's runs, datasets and key-value stores. A run takes a concurrency slot, makes its
 * items at once, and finishes after `runMs` plus `perItemMs` per unit of work (the generic
 * latency is the middleware's, outside the slot); only then are its items in its dataset. Nothing is persisted.
 */
export class RunStore {
  readonly runs: RunRecord[] = [];
  readonly #datasets = new Map<string, unknown[]>();
  readonly #stores = new Map<string, Map<string, StoredRecord>>();

  constructor(private readonly ctx: SandboxContext) {}

  /**
   * Starts a run, or returns null when the concurrency cap refuses it (the caller answers 429).
   * `rawInput` is kept as the run's INPUT record, as sent.
   */
  start(actId: string, input: ActorInput, rawInput: StoredRecord): RunRecord | null {
    const { ctx } = this;
    if (!ctx.faults.acquireRun()) return null;
    ctx.counters.apify.runs++;
    const settings = ctx.settings();
    const items = runItems(settings.seed, input, ctx.baseUrl());
    const run: RunRecord = {
      id: apifyId(),
      actId,
      status: 'RUNNING',
      startedAt: new Date(),
      finishedAt: null,
      defaultDatasetId: apifyId(),
      defaultKeyValueStoreId: apifyId(),
      durationMs: settings.faults.runMs + settings.faults.perItemMs * workUnits(input, items),
      finished: Promise.resolve(),
    };
    this.#datasets.set(run.defaultDatasetId, []);
    this.#stores.set(run.defaultKeyValueStoreId, new Map([['INPUT', rawInput]]));
    run.finished = ctx.sleep(run.durationMs).then(() => {
      this.#datasets.set(run.defaultDatasetId, items);
      ctx.counters.apify.items += items.length;
      run.status = 'SUCCEEDED';
      run.finishedAt = new Date();
      ctx.faults.releaseRun();
    });
    this.runs.push(run);
    return run;
  }

  run(id: string): RunRecord | undefined {
    return this.runs.find((run) => run.id === id);
  }

  dataset(id: string): unknown[] | undefined {
    return this.#datasets.get(id);
  }

  record(storeId: string, key: string): StoredRecord | undefined {
    return this.#stores.get(storeId)?.get(key);
  }
}

/** A run as the API shows it (the Run object of `GET /v2/actor-runs/{id}`). */
export function runJson(run: RunRecord): Record<string, unknown> {
  return {
    id: run.id,
    actId: run.actId,
    userId: 'sandbox',
    status: run.status,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    buildId: 'sandbox-build',
    buildNumber: '0.0.1',
    meta: { origin: 'API' },
    defaultDatasetId: run.defaultDatasetId,
    defaultKeyValueStoreId: run.defaultKeyValueStoreId,
    defaultRequestQueueId: `${run.id}-queue`,
  };
}
