import { setTimeout as delay } from 'node:timers/promises';
import type { JobProgress } from '@leadgen/core';
import { isJobEnded } from '@leadgen/core/domain';
import type { CompletenessJson, estimateJson, JobJson } from '@leadgen/core/wire';
import { type Io, json } from '../io.js';
import { progressView } from '../progress.js';
import type { ApiClient } from '../remote/api-client.js';
import { Interrupted, stopSignals } from '../stop-signals.js';
import { type RunFlags, reportEndedRun, type Terminal } from './jobs-foreground.js';
import { estimateText } from './jobs-output.js';

/**
 * How often a run on a server is polled when the terminal says nothing (a test's is shorter): as
 * often as a run here polls another worker's, 2 requests a second, well inside a key's rate limit.
 * A step shorter than that may pass unseen (the last one is always shown); the summary at the end
 * is the run's own.
 */
const POLL_MS = 500;

/** A run the server queued: its job id and its estimate (POST /api/v1/lists/discovery). */
export interface QueuedRemoteRun {
  job_id: string;
  estimate: ReturnType<typeof estimateJson>;
}

/**
 * What discover does in remote mode (issue 35): the server queued the run (`queued`); the
 * estimate is shown as locally, then with --detach the job is printed, else the run is followed
 * on the server to its end, with the same progress and summary as a run here.
 */
export async function followQueuedRun(
  io: Io,
  api: ApiClient,
  terminal: Terminal,
  queued: QueuedRemoteRun,
  flags: RunFlags,
): Promise<void> {
  if (!io.quiet) io.stderr(estimateText(queued.estimate));
  if (flags.detach) {
    const { job } = await api.json<{ job: JobJson }>('GET', `/jobs/${queued.job_id}`);
    io.stdout(
      flags.json
        ? json(job)
        : `Queued job ${job.id}: the server's worker runs it (\`leadgen jobs show ${job.id}\`)\n`,
    );
    return;
  }
  await reportRemoteRun(io, api, await followRemoteJob(api, queued.job_id, terminal, io.quiet), flags);
}

/**
 * Follows a job that runs on the server by polling GET /api/v1/jobs/:id, showing its progress,
 * until it ends. Ctrl-C (SIGTERM, SIGHUP, a broken pipe) only stops following: the server's
 * worker goes on with it, and the message says how to look at it again.
 */
export async function followRemoteJob(
  api: ApiClient,
  jobId: string,
  terminal: Terminal,
  quiet = false,
): Promise<JobJson> {
  const view = progressView(terminal.progressStream, { quiet });
  const stop = stopSignals(terminal.signals, terminal.progressStream);
  try {
    for (;;) {
      const { job } = await api.json<{ job: JobJson }>('GET', `/jobs/${jobId}`);
      // where it got to, shown before its end too: a run over within a poll still shows its last step
      if (job.progress) view.update(progressOf(job.progress));
      if (isJobEnded(job.status)) return job;
      if (stop.signal.aborted) throw new Interrupted(jobId, true, stop.reason() ?? 'SIGINT');
      await delay(terminal.pollMs ?? POLL_MS, undefined, { signal: stop.signal }).catch(() => {});
    }
  } finally {
    view.stop();
    stop.dispose();
  }
}

/** Prints a run that ended on the server as a run here prints: with its list's completeness. */
export async function reportRemoteRun(io: Io, api: ApiClient, job: JobJson, flags: RunFlags): Promise<void> {
  const wantsCompleteness = !flags.json && job.status === 'completed' && job.list_id !== null;
  const completeness = wantsCompleteness
    ? (await api.json<{ list: { completeness: CompletenessJson } }>('GET', `/lists/${job.list_id}`)).list
        .completeness
    : [];
  reportEndedRun(io, job, completeness, flags);
}

/** A progress as the wire has it, as the progress view shows it. */
function progressOf(progress: NonNullable<JobJson['progress']>): JobProgress {
  return {
    step: progress.step,
    stepIndex: progress.step_index,
    stepCount: progress.step_count,
    percent: progress.percent,
    discovered: progress.discovered,
    enriched: progress.enriched,
    failed: progress.failed,
    ...(progress.notice === null ? {} : { notice: progress.notice }),
  };
}
