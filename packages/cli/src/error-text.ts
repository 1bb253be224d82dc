import {
  formatCredits,
  InsufficientCreditsError,
  messages,
  PaceHeldError,
  StaleVersionError,
} from '@leadgen/core/domain';

/**
 * What `leadgen` prints for an error: its message, for a refused charge what it needed, the
 * balance and the commands that add credits, and for a send the pace holds how to override it.
 */
export function errorText(error: unknown): string {
  if (error instanceof InsufficientCreditsError) {
    const { shortfall } = error;
    const what = shortfall
      ? messages.notEnoughCreditsFor(formatCredits(shortfall.needed), formatCredits(shortfall.balance))
      : error.message;
    return `${what}: ${messages.creditsNextStepCli}`;
  }
  // the only command a pace holds is `campaigns mark`: its flag is the way on
  if (error instanceof PaceHeldError) return `${error.message}. ${messages.paceOverrideCli}`;
  // a stale --if-version: the version to pass to overwrite deliberately
  if (error instanceof StaleVersionError && error.version !== undefined)
    return `${error.message} (now at version ${error.version}: --if-version ${error.version} overwrites)`;
  return error instanceof Error ? error.message : String(error);
}
