import { storageFailure } from '@leadgen/core';
import {
  DatabaseMissingError,
  DatabaseOpenError,
  formatCredits,
  InsufficientCreditsError,
  LeadgenError,
  messages,
  PaceHeldError,
  StaleVersionError,
} from '@leadgen/core/domain';

/**
 * What `leadgen` prints for an error: its message, for a refused charge what it needed, the
 * balance and the commands that add credits, for a send the pace holds how to override it, for a
 * database that is missing or cannot be opened the next step, and for a storage failure (a full
 * disk, a read-only, locked or damaged database) what it is and what to do, whatever wrapped it.
 */
export function errorText(error: unknown): string {
  if (error instanceof DatabaseMissingError)
    return `${error.message}: ${error.folderMissing ? messages.databaseFolderMissingCli : messages.databaseMissingCli}`;
  if (error instanceof DatabaseOpenError) return `${error.message}: ${messages.databaseCannotOpenCli}`;
  // a full disk, a read-only, locked or damaged database, wherever it was wrapped (a job's own
  // failure already names it)
  const storage = error instanceof LeadgenError ? null : storageFailure(error);
  if (storage) return storage.message;
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

/**
 * What LEADGEN_DEBUG=1 adds below the message: the stack, then each `cause` in the chain with its
 * own stack, so a failure wrapped on its way up still shows where it began.
 */
export function debugText(error: unknown): string {
  const parts: string[] = [];
  const seen = new Set<unknown>();
  for (let current = error; current !== undefined && current !== null && !seen.has(current); ) {
    seen.add(current);
    const text =
      current instanceof Error ? (current.stack ?? `${current.name}: ${current.message}`) : String(current);
    const code = (current as { code?: unknown }).code;
    parts.push(
      `${parts.length === 0 ? '' : 'Caused by: '}${text}${typeof code === 'string' ? ` [code ${code}]` : ''}`,
    );
    current = current instanceof Error ? current.cause : undefined;
  }
  return `${parts.join('\n')}\n`;
}
