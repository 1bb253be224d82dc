import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { LeadgenError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { RunOutcome, ServiceObserver } from '../observer.js';
import type { Store } from '../store/open-store.js';
import { storageFailure } from '../store/storage-failure.js';
import { endJob } from './end-job.js';
import type { EventBus } from './event-bus.js';
import type { Job, JobContext, JobHandlers, JobKind, JobProgress } from './job-types.js';
import { startWebhookPump } from './webhook-pump.js';

/**
 * How long a worker may go silent before another host's worker takes its job over: 10 s, renewed
 * every third of it (a worker on the same host takes a dead worker's job over at once:
 * `releaseDeadLeases`).
 */
export const LEASE_MS = 10_000;
/** A job reclaimed this many times (its worker kept dying) fails instead of looping forever. */
export const MAX_ATTEMPTS = 25;

/**
 * Why a worker stopped a running job, as its handler's signal carries it: the user canceled it,
 * another worker took it over, or this worker is shutting down (the job goes back to the queue).
 */
export class JobStopped extends LeadgenError {
  /**
   * True for a shutdown: the job goes back to the queue and the next worker follows its saved
   * provider runs, so a run in flight is left going rather than aborted (apify-run.ts reads this).
   */
  readonly keepsProviderRuns: boolean;

  constructor(readonly reason: 'canceled' | 'lost' | 'shutdown') {
    super('CONFLICT', `Job ${reason}`);
    this.name = 'JobStopped';
    this.keepsProviderRuns = reason === 'shutdown';
  }
}

export const STOPPED_RUNNING = 'The job stopped too many times before it finished. Start it again.';
export const UNEXPECTED_FAILURE = 'Something went wrong while running this job. Please try again.';

/**
 * How many jobs one worker runs at once by default. A run spends most of its time waiting on the
 * provider, so a few at once finish together instead of one after another.
 */
export const DEFAULT_CONCURRENCY = 4;
/** How many jobs of one user run at once, across all workers, by default (one user cannot starve others). */
export const DEFAULT_PER_USER_LIMIT = 2;

export interface WorkerOptions {
  store: Store;
  handlers: Partial<JobHandlers>;
  /** once: one job at most; untilIdle: until the queue is empty; forever: until `signal` aborts. */
  mode: 'once' | 'untilIdle' | 'forever';
  /** Stops the worker: each running job finishes its chunk in flight, then goes back to the queue. */
  signal?: AbortSignal;
  /**
   * A shutdown's deadline: when it aborts, the jobs still running are handed back to the queue at
   * once (their leases released, so another worker takes each over without waiting for the
   * lease to expire) and the worker returns without waiting for their chunks in flight, whose
   * provider runs the next worker follows (DESIGN.md §5).
   */
  handBack?: AbortSignal;
  /** Hears each run that ends and each charge a run makes (the server's metrics). */
  observer?: ServiceObserver;
  bus?: EventBus;
  workerId?: string;
  leaseMs?: number;
  heartbeatMs?: number;
  /** Only this job (a front end running the job it just queued, in the foreground). */
  jobId?: string;
  /** How often an idle `forever` worker looks for work. */
  pollMs?: number;
  /** How many jobs run at once in this worker (default DEFAULT_CONCURRENCY; one with `jobId`). */
  concurrency?: number;
  /**
   * A user with this many jobs running (in any worker) has no more claimed until one ends
   * (default DEFAULT_PER_USER_LIMIT; no limit with `jobId`, the user's own foreground run).
   */
  perUserLimit?: number;
  log?: (line: string, error?: unknown) => void;
  /**
   * Work that falls due on a clock, queued before the worker looks for jobs, at most once per
   * `pollMs` (the due watches, issue 34: `queueDueWatches`). A failure is logged, not fatal.
   */
  schedule?: () => Promise<unknown>;
  /** The clock that stamps when each job started (`ran`), and each webhook attempt. */
  now?: () => Date;
  /**
   * Sends due webhook deliveries beside the jobs (issue 35), with LEADGEN_WEBHOOK_ALLOW_PRIVATE
   * as the front end read it: `serve`, `leadgen worker` and the TUI pass it; without it none are
   * sent here (the CLI's foreground runs send theirs as the command ends: `flushDueWebhooks`).
   */
  webhooks?: { allowPrivate: boolean } | false;
}

/** A job this worker ran (or began: a shutdown puts it back in the queue), and when it began it. */
export interface RanJob {
  id: string;
  userId: string;
  /** ISO-8601 UTC. */
  startedAt: string;
}

/**
 * Runs jobs from the queue (DESIGN.md §5), up to `concurrency` at once, never more than
 * `perUserLimit` of one user's. Each job runs under a lease renewed by its own heartbeat;
 * a cancel (seen at the heartbeat or at the next progress update) or the worker's own
 * shutdown aborts the handler's signal. On shutdown every running job goes back to the queue
 * so any worker resumes it, and the worker returns once all have; a LeadgenError fails a job
 * with its message. Returns how many jobs ran, and which (in the order they began), so a front
 * end can read how each ended.
 *
 * @example
 * await runWorker({ store, handlers, mode: 'forever', signal, concurrency: 8, perUserLimit: 2 });
 */
export async function runWorker(options: WorkerOptions): Promise<{ processed: number; ran: RanJob[] }> {
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const kinds = Object.keys(options.handlers) as JobKind[];
  const foreground = options.jobId !== undefined;
  const concurrency = foreground ? 1 : atLeastOne(options.concurrency ?? DEFAULT_CONCURRENCY);
  const perUserLimit = foreground ? undefined : atLeastOne(options.perUserLimit ?? DEFAULT_PER_USER_LIMIT);
  const running = new Set<Promise<void>>();
  const now = options.now ?? (() => new Date());
  const ran: RanJob[] = [];
  let processed = 0;
  let claimed = 0;
  let crashed: { error: unknown } | undefined;
  // Resolves when any running job ends (it may free a slot, or a user's turn).
  const anyEnds = () => Promise.race(running);
  let scheduledAt = Number.NEGATIVE_INFINITY;
  const schedule = async () => {
    if (!options.schedule || Date.now() - scheduledAt < (options.pollMs ?? 1000)) return;
    scheduledAt = Date.now();
    await options
      .schedule()
      .catch((error: unknown) => options.log?.('queueing scheduled work failed', error));
  };

  const webhooks = !options.webhooks
    ? null
    : startWebhookPump({
        store: options.store,
        allowPrivate: options.webhooks.allowPrivate,
        pollMs: options.pollMs ?? 1000,
        now: options.now,
        cut: options.handBack,
        log: options.log,
      });

  while (!options.signal?.aborted && !crashed && !(options.mode === 'once' && claimed > 0)) {
    if (running.size >= concurrency) {
      await anyEnds();
      continue;
    }
    let job: Job | undefined;
    try {
      // a job whose worker on this host is gone (kill -9, a crash) is taken over at once
      await options.store.jobLeases.releaseDeadLeases(`${hostname()}:`, ownerAlive);
      await schedule();
      webhooks?.tick();
      job = await options.store.jobLeases.claim(workerId, leaseMs, kinds, options.jobId, perUserLimit);
    } catch (error) {
      crashed = { error };
      break;
    }
    if (!job) {
      if (options.mode === 'forever') await idle(options.pollMs ?? 1000, options.signal, running);
      else if (running.size > 0) await anyEnds();
      else break;
      continue;
    }
    claimed++;
    ran.push({ id: job.id, userId: job.user_id, startedAt: now().toISOString() });
    const run: Promise<void> = runJob(job, { ...options, workerId, leaseMs })
      .then(
        () => {
          processed++;
        },
        (error: unknown) => {
          // The store failed under a job: stop claiming, let the others end, then throw it (as
          // a claim that fails does): no running job is left behind unwatched.
          crashed ??= { error };
        },
      )
      .finally(() => running.delete(run));
    running.add(run);
  }
  await Promise.all(running);
  await webhooks?.stop();
  if (crashed) throw crashed.error;
  return { processed, ran };
}

/**
 * Whether the worker that owns a lease (`host:pid:…`, on this host) is still running: its process
 * exists (signal 0 only checks). A pid that cannot be read counts as alive: only a known-dead
 * worker loses its job before its lease ends.
 */
export function ownerAlive(owner: string): boolean {
  const pid = Number(owner.split(':')[1]);
  if (!Number.isInteger(pid) || pid <= 0) return true;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

const atLeastOne = (value: number) => Math.max(1, Math.floor(value) || 1);

/** Waits `ms`, or less when the worker is told to stop or a running job ends. */
async function idle(ms: number, signal: AbortSignal | undefined, running: Set<Promise<void>>) {
  const woken = new AbortController();
  const wake = () => woken.abort();
  for (const run of running) void run.then(wake);
  const waiting = signal ? AbortSignal.any([signal, woken.signal]) : woken.signal;
  await delay(ms, undefined, { signal: waiting }).catch(() => {});
  woken.abort();
}

async function runJob(
  job: Job,
  options: WorkerOptions & { workerId: string; leaseMs: number },
): Promise<void> {
  const { store, workerId, leaseMs, bus } = options;
  const log = options.log ?? (() => {});
  // The list a run fills: the one a resumed job continues, or the one it attaches once made.
  const payload = job.payload as { listId?: unknown } | null;
  let listId = typeof payload?.listId === 'string' ? payload.listId : null;
  const publish = (status: Job['status'], progress: JobProgress | null, error: string | null = null) =>
    bus?.publish({
      type: 'job',
      userId: job.user_id,
      jobId: job.id,
      kind: job.kind,
      listId,
      status,
      progress,
      error,
    });

  if (job.attempts > MAX_ATTEMPTS) {
    await endJob(store, job, (tx) => tx.jobLeases.fail(job.id, workerId, STOPPED_RUNNING));
    publish('failed', job.progress, STOPPED_RUNNING);
    return;
  }
  const found = options.handlers[job.kind];
  if (!found) return;
  const handler = found;

  const started = performance.now();
  const finished = (outcome: RunOutcome) =>
    options.observer?.onJobFinished?.({ kind: job.kind, outcome, durationMs: performance.now() - started });
  const controller = new AbortController();
  let stopReason: 'canceled' | 'lost' | 'shutdown' | null = null;
  const stop = (reason: 'canceled' | 'lost' | 'shutdown') => {
    stopReason ??= reason;
    controller.abort(new JobStopped(reason));
  };
  const onShutdown = () => stop('shutdown');
  options.signal?.addEventListener('abort', onShutdown, { once: true });
  const heartbeat = setInterval(
    () => {
      store.jobLeases.heartbeat(job.id, workerId, leaseMs).then(
        (state) => state !== 'held' && stop(state),
        (error) => log(`heartbeat of job ${job.id} failed`, error),
      );
    },
    options.heartbeatMs ?? Math.floor(leaseMs / 3),
  );

  // A job taken over (or resumed) starts its steps again and skips what is done: what the user
  // sees never goes back to a lower percent than the job had reached.
  let reached = job.progress?.percent ?? 0;
  const context: JobContext = {
    job,
    signal: controller.signal,
    async progress(reported) {
      const update = { ...reported, percent: Math.max(reported.percent, reached) };
      reached = update.percent;
      const state = await store.jobLeases.setProgress(job.id, workerId, update, leaseMs);
      if (state !== 'held') stop(state);
      publish('running', update);
    },
    async attachList(id) {
      await store.jobLeases.mergePayload(job.id, { listId: id });
      listId = id;
    },
    attachRun: (key, runId) =>
      store.jobLeases.mergePayload(job.id, (saved) => ({
        providerRuns: { ...(saved.providerRuns as Record<string, string> | undefined), [key]: runId },
      })),
    async recordedRuns() {
      const stored = await store.jobs.get(job.user_id, job.id);
      return { ...(stored?.payload as { providerRuns?: Record<string, string> } | undefined)?.providerRuns };
    },
    creditsChanged(balance, charged) {
      bus?.publish({ type: 'credits', userId: job.user_id, balance });
      if (charged) options.observer?.onCharge?.({ kind: job.kind, millicredits: charged });
    },
  };
  publish('running', job.progress);
  // At a shutdown's deadline the job is handed back without waiting for its handler, which may
  // still be waiting on a provider: the process is about to exit.
  let handedBack = false;
  let onDeadline = () => {};
  const deadline = new Promise<void>((resolve) => {
    onDeadline = () => {
      handedBack = true;
      clearInterval(heartbeat);
      stop('shutdown');
      resolve();
    };
  });
  if (options.handBack?.aborted) onDeadline();
  else options.handBack?.addEventListener('abort', onDeadline, { once: true });
  await Promise.race([settle(), deadline]);
  options.handBack?.removeEventListener('abort', onDeadline);
  if (handedBack) await settleStopped('shutdown');

  async function settle(): Promise<void> {
    try {
      // a job taken over or resumed says so at once, where it stood, before its steps run again
      if (job.attempts > 1 && job.progress)
        await context.progress({ ...job.progress, notice: messages.resumingRun });
      const result = await handler(context);
      if (handedBack) return;
      if (stopReason === null) {
        await endJob(store, job, (tx) => tx.jobLeases.complete(job.id, workerId, result));
        publish('completed', (await store.jobs.get(job.user_id, job.id))?.progress ?? null);
        finished('completed');
      } else await settleStopped(stopReason);
    } catch (error) {
      if (handedBack) return;
      if (stopReason !== null) await settleStopped(stopReason);
      else {
        // a full disk or a locked database is named; anything else unexpected is a bug
        const failure = error instanceof LeadgenError ? error : storageFailure(error);
        const message = failure?.message ?? UNEXPECTED_FAILURE;
        // the log gets the whole cause chain of what was not Leadgen's own refusal (issue 33)
        if (!(error instanceof LeadgenError) || error.cause !== undefined)
          log(`job ${job.id} (${job.kind}) failed`, error);
        const code = failure?.code ?? null;
        await endJob(store, job, (tx) => tx.jobLeases.fail(job.id, workerId, message, code));
        publish('failed', null, message);
        finished('failed');
      }
    } finally {
      clearInterval(heartbeat);
      options.signal?.removeEventListener('abort', onShutdown);
    }
  }

  async function settleStopped(reason: 'canceled' | 'lost' | 'shutdown') {
    // canceled: the row already says so; lost: another worker holds it now; shutdown: requeue.
    if (reason === 'shutdown') {
      await store.jobLeases.release(job.id, workerId);
      finished('requeued');
    }
    if (reason === 'canceled') {
      publish('canceled', null);
      finished('canceled');
    }
  }
}
