/**
 * How a job a worker ran ended, in the terms a script acts on (issue 32):
 * - `completed`: completed in full;
 * - `cut_short`: the balance cut it short: capped to what it covered (completed, with
 *   `cappedFrom` on its result), or paused for credits (failed with INSUFFICIENT_CREDITS);
 * - `provider_failed`: failed because an outside service did (PROVIDER_* codes);
 * - `failed`: failed for any other reason;
 * - `canceled`: canceled by its user while it ran;
 * - `interrupted`: not ended: the worker stopped and the job went back to the queue (or another
 *   worker took it over).
 */
export type JobOutcome =
  | 'completed'
  | 'cut_short'
  | 'provider_failed'
  | 'failed'
  | 'canceled'
  | 'interrupted';

/** The codes of an outside service's failure (`ProviderError`). */
const PROVIDER_CODES: readonly string[] = ['PROVIDER_ERROR', 'PROVIDER_RATE_LIMITED', 'PROVIDER_AUTH'];

/**
 * The outcome of a job as it stands (see `JobOutcome`).
 *
 * @example
 * jobOutcome({ status: 'failed', error_code: 'INSUFFICIENT_CREDITS', result: null }) // 'cut_short'
 */
export function jobOutcome(job: { status: string; error_code: string | null; result: unknown }): JobOutcome {
  switch (job.status) {
    case 'completed': {
      const result = job.result as { cappedFrom?: unknown } | null;
      return typeof result?.cappedFrom === 'number' ? 'cut_short' : 'completed';
    }
    case 'failed':
      if (job.error_code === 'INSUFFICIENT_CREDITS') return 'cut_short';
      return job.error_code !== null && PROVIDER_CODES.includes(job.error_code)
        ? 'provider_failed'
        : 'failed';
    case 'canceled':
      return 'canceled';
    default:
      return 'interrupted';
  }
}
