/** SQLite's codes, Node's errno and PostgreSQL's SQLSTATE for a write the storage could not take. */
// SQLITE_IOERR_SHMSIZE: the WAL index (the -shm file) could not grow, as on a full disk at open.
const FULL_CODES = new Set(['SQLITE_FULL', 'SQLITE_IOERR_SHMSIZE', 'ENOSPC', 'EDQUOT', '53100']);

/**
 * The words of the first error in `error`'s cause chain that says the database or its disk is
 * full (SQLite's "database or disk is full", a full disk, PostgreSQL's disk_full), with its code;
 * null when none does. Front ends name this cause instead of a generic "Please try again".
 *
 * @example
 * storageFullCause(new Error('x', { cause: sqliteFullError })) // 'database or disk is full (SQLITE_FULL)'
 */
export function storageFullCause(error: unknown): string | null {
  const seen = new Set<unknown>();
  for (let current = error; current instanceof Error && !seen.has(current); current = current.cause) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && FULL_CODES.has(code)) return `${current.message} (${code})`;
  }
  return null;
}
