import { randomBytes } from 'node:crypto';
import type { SandboxContext } from '../context.js';
import { audienceDays } from '../instagram/growth.js';
import type { ScriptedFault } from '../settings.js';
import type { ActorResult } from './actor-behaviour.js';
import type { ResolvedActor } from './actors.js';
import { concurrentRunsExceeded, memoryLimitExceeded } from './apify-error.js';

/** openapi `ActorJobStatus.yaml`. */
export type RunStatus =
  | 'READY'
  | 'RUNNING'
  | 'SUCCEEDED'
  | 'FAILED'
  | 'TIMING-OUT'
  | 'TIMED-OUT'
  | 'ABORTING'
  | 'ABORTED';

/** @apify/consts ACTOR_JOB_TERMINAL_STATUSES: what apify-client's waitForFinish stops at. */
const TERMINAL: ReadonlySet<RunStatus> = new Set(['SUCCEEDED', 'FAILED', 'TIMED-OUT', 'ABORTED']);

export function isTerminal(status: RunStatus): boolean {
  return TERMINAL.has(status);
}

/** openapi `RunOptions.yaml`. */
export interface RunOptions {
  build: string;
  timeoutSecs: number;
  memoryMbytes: number;
  diskMbytes: number;
  maxItems: number | null;
  maxTotalChargeUsd: number | null;
}

/** A stored record of a key-value store: its body exactly as sent, and its content type. */
export interface StoredRecord {
  body: string;
  contentType: string;
}

/** One actor run, kept in memory with its dataset, INPUT record and log. */
export interface RunRecord {
  id: string;
  actor: ResolvedActor;
  status: RunStatus;
  statusMessage: string | null;
  exitCode: number | null;
  startedAt: Date;
  finishedAt: Date | null;
  options: RunOptions;
  defaultDatasetId: string;
  defaultKeyValueStoreId: string;
  defaultRequestQueueId: string;
  input: StoredRecord;
  /** The items it makes if it runs to its end (already capped at maxItems). */
  planned: unknown[];
  /** Its dataset once it has ended; while it runs, the dataset grows (see `datasetItems`). */
  final: unknown[] | null;
  /** When it went RUNNING (ms since the epoch). */
  runningAt: number | null;
  /** Start-up time before its first item (`runMs`), then `perItemMs` per item. */
  startupMs: number;
  perItemMs: number;
  log: string[];
  /** Settles when the run is in a terminal status. */
  finished: Promise<void>;
}

/** Why a start was refused: the status, type and message to answer with. */
export interface Refusal {
  status: 402;
  type: string;
  message: string;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** An Apify-style id: 17 letters and digits. */
export function apifyId(): string {
  return Array.from(randomBytes(17), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** The next macrotask: a run never changes status within the request that starts it. */
const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The sandbox's runs, datasets and key-value stores (nothing is persisted). A run is READY when
 * its start is answered, RUNNING from the next tick, then spends `runMs` starting up and
 * `perItemMs` per item it pushes; its dataset grows as it goes. It ends SUCCEEDED, or earlier
 * TIMED-OUT when its `timeout` is shorter, ABORTED when aborted, FAILED when the actor fails or a
 * scripted outcome says so. It holds a concurrency slot and its memory until it ends.
 */
export class RunStore {
  readonly runs: RunRecord[] = [];
  readonly #byDataset = new Map<string, RunRecord>();
  readonly #byStore = new Map<string, RunRecord>();
  readonly #ends = new Map<string, { abort: AbortController; resolve: () => void }>();

  constructor(
    private readonly ctx: SandboxContext,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Starts a run of `actor` with a valid `input`, or refuses it (402) at the concurrency or
   * memory cap. `raw` is kept as the run's INPUT record, as sent.
   */
  start(
    actor: ResolvedActor,
    input: Readonly<Record<string, unknown>>,
    raw: StoredRecord,
    options: RunOptions,
  ): RunRecord | Refusal {
    const { ctx } = this;
    const faults = ctx.settings().faults;
    const refusal = this.#refusal(options.memoryMbytes);
    if (refusal || !ctx.faults.acquireRun()) {
      ctx.counters.apify.runsRefused++;
      const [type, message] = refusal ?? concurrentRunsExceeded(faults.maxConcurrentRuns ?? 0);
      return { status: 402, type, message };
    }
    ctx.counters.apify.runs++;
    const { seed, renameGeneration, audienceClock } = ctx.settings();
    const env = { seed, baseUrl: ctx.baseUrl(), renameGeneration, audienceDays: audienceDays(audienceClock) };
    const result = actor.behaviour.run(input, env);
    const short = faults.shortActors[actor.name];
    const cap = Math.min(options.maxItems ?? Number.POSITIVE_INFINITY, short ?? Number.POSITIVE_INFINITY);
    const planned = Number.isFinite(cap) ? result.items.slice(0, cap) : result.items;
    const run: RunRecord = {
      id: apifyId(),
      actor,
      status: 'READY',
      statusMessage: null,
      exitCode: null,
      startedAt: new Date(this.now()),
      finishedAt: null,
      options,
      defaultDatasetId: apifyId(),
      defaultKeyValueStoreId: apifyId(),
      defaultRequestQueueId: apifyId(),
      input: raw,
      planned,
      final: null,
      runningAt: null,
      startupMs: faults.runMs,
      perItemMs: faults.perItemMs,
      log: [],
      finished: Promise.resolve(),
    };
    this.#say(run, `ACTOR: Starting ${actor.name} (sandbox build ${options.build})`);
    const abort = new AbortController();
    run.finished = new Promise<void>((resolve) => this.#ends.set(run.id, { abort, resolve }));
    this.runs.push(run);
    this.#byDataset.set(run.defaultDatasetId, run);
    this.#byStore.set(run.defaultKeyValueStoreId, run);
    void this.#play(run, result, ctx.faults.takeRunOutcome(), abort.signal);
    return run;
  }

  /** Aborts a run that has not ended (openapi abort.yaml: an ended run is left as it is). */
  abort(run: RunRecord, gracefully: boolean): void {
    if (isTerminal(run.status) || run.status === 'ABORTING') return;
    const pushed = this.#pushed(run);
    if (!gracefully) {
      this.#end(run, 'ABORTED', pushed, 'Actor was aborted');
      return;
    }
    // A graceful abort lets the actor persist its state first: ABORTING, then ABORTED.
    run.status = 'ABORTING';
    this.#ends.get(run.id)?.abort.abort();
    void nextTick().then(() => this.#end(run, 'ABORTED', pushed, 'Actor was aborted'));
  }

  run(id: string): RunRecord | undefined {
    return this.runs.find((run) => run.id === id);
  }

  /** The run whose default dataset this is. */
  runOfDataset(datasetId: string): RunRecord | undefined {
    return this.#byDataset.get(datasetId);
  }

  /** The items in a run's dataset now: what it has pushed so far, or all it left once ended. */
  datasetItems(run: RunRecord): unknown[] {
    return run.final ?? run.planned.slice(0, this.#pushed(run));
  }

  record(storeId: string, key: string): StoredRecord | undefined {
    const run = this.#byStore.get(storeId);
    return run && key === 'INPUT' ? run.input : undefined;
  }

  storeExists(storeId: string): boolean {
    return this.#byStore.has(storeId);
  }

  async #play(
    run: RunRecord,
    result: ActorResult,
    scripted: ScriptedFault | undefined,
    signal: AbortSignal,
  ): Promise<void> {
    await nextTick();
    if (run.status !== 'READY') return;
    run.status = 'RUNNING';
    run.runningAt = this.now();
    const durationMs = run.startupMs + run.perItemMs * run.planned.length;
    const timeoutMs = run.options.timeoutSecs > 0 ? run.options.timeoutSecs * 1000 : Number.POSITIVE_INFINITY;
    await this.ctx.sleep(Math.min(durationMs, timeoutMs), signal);
    if (run.status !== 'RUNNING') return;
    if (timeoutMs < durationMs) {
      this.#end(run, 'TIMED-OUT', this.#pushed(run), 'Actor timed out');
    } else if (result.failure !== undefined) {
      this.#end(run, 'FAILED', 0, result.failure);
    } else if (scripted?.runStatus) {
      const count = scripted.runItems ?? (scripted.runStatus === 'SUCCEEDED' ? run.planned.length : 0);
      this.#end(run, scripted.runStatus, count, `Scripted outcome: ${scripted.runStatus}`);
    } else {
      this.#end(run, 'SUCCEEDED', run.planned.length, null);
    }
  }

  /** The items a running run has pushed by now. */
  #pushed(run: RunRecord): number {
    if (run.runningAt === null) return 0;
    const working = this.now() - run.runningAt - run.startupMs;
    if (working < 0) return 0;
    if (run.perItemMs <= 0) return run.planned.length;
    return Math.min(run.planned.length, Math.floor(working / run.perItemMs));
  }

  #end(run: RunRecord, status: RunStatus, items: number, message: string | null): void {
    if (isTerminal(run.status)) return;
    run.final = run.planned.slice(0, Math.max(0, items));
    run.status = status;
    run.statusMessage = message;
    run.exitCode = status === 'SUCCEEDED' ? 0 : status === 'FAILED' ? 1 : null;
    run.finishedAt = new Date(this.now());
    this.ctx.counters.apify.items += run.final.length;
    this.ctx.faults.releaseRun();
    this.#say(run, `ACTOR: Run ${status}${message ? `: ${message}` : ''} (${run.final.length} items)`);
    const end = this.#ends.get(run.id);
    this.#ends.delete(run.id);
    end?.abort.abort();
    end?.resolve();
  }

  #refusal(memoryMbytes: number): readonly [string, string] | undefined {
    const limit = this.ctx.settings().faults.maxMemoryMbytes;
    if (limit === null) return undefined;
    const used = this.runs
      .filter((run) => !isTerminal(run.status))
      .reduce((sum, run) => sum + run.options.memoryMbytes, 0);
    return used + memoryMbytes > limit ? memoryLimitExceeded(limit, used, memoryMbytes) : undefined;
  }

  #say(run: RunRecord, line: string): void {
    run.log.push(`${new Date(this.now()).toISOString()} ${line}`);
  }
}
