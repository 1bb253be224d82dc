import { formatCredits, InsufficientCreditsError, messages } from '@leadgen/core/domain';

/**
 * What `leadgen` prints for an error: its message, and for a refused charge what it needed, the
 * balance and the commands that add credits.
 */
export function errorText(error: unknown): string {
  if (error instanceof InsufficientCreditsError) {
    const { shortfall } = error;
    const what = shortfall
      ? messages.notEnoughCreditsFor(formatCredits(shortfall.needed), formatCredits(shortfall.balance))
      : error.message;
    return `${what}: ${messages.creditsNextStepCli}`;
  }
  return error instanceof Error ? error.message : String(error);
}
