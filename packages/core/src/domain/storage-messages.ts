import type { StorageProblem } from './errors.js';

/** `text` with its first letter upper-case. */
const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * The database's storage failed for a reason the operator can act on (issue 33): what is wrong
 * and what to do, for each StorageProblem. Read through `storageFailed` and `runStoppedOnStorage`.
 */
const storageProblems = {
  full: { problem: 'the database disk is full', fix: 'free space on the disk that holds it' },
  readonly: {
    problem: 'the database is read-only',
    fix: 'make the database file and its folder writable by the user Leadgen runs as',
  },
  busy: {
    problem: 'the database stayed locked by another process past the 5 s busy timeout',
    fix: 'let the other process finish, or stop it',
  },
  corrupt: {
    problem: 'the database file is damaged',
    fix: 'restore the last backup (`leadgen db restore <file>`)',
  },
  cantopen: {
    problem: 'the database file cannot be opened',
    fix: 'check that LEADGEN_DB names a file in a folder this user can write to',
  },
  unreachable: {
    problem: 'the database server cannot be reached',
    fix: 'check DATABASE_URL and that PostgreSQL is running',
  },
} satisfies Record<StorageProblem, { problem: string; fix: string }>;

/**
 * The database's storage failures the operator can act on (issue 33) and the runs they stop.
 * Spread into `messages`.
 */
export const storageMessages = {
  storageProblems,
  /** What each list-making run is called in messages. */
  runNames: { discover: 'discovery', custom: 'import', watch: 'watch run' },
  /** A run stopped by something unexpected (a bug): its cause is in the log and LEADGEN_DEBUG=1. */
  runFailedUnexpectedly: (run: string) =>
    `The ${run} failed on an unexpected error (the log has the cause): resume it to try again`,
  /** A request or command the storage failed: 'The database disk is full (SQLITE_FULL): free space…, then try again'. */
  storageFailed: (problem: StorageProblem, code: string) => {
    const { problem: what, fix } = storageProblems[problem];
    return `${capitalized(what)} (${code}): ${fix}, then try again`;
  },
  /** A run the storage stopped, naming the run: 'The discovery stopped: the database disk is full (SQLITE_FULL). Free space…, then resume it'. */
  runStoppedOnStorage: (run: string, problem: StorageProblem, code: string) => {
    const { problem: what, fix } = storageProblems[problem];
    return `The ${run} stopped: ${what} (${code}). ${capitalized(fix)}, then resume it`;
  },
} as const;
