import { completenessLine, counted, formatCreditAmount, terminalSafe } from '@leadgen/core/domain';
import { type CompletenessJson, type estimateJson, type JobJson, runCountsJson } from '@leadgen/core/wire';
import { RUN_NOTE, RUN_SHAPE } from '../json-shapes.js';

// The --json shapes live in core (@leadgen/core/wire), their help text in json-shapes.ts.
export { jobJson, runResultJson } from '@leadgen/core/wire';
export { JOB_SHAPE } from '../json-shapes.js';

/** A run's --json shape with its note, for the help of discover, import and jobs resume. */
export const RESULT_SHAPE = `${RUN_SHAPE} (${RUN_NOTE})`;

/** A run's counts as the wire carries them (a run job's `result`). */
type RunCounts = ReturnType<typeof runCountsJson>;

/** A run job's counts, or null when it has none (another kind, or no result yet). */
const runCountsOf = (job: JobJson): RunCounts | null =>
  job.kind === 'personalize' ? null : (job.result as RunCounts | null);

/**
 * A completed run in words, for people: its totals, then a discovery's completeness per target
 * (issue 34), one line each. From the wire shapes, so a run on a server reads the same (issue 35).
 */
export function runResultText(job: JobJson, completeness: CompletenessJson): string {
  const result = runCountsOf(job);
  if (!result) return `Job ${job.id} ${job.status}\n`;
  const notice = result.notice ? `${result.notice}\n` : '';
  const type = job.request?.kind === 'discover' ? job.request.search_type : 'followers';
  const lines = completeness
    .map((row) => `  ${terminalSafe(completenessLine({ ...row, alreadyKnown: row.already_known }, type))}\n`)
    .join('');
  return (
    `${notice}List ${result.list_id} completed: ${counted(result.profiles_found, 'profile')} found, ` +
    `${result.enriched} enriched${reusedText(result.reused)}, ${result.not_found} not found, ` +
    `${result.failed} failed, charged ${formatCreditAmount(result.charged)}\n${lines}`
  );
}

/** A run as it ended, for `--json` of discover, import and jobs resume: `runResultJson`'s shape. */
export const runResultJsonOf = (job: JobJson) => ({
  job_id: job.id,
  status: job.status,
  ...(runCountsOf(job) ?? runCountsJson(null)),
});

/** ' (45 already known, not charged)' when a run reused people, else nothing. */
const reusedText = (reused: number) => (reused > 0 ? ` (${reused} already known, not charged)` : '');

/**
 * The estimate shown before a run (spec §9; issue 30: the people already known are not charged),
 * 'Estimate: 300 profiles: 180 already known, 120 to enrich: $0.960 (balance $5.000)', with the
 * cap when the balance covers fewer.
 */
export function estimateText(estimate: ReturnType<typeof estimateJson>): string {
  const line = `Estimate: ${estimate.summary} (balance ${formatCreditAmount(estimate.balance)})\n`;
  // a run that would enrich nobody is refused with its own error: no note before it
  const note = estimate.covered + estimate.known > 0 ? estimate.notice : null;
  return note ? `${line}${note}\n` : line;
}

/** One line of progress for `jobs ls`: the step and percent, or nothing yet. */
export function progressText(job: JobJson): string {
  const p = job.progress;
  return p ? `${p.step_index}/${p.step_count} ${p.percent}%` : '-';
}
