import { messages, terminalSafe, ValidationError } from '@leadgen/core/domain';
import type { Command } from 'commander';
import { hint, type Io } from '../io.js';

/** Adds `-y, --yes` to a command that deletes. */
export const yesFlag = (command: Command): Command =>
  command.option('-y, --yes', 'delete without asking (needed when not on a terminal, e.g. in scripts)');

/**
 * Whether to go ahead with deleting `what`: yes with --yes; on a terminal, after showing
 * `details` and asking (the default is no); elsewhere (a script, cron) a ValidationError naming
 * --yes, so nothing is deleted by a command that cannot be asked.
 */
export async function confirmDelete(
  io: Io,
  yes: boolean | undefined,
  what: string,
  details: readonly string[] = [],
): Promise<boolean> {
  if (yes) return true;
  if (!io.prompt) throw new ValidationError(messages.confirmNeedsYes(what));
  for (const line of details) io.stderr(`${line}\n`);
  const answer = await io.prompt(terminalSafe(`Delete ${what}? [y/N] `));
  if (/^y(es)?$/i.test(answer.trim())) return true;
  hint(io, messages.deleteCanceled);
  return false;
}
