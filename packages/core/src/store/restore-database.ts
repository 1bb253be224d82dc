import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { LeadgenError, ValidationError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import { LATEST_SCHEMA } from './migrate.js';
import { type DatabaseLocation, openStore } from './open-store.js';
import { privateTempFile, removeSnapshot, snapshotSqlite, verifySnapshot } from './sqlite-snapshot.js';

/** A restore done: the database, the file it came from, where the replaced one was kept, versions. */
export interface RestoreResult {
  path: string;
  from: string;
  /** The database that was replaced, kept beside it; null when there was none. */
  kept: string | null;
  /** The schema version of the backup, and the migrations applied to it after. */
  version: number;
  migrated: readonly number[];
}

/**
 * Restores a backup made by `backupDatabase` (or any copy of a Leadgen SQLite database) as the
 * database at `database`. The file is first copied with SQLite's backup API into a 0600 temp
 * file beside the database and checked: a SQLite file, undamaged, Leadgen's, at a schema version
 * this release knows. A database another process has open is refused (stop `serve`, `worker`
 * and the TUI first). The replaced database is kept as `<db>.before-restore-<time>` (0600, one
 * consistent copy), the backup moved into place, and migrated when it is older than this release.
 *
 * @example
 * const { kept, migrated } = await restoreDatabase(config.database, 'leadgen-2026-11-28.db');
 */
export async function restoreDatabase(
  database: DatabaseLocation,
  backup: string,
  options: { now?: () => Date } = {},
): Promise<RestoreResult> {
  if (database.kind === 'postgres') throw new ValidationError(messages.restorePostgres);
  const path = resolve(database.path);
  const from = resolve(backup);
  if (!existsSync(from) || !statSync(from).isFile()) throw new ValidationError(messages.restoreNoFile(from));
  if (from === path) throw new ValidationError(messages.restoreOntoItself(path));
  if (!existsSync(dirname(path))) throw new ValidationError(messages.backupFolderMissing(dirname(path)));

  const temp = privateTempFile(path);
  try {
    try {
      await snapshotSqlite(from, temp);
    } catch (error) {
      // not a SQLite file at all: SQLite says so when the backup reads its header; anything else
      // (a file that cannot be read, a full disk) is said as it is
      if ((error as { code?: unknown }).code !== 'SQLITE_NOTADB') throw error;
      throw new ValidationError(messages.restoreNotLeadgen(from, messageOf(error)), { cause: error });
    }
    const check = verifySnapshot(temp);
    if (!check.ok)
      throw new ValidationError(
        check.problem === 'damaged'
          ? messages.restoreDamaged(from, check.detail)
          : messages.restoreNotLeadgen(from, check.detail),
      );
    if (check.version > LATEST_SCHEMA)
      throw new ValidationError(messages.databaseNewer(check.version, LATEST_SCHEMA));

    let kept: string | null = null;
    if (existsSync(path)) {
      refuseInUse(path);
      kept = `${path}.before-restore-${stamp((options.now ?? (() => new Date()))())}`;
      const keep = privateTempFile(kept);
      try {
        await snapshotSqlite(path, keep);
        renameSync(keep, kept);
      } catch (error) {
        removeSnapshot(keep);
        throw error;
      }
    }
    // the old WAL must go with the old database: SQLite would replay it into the restored one
    for (const file of [`${path}-wal`, `${path}-shm`, `${path}-journal`]) rmSync(file, { force: true });
    renameSync(temp, path);
    const store = await openStore({ database: { kind: 'sqlite', path }, create: 'nothing' });
    await store.close();
    return { path, from, kept, version: check.version, migrated: store.migrated };
  } finally {
    removeSnapshot(temp);
  }
}

/**
 * Refuses a database another connection has open (`serve`, `worker`, the TUI, a foreground
 * run): they would go on reading and writing the replaced file. In WAL mode every open
 * connection holds a shared lock on the database for as long as it is open
 * (https://www.sqlite.org/wal.html "WAL mode and locking"; https://www.sqlite.org/lockingv3.html),
 * so an exclusive lock, asked for without waiting, is refused (SQLITE_BUSY) exactly while anyone
 * else has it open. Nothing is written: the transaction is rolled back at once.
 */
function refuseInUse(path: string): void {
  const sqlite = new SqliteDatabase(path, { fileMustExist: true, timeout: 0 });
  try {
    sqlite.pragma('locking_mode = EXCLUSIVE');
    sqlite.exec('begin exclusive');
    sqlite.exec('rollback');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('SQLITE_BUSY'))
      throw new LeadgenError('CONFLICT', messages.restoreInUse, { cause: error });
    throw error;
  } finally {
    sqlite.close();
  }
}

/** A time for a file name: 20261128T144950Z (no colons, sorts by time). */
const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
