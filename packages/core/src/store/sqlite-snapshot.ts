import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/** Owner-only, as the database it copies (open-store.ts: file permissions are the boundary). */
const PRIVATE_FILE = 0o600;

/** What a verified snapshot of a Leadgen database is: its schema version, or why it is not one. */
export type SnapshotCheck =
  | { ok: true; version: number }
  | { ok: false; problem: 'not-sqlite' | 'not-leadgen' | 'damaged'; detail: string };

/** Tables every Leadgen schema has had since its first migration (with schema_migrations). */
const LEADGEN_TABLES = ['schema_migrations', 'users', 'credit_ledger'];

/**
 * A new, empty file beside `target` (same folder, so a rename moves it into place atomically),
 * created 0600 with O_EXCL: no byte of it is ever readable by others, whatever the umask, and
 * no file of someone else's is reused.
 */
export function privateTempFile(target: string): string {
  const path = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  closeSync(openSync(path, 'wx', PRIVATE_FILE));
  return path;
}

/** Removes a temp file and the journal files SQLite may have left beside it. */
export function removeSnapshot(path: string): void {
  for (const file of [path, `${path}-journal`, `${path}-wal`, `${path}-shm`]) rmSync(file, { force: true });
}

/**
 * Copies the SQLite database at `source` into the (empty, private) file `destination` with
 * SQLite's online backup API, through better-sqlite3's `db.backup()`:
 * https://www.sqlite.org/backup.html and
 * https://github.com/WiseLibs/better-sqlite3/blob/master/docs/api.md#backupdestination-options---promise.
 * The copy is one consistent point in time, the WAL's committed pages included, while other
 * processes go on writing. After the first step every remaining page is copied in one step: in
 * WAL mode that step is one read transaction, which never blocks writers, whereas small steps
 * restart from the first page whenever another process writes between them (backup.html
 * "sqlite3_backup_step()"), and under steady writes might never finish.
 */
export async function snapshotSqlite(source: string, destination: string): Promise<void> {
  const sqlite = new SqliteDatabase(source, { fileMustExist: true, readonly: true, timeout: 5000 });
  try {
    // a negative page count copies every remaining page (sqlite3_backup_step); better-sqlite3
    // takes the count the progress callback returns, clamped to 0..2^31-1
    await sqlite.backup(destination, { progress: () => 0x7fffffff });
  } finally {
    sqlite.close();
  }
}

/**
 * Checks a snapshot made by `snapshotSqlite` and makes it one self-contained file: rollback
 * journal mode (a backup of a WAL database says WAL in its header, and would need its -wal file
 * beside it), `PRAGMA integrity_check` and `PRAGMA foreign_key_check` clean, and Leadgen's
 * tables there. Returns its schema version, or what is wrong; the file is flushed to disk.
 */
export function verifySnapshot(path: string): SnapshotCheck {
  let sqlite: SqliteDatabase.Database;
  try {
    sqlite = new SqliteDatabase(path, { fileMustExist: true, timeout: 5000 });
  } catch (error) {
    return { ok: false, problem: 'not-sqlite', detail: reason(error) };
  }
  try {
    sqlite.pragma('journal_mode = DELETE');
    const integrity = sqlite.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    const damage = integrity.map((row) => row.integrity_check).filter((line) => line !== 'ok');
    if (damage.length > 0) return { ok: false, problem: 'damaged', detail: damage.slice(0, 3).join('; ') };
    const orphans = sqlite.pragma('foreign_key_check') as { table: string; parent: string }[];
    if (orphans.length > 0) {
      const first = orphans[0];
      return {
        ok: false,
        problem: 'damaged',
        detail: `${orphans.length} rows point at missing rows (first: ${first?.table} -> ${first?.parent})`,
      };
    }
    const tables = new Set(
      (sqlite.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
        (row) => row.name,
      ),
    );
    const missing = LEADGEN_TABLES.filter((table) => !tables.has(table));
    if (missing.length > 0)
      return { ok: false, problem: 'not-leadgen', detail: `no ${missing.join(', ')} table` };
    const row = sqlite.prepare('select max(version) as version from schema_migrations').get() as {
      version: number | null;
    };
    return { ok: true, version: Number(row.version ?? 0) };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    // SQLite reads the header on the first statement: "file is not a database"
    if (code === 'SQLITE_NOTADB') return { ok: false, problem: 'not-sqlite', detail: reason(error) };
    if (code === 'SQLITE_CORRUPT') return { ok: false, problem: 'damaged', detail: reason(error) };
    throw error;
  } finally {
    sqlite.close();
    flush(path);
  }
}

/** Writes the file's data to the disk, so a rename never publishes a file that is not there yet. */
export function flush(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
