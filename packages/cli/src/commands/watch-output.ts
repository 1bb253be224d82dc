import type { WatchRunReport } from '@leadgen/core';
import { formatCreditAmount, messages, millicreditsToCredits } from '@leadgen/core/domain';
import { CommandExit, EXIT, jobsRunExitCode } from '../exit-codes.js';
import { type Io, json } from '../io.js';
import type { StopReason } from '../stop-signals.js';

/** One run of `watch run --json`. */
export type WatchRunJson = ReturnType<typeof watchRunJson>;

/** One run of `watch run --json`. */
export function watchRunJson(report: WatchRunReport) {
  return {
    watch_id: report.watch.id,
    job_id: report.job.id,
    target_username: report.watch.target_username,
    search_type: report.watch.search_type as string,
    status: report.job.status,
    outcome: report.outcome,
    search_list_id: report.watch.search_list_id,
    new_profiles: report.run?.added ?? null,
    missed: report.run?.missed ?? null,
    reported_count: report.run?.reported ?? null,
    charged: millicreditsToCredits(report.charged),
    error: report.job.error,
    error_code: report.job.error_code,
  };
}

/** 'Watch 0192… @natgeo followers: 82 new, charged $0.656, missed ≈12' */
function watchRunLine(run: WatchRunJson): string {
  const head = `Watch ${run.watch_id} @${run.target_username} ${run.search_type}`;
  if (run.new_profiles === null) return `${head}: ${run.status}${run.error ? `: ${run.error}` : ''}\n`;
  const missed = run.missed ? `, ${messages.watchMissed(run.missed)}` : '';
  return `${head}: ${run.new_profiles} new, charged ${formatCreditAmount(run.charged)}${missed}\n`;
}

/** What `watch run` prints of its runs, and the exit code their outcomes make. */
export function printWatchRuns(
  io: Io,
  runs: readonly WatchRunJson[],
  json_: boolean,
  stop: StopReason | null,
): void {
  if (json_) io.stdout(json(runs));
  else if (runs.length > 0 || !io.quiet)
    io.stdout(runs.length === 0 ? 'No watch was due\n' : runs.map(watchRunLine).join(''));
  const code = jobsRunExitCode(
    runs.map((run) => run.outcome),
    stop,
  );
  if (code !== EXIT.ok) throw new CommandExit(code);
}
