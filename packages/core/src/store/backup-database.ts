import { existsSync, linkSync, renameSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { LeadgenError, ValidationError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { DatabaseLocation } from './open-store.js';
import { privateTempFile, removeSnapshot, snapshotSqlite, verifySnapshot } from './sqlite-snapshot.js';

/** A backup written: where, how many bytes, and the schema version it holds. */
export interface BackupResult {
  path: string;
  bytes: number;
  version: number;
}

/**
 * Backs up a SQLite database to the file `target` while other processes go on writing to it:
 * SQLite's online backup API takes one consistent copy (committed WAL pages included) into a
 * temp file created 0600 in the target's folder, which is checked (`integrity_check`,
 * `foreign_key_check`, Leadgen's tables) and only then moved into place. The file is never
 * readable by others, not even while it is written; an existing `target` is refused unless
 * `force`. PostgreSQL is refused: its backup is the operator's `pg_dump`.
 *
 * @example
 * const { path, bytes, version } = await backupDatabase(config.database, '/srv/backups/leadgen.db');
 */
export async function backupDatabase(
  database: DatabaseLocation,
  target: string,
  options: { force?: boolean } = {},
): Promise<BackupResult> {
  if (database.kind === 'postgres') throw new ValidationError(messages.backupPostgres);
  const source = database.path;
  if (source === ':memory:' || source === '' || source.startsWith('file:'))
    throw new ValidationError(messages.backupNotAFile(source));
  if (!existsSync(source)) throw new ValidationError(messages.backupNoDatabase(source));
  const path = resolve(target);
  if (path === resolve(source)) throw new ValidationError(messages.backupOntoDatabase(path));
  if (!existsSync(dirname(path))) throw new ValidationError(messages.backupFolderMissing(dirname(path)));
  if (existsSync(path) && !options.force) throw new ValidationError(messages.backupExists(path));

  const temp = privateTempFile(path);
  try {
    await snapshotSqlite(source, temp);
    const check = verifySnapshot(temp);
    if (!check.ok) throw new LeadgenError('INTERNAL', messages.backupFailedCheck(check.detail));
    if (options.force) renameSync(temp, path);
    else {
      // a link fails when the name is taken: never overwrite a file that appeared meanwhile
      try {
        linkSync(temp, path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST')
          throw new ValidationError(messages.backupExists(path), { cause: error });
        throw error;
      }
      removeSnapshot(temp);
    }
    return { path, bytes: statSync(path).size, version: check.version };
  } catch (error) {
    removeSnapshot(temp);
    throw error;
  }
}
