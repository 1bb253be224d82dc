import type { Command } from 'commander';
import { wholeOption } from './lists-output.js';

/** The flag of every command that edits something with a version (issue 31). */
export const IF_VERSION_FLAG = '--if-version <n>';

/**
 * Adds `--if-version <n>`: the edit applies only while the thing is still at version n (as a
 * `--json` answer or `show` printed it), so a script never overwrites a change made since by
 * the web app, the terminal app or another script; a stale one exits with code 7.
 */
export function ifVersionFlag(command: Command, what: string): Command {
  return command.option(
    IF_VERSION_FLAG,
    // a message's version is its profile's `message_version` in every --json
    `only if the ${what} is still at this version (its --json "${what === 'message' ? 'message_version' : 'version'}"); else exit 7`,
  );
}

/** The version check `--if-version` asks for, as core's services take it. */
export function versionCheck(options: { ifVersion?: string }): { expectedVersion?: number } {
  return { expectedVersion: wholeOption(options.ifVersion, '--if-version') };
}
