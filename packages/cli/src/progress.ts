import type { JobProgress } from '@leadgen/core';
import { terminalSafe } from '@leadgen/core/domain';
import cliProgress from 'cli-progress';

/** Shows a run's progress: a bar on a TTY (stderr), else one plain line per step. */
export interface ProgressView {
  update(progress: JobProgress): void;
  stop(): void;
}

const line = (p: JobProgress) =>
  `step ${p.stepIndex} of ${p.stepCount}: ${terminalSafe(p.step)} (${p.percent}%) discovered ${p.discovered}, enriched ${p.enriched}, failed ${p.failed}`;

/**
 * A progress view on `stream`. Bars only when the stream is a TTY and colour is allowed; piped
 * output gets one line per step (and per notice) with no control characters.
 */
export function progressView(stream: NodeJS.WriteStream, options: { quiet?: boolean } = {}): ProgressView {
  if (options.quiet) return { update() {}, stop() {} };
  if (!stream.isTTY) {
    let lastStep = -1;
    let lastNotice: string | undefined;
    return {
      update(progress) {
        if (progress.stepIndex !== lastStep) stream.write(`${line(progress)}\n`);
        if (progress.notice && progress.notice !== lastNotice)
          stream.write(`${terminalSafe(progress.notice)}\n`);
        lastStep = progress.stepIndex;
        lastNotice = progress.notice;
      },
      stop() {},
    };
  }
  const bar = new cliProgress.SingleBar(
    {
      stream,
      format:
        'step {stepIndex}/{stepCount} {step} [{bar}] {percentage}% | discovered {discovered} enriched {enriched} failed {failed}',
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update(progress) {
      const payload = { ...progress, step: terminalSafe(progress.step) };
      if (!started) bar.start(100, progress.percent, payload);
      else bar.update(progress.percent, payload);
      started = true;
    },
    stop() {
      if (started) bar.stop();
    },
  };
}
