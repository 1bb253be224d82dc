import { type LeadgenError, ProviderError, StorageError, type StorageProblem } from '../domain/errors.js';
import { messages } from '../domain/messages.js';

/**
 * The codes of storage failures a person can act on, and what each means: SQLite's result codes
 * (https://www.sqlite.org/rescode.html; better-sqlite3 puts the extended code's name in
 * `error.code`, so SQLITE_CORRUPT_INDEX counts as SQLITE_CORRUPT), Node's errno for the files
 * beside the database, and PostgreSQL's SQLSTATE (https://www.postgresql.org/docs/current/errcodes-appendix.html).
 */
const SQLITE_CODES: readonly [string, StorageProblem][] = [
  ['SQLITE_FULL', 'full'],
  // the WAL index (the -shm file) could not grow, as on a full disk at open
  ['SQLITE_IOERR_SHMSIZE', 'full'],
  ['SQLITE_READONLY', 'readonly'],
  // still locked once busy_timeout (5 s, open-store.ts) ran out
  ['SQLITE_BUSY', 'busy'],
  ['SQLITE_LOCKED', 'busy'],
  ['SQLITE_CORRUPT', 'corrupt'],
  ['SQLITE_NOTADB', 'corrupt'],
  ['SQLITE_CANTOPEN', 'cantopen'],
];

const OTHER_CODES: Readonly<Record<string, StorageProblem>> = {
  ENOSPC: 'full',
  EDQUOT: 'full',
  EROFS: 'readonly',
  // PostgreSQL: disk_full, cannot_connect_now (starting up or shutting down), connection failures
  '53100': 'full',
  '57P03': 'unreachable',
  '08001': 'unreachable',
  '08006': 'unreachable',
};

/** Socket errors, counted only from a connect or name lookup (pg's, never a provider's: see below). */
const CONNECT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ETIMEDOUT', 'EAI_AGAIN']);

/** The problem an error's own code names, or null. */
function problemOf(error: Error): StorageProblem | null {
  const { code, syscall } = error as { code?: unknown; syscall?: unknown };
  if (typeof code !== 'string') return null;
  for (const [base, problem] of SQLITE_CODES)
    if (code === base || code.startsWith(`${base}_`)) return problem;
  if (CONNECT_CODES.has(code) && (syscall === 'connect' || syscall === 'getaddrinfo')) return 'unreachable';
  return OTHER_CODES[code] ?? null;
}

/**
 * The StorageError an error stands for, when it or any error in its `cause` chain is a storage
 * failure a person can act on (a full disk, a read-only or damaged file, a lock held past the
 * busy timeout, a database server that cannot be reached), with the message saying what and
 * what to do; null for anything else. The one place that maps SQLite's and PostgreSQL's codes
 * to words: the CLI, the server and the runs all ask it. A provider's error is the provider's
 * (a refused connection to Apify is not the database's), so the chain stops there.
 *
 * @example
 * storageFailure(sqliteFullError)?.message
 * // 'The database disk is full (SQLITE_FULL): free space on the disk that holds it, then try again'
 */
export function storageFailure(error: unknown): StorageError | null {
  if (error instanceof StorageError) return error;
  const seen = new Set<unknown>();
  for (let current = error; current instanceof Error && !seen.has(current); current = current.cause) {
    seen.add(current);
    if (current instanceof ProviderError) return null;
    const problem = problemOf(current);
    if (problem) {
      const code = String((current as { code?: unknown }).code);
      return new StorageError(problem, code, messages.storageFailed(problem, code), error);
    }
  }
  return null;
}

/**
 * A run's failure when the storage stopped it: the message names the run ('The discovery
 * stopped: the database disk is full (SQLITE_FULL). Free space…, then resume it'); null when
 * `error` is not a storage failure.
 */
export function runStorageFailure(error: unknown, run: string): LeadgenError | null {
  const failure = storageFailure(error);
  if (!failure) return null;
  const { problem, storageCode } = failure;
  return new StorageError(
    problem,
    storageCode,
    messages.runStoppedOnStorage(run, problem, storageCode),
    error instanceof StorageError ? error.cause : error,
  );
}
