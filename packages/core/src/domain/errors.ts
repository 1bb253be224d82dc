/**
 * Stable error codes. Front ends map each code once: the server to an HTTP status, the CLI to an
 * exit code, the TUI and web to one error view (CONVENTIONS.md 5).
 */
export const ERROR_CODES = [
  'INVALID_INPUT',
  'NOT_FOUND',
  'INSUFFICIENT_CREDITS',
  'CONFLICT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'PACE_HELD',
  'PROVIDER_ERROR',
  'PROVIDER_RATE_LIMITED',
  'PROVIDER_AUTH',
  'CONFIG_INVALID',
  'STORAGE_ERROR',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The one error type core throws on purpose: `code` is stable for programs, `message` is the
 * user-facing text from `messages`. Anything else that escapes core is a bug (`INTERNAL`).
 *
 * @example
 * throw new ValidationError(messages.sessionIdRequired);
 */
export class LeadgenError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LeadgenError';
    this.code = code;
  }
}

/** Bad input from a user or caller: shown as it is. */
export class ValidationError extends LeadgenError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('INVALID_INPUT', message, options);
    this.name = 'ValidationError';
  }
}

/** The row does not exist, or belongs to someone else (both look the same from outside). */
export class NotFoundError extends LeadgenError {
  constructor(message: string) {
    super('NOT_FOUND', message);
    this.name = 'NotFoundError';
  }
}

/**
 * A charge or run the balance cannot cover. `shortfall`, when known, is what was needed and the
 * balance, in millicredits: front ends say both, and how to get more (`messages.notEnoughCreditsFor`).
 */
export class InsufficientCreditsError extends LeadgenError {
  readonly shortfall: { needed: number; balance: number } | undefined;

  constructor(message: string, shortfall?: { needed: number; balance: number }) {
    super('INSUFFICIENT_CREDITS', message);
    this.name = 'InsufficientCreditsError';
    this.shortfall = shortfall;
  }
}

/**
 * An outside service (scraping, AI, payments, mail) failed: PROVIDER_AUTH when it rejected our
 * credentials (never retried), PROVIDER_RATE_LIMITED when it kept answering 429, PROVIDER_ERROR
 * otherwise. `status` is the HTTP status when there was one.
 */
export class ProviderError extends LeadgenError {
  readonly status: number | undefined;

  constructor(
    code: 'PROVIDER_ERROR' | 'PROVIDER_RATE_LIMITED' | 'PROVIDER_AUTH',
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(code, message, { cause: options.cause });
    this.name = 'ProviderError';
    this.status = options.status;
  }
}

/**
 * Too many attempts from one client or at one account (throttled sign-in, sign-up, password
 * reset: DESIGN.md §6). `retryAfterSeconds` is when a new attempt may succeed; the server sends
 * it as `Retry-After`.
 */
export class RateLimitedError extends LeadgenError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super('RATE_LIMITED', message);
    this.name = 'RateLimitedError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * A save that started from an older version of what it changes (optimistic concurrency, issue 31):
 * another tab, window or process saved since. `version` is the current one, which a deliberate
 * overwrite sends back; `stale` names the messages that changed, when it was messages.
 */
export class StaleVersionError extends LeadgenError {
  readonly version: number | undefined;
  readonly stale: readonly string[] | undefined;

  constructor(message: string, options: { version?: number; stale?: readonly string[] } = {}) {
    super('CONFLICT', message);
    this.name = 'StaleVersionError';
    this.version = options.version;
    this.stale = options.stale;
  }
}

/** Invalid or incomplete configuration (a bad variable, or a key missing in production). */
export class ConfigError extends LeadgenError {
  constructor(message: string) {
    super('CONFIG_INVALID', message);
    this.name = 'ConfigError';
  }
}

/**
 * No SQLite database where the configuration points, and this open may not create one: a
 * mistyped LEADGEN_DB must not silently become a new, empty database. `folderMissing` when not
 * even its folder exists.
 */
export class DatabaseMissingError extends LeadgenError {
  readonly path: string;
  readonly folderMissing: boolean;

  constructor(message: string, path: string, folderMissing: boolean) {
    super('NOT_FOUND', message);
    this.name = 'DatabaseMissingError';
    this.path = path;
    this.folderMissing = folderMissing;
  }
}

/**
 * The database could not be opened (a folder where the file should be, no permission, not a
 * SQLite file): the message names it and the reason; `cause` is the original error.
 */
export class DatabaseOpenError extends LeadgenError {
  readonly location: string;

  constructor(message: string, location: string, cause: unknown) {
    super('INTERNAL', message, { cause });
    this.name = 'DatabaseOpenError';
    this.location = location;
  }
}

/** What went wrong with the database's storage, in terms a person can act on (`messages.storageProblems`). */
export type StorageProblem = 'full' | 'readonly' | 'busy' | 'corrupt' | 'cantopen' | 'unreachable';

/**
 * The database could not be read or written for a reason the operator can act on (a full disk,
 * a read-only file, a lock held past the busy timeout, a damaged file, a server that cannot be
 * reached). `storageCode` is the code that said so (SQLITE_FULL, 53100, ECONNREFUSED…); `cause`
 * is the original error. Core's `storageFailure` makes these, in one place.
 */
export class StorageError extends LeadgenError {
  readonly problem: StorageProblem;
  readonly storageCode: string;

  constructor(problem: StorageProblem, storageCode: string, message: string, cause: unknown) {
    super('STORAGE_ERROR', message, { cause });
    this.name = 'StorageError';
    this.problem = problem;
    this.storageCode = storageCode;
  }
}

/** True when `error` is a LeadgenError with the given code. */
export function hasErrorCode(error: unknown, code: ErrorCode): error is LeadgenError {
  return error instanceof LeadgenError && error.code === code;
}
