import { type Job, jobListId, jobResultInCredits, type RunEstimate, runResultOf } from '@leadgen/core';
import { balanceNote, formatCredits, millicreditsToCredits } from '@leadgen/core/domain';

/** The `--json` shape of a run's result (documented in the options' help). */
export const RESULT_SHAPE =
  '{ jobId, status, listId, profilesFound, enriched, reused, notFound, failed, charged, notice } ' +
  '(charged in credits; reused: people already enriched within the freshness window, not charged)';

/** The `--json` shape of a job (never its payload: it may hold the session id). */
export const JOB_SHAPE =
  '{ id, kind, status, attempts, listId, progress, result, error, errorCode, createdAt, updatedAt, finishedAt } ' +
  "(a run's result.charged in credits)";

/** A job as `--json` prints it. */
export function jobJson(job: Job) {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    attempts: job.attempts,
    listId: jobListId(job),
    progress: job.progress,
    result: jobResultInCredits(job),
    error: job.error,
    errorCode: job.error_code,
    createdAt: job.created_at,
    updatedAt: job.updated_at,
    finishedAt: job.finished_at,
  };
}

/** A finished run as `--json` prints it. */
export function runResultJson(job: Job) {
  const result = runResultOf(job);
  return {
    jobId: job.id,
    status: job.status,
    listId: jobListId(job),
    profilesFound: result?.profilesFound ?? 0,
    enriched: result?.enriched ?? 0,
    reused: result?.reused ?? 0,
    notFound: result?.notFound ?? 0,
    failed: result?.failed ?? 0,
    charged: millicreditsToCredits(result?.charged ?? 0),
    notice: result?.notice ?? null,
  };
}

/** A completed run in words, for people. */
export function runResultText(job: Job): string {
  const result = runResultOf(job);
  if (!result) return `Job ${job.id} ${job.status}\n`;
  const notice = result.notice ? `${result.notice}\n` : '';
  return (
    `${notice}List ${result.listId} completed: ${result.profilesFound} profiles found, ` +
    `${result.enriched} enriched${reusedText(result.reused ?? 0)}, ${result.notFound} not found, ` +
    `${result.failed} failed, charged ${formatCredits(result.charged)}\n`
  );
}

/** ' (45 already known, not charged)' when a run reused people, else nothing. */
const reusedText = (reused: number) => (reused > 0 ? ` (${reused} already known, not charged)` : '');

/**
 * The estimate shown before a run (spec §9; issue 30: the people already known are not charged),
 * 'Estimate: 300 profiles: 180 already known, 120 to enrich: $0.960 (balance $5.000)', with the
 * cap when the balance covers fewer.
 */
export function estimateText(estimate: RunEstimate): string {
  const line = `Estimate: ${estimate.summary} (balance ${formatCredits(estimate.balance)})\n`;
  // a run that would enrich nobody is refused with its own error: no note before it
  const note =
    estimate.covered + estimate.known > 0
      ? balanceNote(estimate.toEnrich, estimate.covered, estimate.known)
      : null;
  return note ? `${line}${note}\n` : line;
}

/** One line of progress for `jobs ls`: the step and percent, or nothing yet. */
export function progressText(job: Job): string {
  const p = job.progress;
  return p ? `${p.stepIndex}/${p.stepCount} ${p.percent}%` : '-';
}
