import { type JobOutcome, LeadgenError, StaleVersionError } from '@leadgen/core/domain';
import { ServerUnreachableError } from './remote/server-unreachable.js';
import { Interrupted, STOP_EXIT_CODES, type StopReason } from './stop-signals.js';

/** The exit codes `leadgen` documents in its help and the README. */
export const EXIT = {
  ok: 0,
  failure: 1,
  badInput: 2,
  notFound: 3,
  insufficientCredits: 4,
  provider: 5,
  paceHeld: 6,
  stale: 7,
  /** remote mode: the server refused the API key (401) or what the key may do (403) */
  auth: 8,
  /** remote mode: the server could not be reached */
  unavailable: 9,
  interrupted: 130,
} as const;

/**
 * Ends a command with `exitCode` and nothing more printed: for a command that has already said
 * why (`jobs run`, one line per job that did not complete in full).
 */
export class CommandExit extends Error {
  constructor(readonly exitCode: number) {
    super(`exit ${exitCode}`);
    this.name = 'CommandExit';
  }
}

/**
 * The exit code of `leadgen jobs run` (issue 32): 0 only when every job it ran completed in
 * full. Otherwise the most severe of what happened, in this order: stopped by a signal (130,
 * 143, 129; 141 for a broken pipe: its jobs went back to the queue), a job failed (1, also for a
 * job canceled while it ran), a provider failed a job (5), the balance cut a job short (4).
 */
export function jobsRunExitCode(outcomes: readonly JobOutcome[], stop: StopReason | null): number {
  if (stop) return STOP_EXIT_CODES[stop];
  // a failure of the input or of Leadgen needs a person; a provider's may pass by itself; a
  // balance cut only needs credits (and `jobs resume`)
  const has = (...which: JobOutcome[]) => outcomes.some((outcome) => which.includes(outcome));
  // 'interrupted' without a stop: another worker took the job over (this one stalled past its lease)
  if (has('failed', 'canceled', 'interrupted')) return EXIT.failure;
  if (has('provider_failed')) return EXIT.provider;
  if (has('cut_short')) return EXIT.insufficientCredits;
  return EXIT.ok;
}

/** How `jobs run` picks its exit code, for its --help and the program's. */
export const JOBS_RUN_EXIT_HELP = `Exit codes of jobs run (the first that applies):
  130  interrupted (143 terminated, 129 hang-up, 141 broken pipe): its running
       jobs are back in the queue
  1    a job failed (or was canceled while it ran)
  5    a provider failed a job (scraping or AI)
  4    the balance cut a job short (capped, or paused for credits)
  0    every job completed in full (or there was nothing to run)`;

/** Maps an error to its exit code, once for the whole program (CONVENTIONS.md 5). */
export function exitCodeFor(error: unknown): number {
  if (error instanceof Interrupted) return error.exitCode;
  if (error instanceof ServerUnreachableError) return EXIT.unavailable;
  if (!(error instanceof LeadgenError)) return EXIT.failure;
  if (error instanceof StaleVersionError) return EXIT.stale;
  switch (error.code) {
    case 'INVALID_INPUT':
    case 'CONFIG_INVALID':
    case 'CONFLICT':
      return EXIT.badInput;
    case 'NOT_FOUND':
      return EXIT.notFound;
    case 'INSUFFICIENT_CREDITS':
      return EXIT.insufficientCredits;
    case 'PROVIDER_ERROR':
    case 'PROVIDER_RATE_LIMITED':
    case 'PROVIDER_AUTH':
      return EXIT.provider;
    case 'PACE_HELD':
      return EXIT.paceHeld;
    case 'UNAUTHENTICATED':
    case 'FORBIDDEN':
      return EXIT.auth;
    // a full disk, a locked or unreachable database: the message says what to do; 1 like any
    // other failure that needs a person (issue 33)
    case 'STORAGE_ERROR':
      return EXIT.failure;
    default:
      return EXIT.failure;
  }
}

export const EXIT_CODES_HELP = `Exit codes:
  0    ok
  1    anything else
  2    bad input
  3    not found
  4    insufficient credits
  5    provider error (scraping, AI or payments)
  6    held by the send pace (mark it again with --override-pace if you sent it anyway)
  7    changed since the version given with --if-version (read it again, or pass the new version)
  8    remote mode: the server refused the API key, or what it may do (leadgen login --server)
  9    remote mode: the server could not be reached
  130  interrupted (129 hang-up, 141 broken pipe, 143 terminated): the run is back in the queue
  jobs run exits with the most severe of its jobs: 130/143/129, then 1, 5, 4 (see jobs run --help)`;
