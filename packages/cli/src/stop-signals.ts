import type { EventEmitter } from 'node:events';

/** What stops a command that runs jobs: a signal, or the terminal going away under its output. */
export type StopReason = 'SIGINT' | 'SIGTERM' | 'SIGHUP' | 'EPIPE';

/** The exit code of each stop, as a shell reports a process ended by it (128 + the signal). */
export const STOP_EXIT_CODES: Record<StopReason, number> = {
  SIGHUP: 129,
  SIGINT: 130,
  EPIPE: 141,
  SIGTERM: 143,
};

/**
 * Thrown when Ctrl-C (or SIGTERM, SIGHUP, a broken pipe) stopped a foreground run: the job went
 * back to the queue. Its message says how to resume; `exitCode` is the shell's for that stop
 * (130 for Ctrl-C; the program maps it).
 */
export class Interrupted extends Error {
  readonly exitCode: number;

  constructor(jobId: string, stillRunning: boolean, reason: StopReason = 'SIGINT') {
    super(
      stillRunning
        ? `Stopped following job ${jobId}; another worker is still running it: \`leadgen jobs show ${jobId}\``
        : `Interrupted: job ${jobId} is back in the queue. Resume it with \`leadgen jobs resume ${jobId}\` ` +
            'or `leadgen jobs run --until-idle`',
    );
    this.name = 'Interrupted';
    this.exitCode = STOP_EXIT_CODES[reason];
  }
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * An abort signal fired by Ctrl-C, SIGTERM (kill, systemd, a container stopping), SIGHUP (the
 * terminal closed) or a broken pipe on `output` (stderr piped into something that exited), so
 * that every way a run can be stopped puts its job back in the queue instead of leaving it
 * running with nobody behind it. `reason` says which came first; `dispose` stops listening (and
 * restores the default of each signal).
 *
 * @example
 * const stop = stopSignals(process, process.stderr);
 * try { await runWorker({ ..., signal: stop.signal }); } finally { stop.dispose(); }
 */
export function stopSignals(
  signals: Pick<EventEmitter, 'on' | 'off'>,
  output?: Pick<EventEmitter, 'on' | 'off'>,
): { signal: AbortSignal; reason: () => StopReason | null; dispose: () => void } {
  const controller = new AbortController();
  let reason: StopReason | null = null;
  const stop = (why: StopReason) => {
    reason ??= why;
    controller.abort();
  };
  const handlers = SIGNALS.map((name) => [name, () => stop(name)] as const);
  const onOutputError = (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED') stop('EPIPE');
  };
  for (const [name, handler] of handlers) signals.on(name, handler);
  output?.on('error', onOutputError);
  return {
    signal: controller.signal,
    reason: () => reason,
    dispose: () => {
      for (const [name, handler] of handlers) signals.off(name, handler);
      output?.off('error', onOutputError);
    },
  };
}
