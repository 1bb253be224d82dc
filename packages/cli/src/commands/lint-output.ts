import { terminalSafe } from '@leadgen/core/domain';
import type { lintJson } from '@leadgen/core/wire';
import type { Io } from '../io.js';

/** The first-message linter's answer as the API and `--json` carry it (issue 36). */
export type LintJson = ReturnType<typeof lintJson>;

/** No finding: what an answer without `lint` (a rename) stands for. */
export const NO_LINT: LintJson = { errors: [], warnings: [] };

/**
 * The linter's warnings of a save, one 'warning: …' line each on stderr (stdout keeps the data,
 * `--json` carries them too). Not hints: `--quiet` keeps them, as a warning never passes silently.
 */
export function printLintWarnings(io: Io, lint: LintJson | undefined): void {
  for (const warning of lint?.warnings ?? []) io.stderr(`warning: ${terminalSafe(warning.message)}\n`);
}

/** The linter's findings on a message about to be sent, as rows under it in `campaigns next`. */
export const lintFacts = (lint: LintJson | undefined): string[][] => [
  ...(lint?.errors ?? []).map((error) => ['Refused', error.message]),
  ...(lint?.warnings ?? []).map((warning) => ['Warning', warning.message]),
];
