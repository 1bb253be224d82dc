import { shutdownCutMs } from '@leadgen/core';
import { messages } from '@leadgen/core/domain';
import type { Terminal } from './commands/jobs-foreground.js';
import { STOP_EXIT_CODES } from './stop-signals.js';

/** The signals a service manager (systemd, a container runtime) and Ctrl-C send. */
const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * A signal this soon after the first is the same stop, not a second one: Ctrl-C under `npm start`
 * reaches the process twice (the terminal signals its whole process group, and npm passes on the
 * signal it got), and no person presses Ctrl-C twice this fast.
 */
const SAME_STOP_MS = 250;
/** After a cut, how long the process may take to end by itself before it is ended. */
const AFTER_CUT_EXIT_MS = 50;

/** A long-running command's stop, as `awaitStop` hands it out. */
export interface ServiceStop {
  /** Aborts at the first SIGINT or SIGTERM: stop accepting work, finish what is in flight. */
  signal: AbortSignal;
  /** Resolves at the first SIGINT or SIGTERM. */
  requested: Promise<void>;
  /** Aborts shortly before the deadline: cut what is still open, hand running jobs back. */
  cut: AbortSignal;
  /**
   * The command's own stop is done: stops listening (a later signal then ends the process as its
   * default does). After a cut, what was cut (a provider call of a job handed back) would keep
   * the process alive: it exits at once with the exit code the command ends with.
   */
  dispose(): void;
}

/**
 * How `serve`, `worker` and `sandbox` stop, as a service manager expects: the first SIGTERM or
 * Ctrl-C starts a graceful stop (`signal`); shortly before `deadlineMs` the rest is cut (`cut`);
 * if the process is still alive at the deadline, whatever holds it, it exits then (1, saying so,
 * when the command's own stop was not done); a second signal exits at once (130 for Ctrl-C, 143
 * for SIGTERM). The deadline's timer does not keep the process alive.
 *
 * @example
 * const stop = awaitStop(terminal, { deadlineMs: config.server.shutdownTimeoutMs, say });
 * await stop.requested;
 * await server.close();
 * stop.dispose();
 */
export function awaitStop(
  terminal: Terminal,
  options: {
    deadlineMs: number;
    say: (line: string) => void;
    /** The clock that tells a repeated signal from a second one (ms; tests pass a fake one). */
    now?: () => number;
  },
): ServiceStop {
  const now = options.now ?? (() => performance.now());
  const stopping = new AbortController();
  const cutting = new AbortController();
  let requested = () => {};
  const whenRequested = new Promise<void>((resolve) => {
    requested = resolve;
  });
  let firstAt = 0;
  let done = false;
  const handlers = SIGNALS.map((name) => {
    const handler = () => {
      if (stopping.signal.aborted) {
        if (now() - firstAt < SAME_STOP_MS) return;
        options.say(messages.stoppedAtOnce);
        terminal.exit?.(STOP_EXIT_CODES[name]);
        return;
      }
      firstAt = now();
      stopping.abort();
      requested();
      setTimeout(() => cutting.abort(), shutdownCutMs(options.deadlineMs)).unref();
      if (terminal.exit) {
        const exit = terminal.exit;
        setTimeout(() => {
          if (done) return exit();
          options.say(messages.shutdownDeadlinePassed(options.deadlineMs / 1000));
          exit(1);
        }, options.deadlineMs).unref();
      }
    };
    return [name, handler] as const;
  });
  for (const [name, handler] of handlers) terminal.signals.on(name, handler);
  return {
    signal: stopping.signal,
    requested: whenRequested,
    cut: cutting.signal,
    dispose() {
      done = true;
      for (const [name, handler] of handlers) terminal.signals.off(name, handler);
      // a moment for the command to return its exit code to main before the process ends
      if (cutting.signal.aborted && terminal.exit) setTimeout(terminal.exit, AFTER_CUT_EXIT_MS).unref();
    },
  };
}
