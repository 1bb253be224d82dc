import { LeadgenError } from './domain/errors.js';
import type { JobKind } from './jobs/job-types.js';

/** The outside services whose calls are counted. */
export type ProviderService = 'apify' | 'gemini' | 'stripe';

/** How a job's run in one worker ended: `requeued` when a shutdown handed it back to the queue. */
export type RunOutcome = 'completed' | 'failed' | 'canceled' | 'requeued';

/**
 * What a front end may hear of the work core does, to measure it (the server's `/metrics`):
 * each call to an outside service, each charge, each run that ends. Every method is optional
 * and called synchronously; core never depends on a metrics library, it only calls this.
 *
 * @example
 * const observer: ServiceObserver = { onCharge: ({ millicredits }) => charged.inc(millicredits) };
 * await runWorker({ store, handlers, mode: 'forever', signal, observer });
 */
export interface ServiceObserver {
  /**
   * One HTTP attempt to a service (each retry is one more); `code` is null when it succeeded,
   * else the error code it failed with (`PROVIDER_RATE_LIMITED`, `PROVIDER_ERROR`, …).
   */
  onProviderCall?(call: { service: ProviderService; code: string | null }): void;
  /** Credits charged for a job's work (millicredits, above 0), once the charge is committed. */
  onCharge?(charge: { kind: JobKind; millicredits: number }): void;
  /** A job's run in this worker ended, after `durationMs` of it. */
  onJobFinished?(run: { kind: JobKind; outcome: RunOutcome; durationMs: number }): void;
}

/**
 * The code a failed provider attempt is counted under: a LeadgenError's own code, else what the
 * SDK's error says by its HTTP status (stripe-node throws its own errors, with `statusCode`).
 */
export function providerErrorCode(error: Error): string {
  if (error instanceof LeadgenError) return error.code;
  const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
  const httpStatus = typeof statusCode === 'number' ? statusCode : typeof status === 'number' ? status : 0;
  if (httpStatus === 429) return 'PROVIDER_RATE_LIMITED';
  if (httpStatus === 401 || httpStatus === 403) return 'PROVIDER_AUTH';
  return 'PROVIDER_ERROR';
}
