import { describeDatabase } from '../acting-user-setting.js';
import { DatabaseMissingError, LeadgenError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import { inspectDatabase } from '../store/inspect-database.js';
import type { DatabaseLocation } from '../store/open-store.js';

/** One thing `leadgen doctor` checks beside the keys: what it found and, when wrong, the fix. */
export interface InstallationCheck {
  check: 'runtime' | 'database' | 'user';
  status: 'ok' | 'failed' | 'skipped';
  detail: string;
  fix: string | null;
}

/** The oldest Node.js major Leadgen runs on (package.json `engines`). */
export const MIN_NODE_MAJOR = 24;

/**
 * Whether this Node.js (`process.versions.node`) can run Leadgen: 24 or newer.
 *
 * @example
 * checkRuntime('20.20.2').status // 'failed'
 */
export function checkRuntime(nodeVersion: string): InstallationCheck {
  const major = Number(nodeVersion.split('.')[0]);
  const detail = `Node.js ${nodeVersion}`;
  if (major >= MIN_NODE_MAJOR) return { check: 'runtime', status: 'ok', detail, fix: null };
  return { check: 'runtime', status: 'failed', detail, fix: messages.nodeTooOldFix(MIN_NODE_MAJOR) };
}

/**
 * Whether the database opens and its schema is this release's: not there yet, behind (pending
 * migrations) and newer than this release each come with the fix. Nothing is created or migrated.
 */
export async function checkDatabase(
  location: DatabaseLocation,
): Promise<InstallationCheck & { version: number | null }> {
  const where = describeDatabase(location);
  const failed = (detail: string, fix: string) =>
    ({ check: 'database', status: 'failed', detail, fix, version: null }) as const;
  let found: { version: number; latest: number };
  try {
    found = await inspectDatabase(location);
  } catch (error) {
    if (error instanceof DatabaseMissingError)
      return failed(
        error.message,
        error.folderMissing ? messages.databaseFolderMissingCli : messages.databaseMissingCli,
      );
    if (error instanceof LeadgenError) return failed(error.message, messages.databaseCannotOpenCli);
    const reason = error instanceof Error ? error.message : String(error);
    return failed(messages.databaseCannotOpen(where, reason), messages.databaseCannotOpenCli);
  }
  const { version, latest } = found;
  const detail = `${where} (schema version ${version})`;
  if (version > latest) return { ...failed(detail, messages.databaseNewerFix(version, latest)), version };
  if (version < latest) return { ...failed(detail, messages.databaseBehindFix(latest)), version };
  return { check: 'database', status: 'ok', detail, fix: null, version };
}
