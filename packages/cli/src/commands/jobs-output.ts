import { type Job, type RunEstimate, runResultOf } from '@leadgen/core';
import { balanceNote, completenessLine, formatCredits, terminalSafe } from '@leadgen/core/domain';
import { RUN_NOTE, RUN_SHAPE } from '../json-shapes.js';

// The --json shapes live in core (@leadgen/core/wire), their help text in json-shapes.ts.
export { jobJson, runResultJson } from '@leadgen/core/wire';
export { JOB_SHAPE } from '../json-shapes.js';

/** A run's --json shape with its note, for the help of discover, import and jobs resume. */
export const RESULT_SHAPE = `${RUN_SHAPE} (${RUN_NOTE})`;

/**
 * A completed run in words, for people: its totals, then a discovery's completeness per target
 * (issue 34), one line each.
 */
export function runResultText(job: Job): string {
  const result = runResultOf(job);
  if (!result) return `Job ${job.id} ${job.status}\n`;
  const notice = result.notice ? `${result.notice}\n` : '';
  const type = (job.payload as { type?: unknown } | null)?.type === 'following' ? 'following' : 'followers';
  const completeness = (result.completeness ?? [])
    .map((row) => `  ${terminalSafe(completenessLine(row, type))}\n`)
    .join('');
  return (
    `${notice}List ${result.listId} completed: ${result.profilesFound} profiles found, ` +
    `${result.enriched} enriched${reusedText(result.reused ?? 0)}, ${result.notFound} not found, ` +
    `${result.failed} failed, charged ${formatCredits(result.charged)}\n${completeness}`
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
