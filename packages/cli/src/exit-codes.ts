import { LeadgenError, StaleVersionError } from '@leadgen/core/domain';
import { Interrupted } from './commands/jobs-foreground.js';

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
  interrupted: 130,
} as const;

/** Maps an error to its exit code, once for the whole program (CONVENTIONS.md 5). */
export function exitCodeFor(error: unknown): number {
  if (error instanceof Interrupted) return error.exitCode;
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
  130  interrupted (129 hang-up, 141 broken pipe, 143 terminated): the run is back in the queue`;
