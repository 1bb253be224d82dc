import type { EventEmitter } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import {
  getJob,
  type Job,
  type JobKind,
  LEASE_MS,
  type QueuedRun,
  queueRun,
  runResultOf,
  runWorker,
} from '@leadgen/core';
import {
  ERROR_CODES,
  isJobEnded,
  jobOutcome,
  LeadgenError,
  messages,
  NotFoundError,
} from '@leadgen/core/domain';
import { type CompletenessJson, completenessJson, estimateJson, type JobJson } from '@leadgen/core/wire';
import { CommandExit, EXIT } from '../exit-codes.js';
import { type Io, json } from '../io.js';
import { progressView } from '../progress.js';
import type { Runtime } from '../runtime.js';
import { Interrupted, stopSignals } from '../stop-signals.js';
import { estimateText, jobJson, runResultJsonOf, runResultText } from './jobs-output.js';

/** Where a foreground run shows progress and hears Ctrl-C: the process, unless a test injects fakes. */
export interface Terminal {
  progressStream: NodeJS.WriteStream;
  signals: Pick<EventEmitter, 'on' | 'off'>;
  /** How often a run another worker holds is polled. */
  pollMs?: number;
  /**
   * Ends the process now with `code` (the exit code set so far when absent): a second Ctrl-C, a
   * shutdown past its deadline. Absent in tests, which run commands in their own process.
   */
  exit?: (code?: number) => void;
}

/** The real terminal: progress on stderr, signals of this process. */
export const processTerminal = (): Terminal => ({
  progressStream: process.stderr,
  signals: process,
  exit: (code) => process.exit(code),
});

/** Output flags every run command shares. */
export interface RunFlags {
  detach?: boolean;
  json?: boolean;
}

/**
 * The error a job run in this process failed with, by the ended job that `followJob` returned:
 * the cause of the failure it reports (the job row keeps only the message), for LEADGEN_DEBUG.
 */
const failuresHere = new WeakMap<object, unknown>();

/** What a failed job's error is made of: the job here, or as a server answered it. */
type FailedJob = Pick<JobJson, 'id' | 'kind' | 'error' | 'error_code'>;

/**
 * The error a failed job ends the command with: its message and code (so its exit code), and as
 * its cause the error itself when the job ran in this process. A run the storage stopped says
 * which command resumes it.
 */
export function jobFailure(job: FailedJob): LeadgenError {
  const code = ERROR_CODES.find((known) => known === job.error_code) ?? 'INTERNAL';
  // a run the storage stopped (a full disk…) ends 'then resume it': here, with the command
  const message =
    code === 'STORAGE_ERROR' && job.error
      ? `${job.error}: \`leadgen jobs resume ${job.id}\``
      : (job.error ?? `Job ${job.id} failed`);
  const cause = failuresHere.get(job);
  if (cause !== undefined && code !== 'INSUFFICIENT_CREDITS')
    return new LeadgenError(code, message, { cause });
  // a run paused for credits says how to go on from here (issue 30)
  if (code === 'INSUFFICIENT_CREDITS' && job.kind !== 'personalize') {
    return new LeadgenError(
      code,
      `${message} Next: ${messages.creditsNextStepCli}, then \`leadgen jobs resume ${job.id}\``,
    );
  }
  return new LeadgenError(code, message);
}

/**
 * A `.catch` for core's job look-ups that names the id the user typed: core's 'Job not found'
 * becomes `Job not found: <id>`, as the CLI words its not-found errors; other errors pass.
 */
export const namingJobId =
  (id: string) =>
  (error: unknown): never => {
    throw error instanceof NotFoundError ? new NotFoundError(`${error.message}: ${id}`) : error;
  };

/**
 * Runs job `jobId` in the foreground with a progress view: claims that job, or follows another
 * worker's run by polling the jobs table. Ctrl-C, SIGTERM, SIGHUP or a broken pipe on the
 * progress stream aborts the worker, which puts the job back in the queue, and throws
 * `Interrupted`. Returns the job once it has ended.
 */
export async function followJob(
  runtime: Runtime,
  jobId: string,
  kind: JobKind,
  terminal: Terminal,
  quiet = false,
): Promise<Job> {
  const { store, user, bus, handlers } = runtime;
  const view = progressView(terminal.progressStream, { quiet });
  const stop = stopSignals(terminal.signals, terminal.progressStream);
  const unsubscribe = bus.subscribe(user.id, (event) => {
    if (event.type === 'job' && event.jobId === jobId && event.progress) view.update(event.progress);
  });
  // the error the handler throws here, kept as the cause of the failure the job row reports
  let failure: unknown;
  const handler = handlers[kind];
  const keepingFailure: typeof handler = async (context) => {
    try {
      return await handler(context);
    } catch (error) {
      failure = error;
      throw error;
    }
  };
  try {
    for (;;) {
      const job = await getJob({ store }, user.id, jobId).catch(namingJobId(jobId));
      if (isJobEnded(job.status)) {
        if (job.status === 'failed' && failure !== undefined) failuresHere.set(job, failure);
        return job;
      }
      if (stop.signal.aborted)
        throw new Interrupted(jobId, job.status === 'running', stop.reason() ?? 'SIGINT');
      // A running job whose worker went silent past the lease is claimable again.
      const stale = Date.now() - Date.parse(job.updated_at) > LEASE_MS;
      if (job.status === 'queued' || stale) {
        const { processed } = await runWorker({
          store,
          handlers: { [kind]: keepingFailure },
          mode: 'once',
          jobId,
          signal: stop.signal,
          bus,
        });
        if (processed > 0) continue;
      }
      if (job.progress) view.update(job.progress);
      await delay(terminal.pollMs ?? 500, undefined, { signal: stop.signal }).catch(() => {});
    }
  } finally {
    view.stop();
    unsubscribe();
    stop.dispose();
  }
}

/** Prints a finished run of this database (or throws its failure), for discover, import and jobs resume. */
export function reportRun(io: Io, job: Job, flags: RunFlags): void {
  if (job.status === 'failed') throw jobFailure(job);
  const result = runResultOf(job);
  reportEndedRun(io, jobJson(job), completenessJson(result?.completeness ?? []), flags);
  // a run the balance capped completed, not in full: 4 and the next step, as `jobs run` ends it
  if (jobOutcome(job) === 'cut_short') {
    io.stderr(`leadgen: ${messages.runCappedCli(result?.profilesFound ?? 0, result?.cappedFrom ?? 0)}\n`);
    throw new CommandExit(EXIT.insufficientCredits);
  }
}

/**
 * Prints a finished run as the wire has it (or throws its failure): the one printer of a run's
 * end, for a run here and one on a server (issue 35).
 */
export function reportEndedRun(io: Io, job: JobJson, completeness: CompletenessJson, flags: RunFlags): void {
  if (job.status === 'failed') throw jobFailure(job);
  if (job.status === 'canceled') throw new LeadgenError('CONFLICT', `Job ${job.id} was canceled`);
  io.stdout(flags.json ? json(runResultJsonOf(job)) : runResultText(job, completeness));
}

/**
 * What discover and import share: queues the run through core's `queueRun`, showing its
 * estimate first (also when the balance covers no profile and the run is refused), then with
 * --detach prints the job id, else runs it in the foreground and prints the result.
 */
export async function startRun(
  io: Io,
  runtime: Runtime,
  terminal: Terminal,
  run: QueuedRun,
  flags: RunFlags,
): Promise<void> {
  const { store, user } = runtime;
  const { job } = await queueRun({ store }, user.id, run, {
    onEstimate: (estimate) => {
      if (!io.quiet) io.stderr(estimateText(estimateJson(estimate)));
    },
  });
  if (flags.detach) {
    io.stdout(
      flags.json
        ? json(jobJson(job))
        : `Queued job ${job.id}: run it with \`leadgen jobs run --until-idle\` or \`leadgen worker\`\n`,
    );
    return;
  }
  reportRun(io, await followJob(runtime, job.id, run.kind, terminal, io.quiet), flags);
}
