import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { type Dialect, Kysely, PostgresDialect } from 'kysely';
import { DatabaseMissingError, DatabaseOpenError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { EventRelay } from '../jobs/event-bus.js';
import { apiKeysRepository } from './api-keys-repository.js';
import { billingRepository } from './billing-repository.js';
import { campaignMembersRepository } from './campaign-members-repository.js';
import { campaignMessagesRepository } from './campaign-messages-repository.js';
import { campaignVariantsRepository } from './campaign-variants-repository.js';
import { campaignsRepository } from './campaigns-repository.js';
import { doNotContactRepository } from './do-not-contact-repository.js';
import type { Engine, Executor, StoreDeps } from './executor.js';
import { extensionTokensRepository } from './extension-tokens-repository.js';
import { idPrefixRepository } from './id-prefix-repository.js';
import { jobLeasesRepository } from './job-leases-repository.js';
import { jobsRepository } from './jobs-repository.js';
import { ledgerRepository } from './ledger-repository.js';
import { listsRepository } from './lists-repository.js';
import { messageLintRepository } from './message-lint-repository.js';
import { migrate } from './migrate.js';
import { outboxRepository } from './outbox-repository.js';
import { outreachBlocksRepository } from './outreach-blocks-repository.js';
import { outreachQueueRepository } from './outreach-queue-repository.js';
import { outreachRepository } from './outreach-repository.js';
import { outreachSettingsRepository } from './outreach-settings-repository.js';
import { passwordResetsRepository } from './password-resets-repository.js';
import { peopleRepository } from './people-repository.js';
import { profilesRepository } from './profiles-repository.js';
import { rateLimitsRepository } from './rate-limits-repository.js';
import { resetMailQueueRepository } from './reset-mail-queue-repository.js';
import type { Database } from './schema.js';
import { sessionsRepository } from './sessions-repository.js';
import { immediateSqliteDialect } from './sqlite-dialect.js';
import { storageFailure } from './storage-failure.js';
import { usersRepository } from './users-repository.js';
import { uuidV7 } from './uuid-v7.js';
import { watchesRepository } from './watches-repository.js';
import { webhooksRepository } from './webhooks-repository.js';

/**
 * Where the data lives: a SQLite file (or ':memory:', empty or starting as a copy of `image`, a
 * database file's bytes as better-sqlite3's `serialize()` gives them), or a PostgreSQL URL.
 */
export type DatabaseLocation =
  | { kind: 'sqlite'; path: string; image?: Uint8Array }
  | { kind: 'postgres'; url: string };

/**
 * What opening may create when the SQLite file is not there: `database` the file and any folder
 * it needs, `file` the file in a folder that exists, `nothing` (refused with DatabaseMissingError).
 */
export type MissingDatabase = 'database' | 'file' | 'nothing';

/** One repository per aggregate, all bound to the same database handle or transaction. */
export interface Repositories {
  users: ReturnType<typeof usersRepository>;
  lists: ReturnType<typeof listsRepository>;
  people: ReturnType<typeof peopleRepository>;
  profiles: ReturnType<typeof profilesRepository>;
  campaigns: ReturnType<typeof campaignsRepository>;
  campaignMembers: ReturnType<typeof campaignMembersRepository>;
  campaignMessages: ReturnType<typeof campaignMessagesRepository>;
  campaignVariants: ReturnType<typeof campaignVariantsRepository>;
  outreach: ReturnType<typeof outreachRepository>;
  outreachQueue: ReturnType<typeof outreachQueueRepository>;
  outreachSettings: ReturnType<typeof outreachSettingsRepository>;
  doNotContact: ReturnType<typeof doNotContactRepository>;
  outreachBlocks: ReturnType<typeof outreachBlocksRepository>;
  ledger: ReturnType<typeof ledgerRepository>;
  outbox: ReturnType<typeof outboxRepository>;
  jobs: ReturnType<typeof jobsRepository>;
  jobLeases: ReturnType<typeof jobLeasesRepository>;
  sessions: ReturnType<typeof sessionsRepository>;
  extensionTokens: ReturnType<typeof extensionTokensRepository>;
  apiKeys: ReturnType<typeof apiKeysRepository>;
  passwordResets: ReturnType<typeof passwordResetsRepository>;
  rateLimits: ReturnType<typeof rateLimitsRepository>;
  resetMailQueue: ReturnType<typeof resetMailQueueRepository>;
  billing: ReturnType<typeof billingRepository>;
  idPrefixes: ReturnType<typeof idPrefixRepository>;
  watches: ReturnType<typeof watchesRepository>;
  webhooks: ReturnType<typeof webhooksRepository>;
  messageLint: ReturnType<typeof messageLintRepository>;
}

/** The open database: repositories, transactions, and the raw Kysely handle for tests and tools. */
export interface Store extends Repositories {
  readonly db: Kysely<Database>;
  readonly engine: Engine;
  /** Carries live events to the other processes on the database (PostgreSQL); null on SQLite. */
  readonly relay: EventRelay | null;
  /** The migrations this open applied (none when the schema was up to date). */
  readonly migrated: readonly number[];
  /** Runs `fn` in one write transaction; everything it does commits or rolls back together. */
  transaction<T>(fn: (tx: Repositories) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function repositories(db: Executor, deps: StoreDeps): Repositories {
  return {
    users: usersRepository(db, deps),
    lists: listsRepository(db, deps),
    people: peopleRepository(db, deps),
    profiles: profilesRepository(db, deps),
    campaigns: campaignsRepository(db, deps),
    campaignMembers: campaignMembersRepository(db, deps),
    campaignMessages: campaignMessagesRepository(db, deps),
    campaignVariants: campaignVariantsRepository(db, deps),
    outreach: outreachRepository(db, deps),
    outreachQueue: outreachQueueRepository(db),
    outreachSettings: outreachSettingsRepository(db, deps),
    doNotContact: doNotContactRepository(db, deps),
    outreachBlocks: outreachBlocksRepository(db, deps),
    ledger: ledgerRepository(db, deps),
    outbox: outboxRepository(db, deps),
    jobs: jobsRepository(db, deps),
    jobLeases: jobLeasesRepository(db, deps),
    sessions: sessionsRepository(db, deps),
    extensionTokens: extensionTokensRepository(db, deps),
    apiKeys: apiKeysRepository(db, deps),
    passwordResets: passwordResetsRepository(db, deps),
    rateLimits: rateLimitsRepository(db, deps),
    resetMailQueue: resetMailQueueRepository(db, deps),
    billing: billingRepository(db, deps),
    idPrefixes: idPrefixRepository(db),
    watches: watchesRepository(db, deps),
    webhooks: webhooksRepository(db, deps),
    messageLint: messageLintRepository(db),
  };
}

/** Owner-only: the database holds every user's data (the README makes file permissions the boundary). */
const PRIVATE_FILE = 0o600;
const PRIVATE_DIRECTORY = 0o700;

/**
 * Makes the database file owner-only before SQLite opens it: a new file (and any directory made
 * for it) is created private, and an existing one loses group and other access. SQLite creates
 * the WAL and SHM files with the database file's permissions; existing ones are tightened too.
 */
function privateDatabaseFile(path: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: PRIVATE_DIRECTORY });
  closeSync(openSync(path, 'a', PRIVATE_FILE));
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    try {
      const { mode } = statSync(file);
      if (mode & 0o077) chmodSync(file, mode & 0o700);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/** Refuses a SQLite file that is not there when `create` does not allow making it (or its folder). */
function refuseMissing(path: string, create: MissingDatabase): void {
  if (create === 'database' || existsSync(path)) return;
  const folder = dirname(path);
  if (!existsSync(folder))
    throw new DatabaseMissingError(messages.databaseFolderMissing(path, folder), path, true);
  if (create === 'nothing') throw new DatabaseMissingError(messages.databaseMissing(path), path, false);
}

/**
 * Opens the file, wrapping a failure to open it (no permission, a folder in its place, not a
 * SQLite file) in DatabaseOpenError with the reason; a full disk is said as such (StorageError).
 */
function openSqlite(
  { path, image }: { path: string; image?: Uint8Array },
  create: MissingDatabase,
): SqliteDatabase.Database {
  const onDisk = image === undefined && path !== ':memory:' && path !== '' && !path.startsWith('file:');
  if (onDisk) refuseMissing(path, create);
  try {
    return tunedSqlite(image ? Buffer.from(image) : path, onDisk);
  } catch (error) {
    const full = storageFailure(error);
    if (full?.problem === 'full') throw full;
    if (!(error instanceof Error)) throw error;
    throw new DatabaseOpenError(messages.databaseCannotOpen(path, error.message), path, error);
  }
}

function tunedSqlite(path: string | Buffer, onDisk: boolean): SqliteDatabase.Database {
  if (onDisk && typeof path === 'string') privateDatabaseFile(path);
  const sqlite = new SqliteDatabase(path, { timeout: 5000 });
  try {
    tune(sqlite);
  } catch (error) {
    sqlite.close();
    throw error;
  }
  return sqlite;
}

function tune(sqlite: SqliteDatabase.Database): void {
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Deleted and overwritten content is zeroed, so an erased session id leaves no bytes behind.
  sqlite.pragma('secure_delete = ON');
  // Up to 64 MiB of page cache (allocated on demand): a 100,000-row insert then never spills.
  sqlite.pragma('cache_size = -65536');
  // SQLite's lower() folds ASCII only; the filters fold like JavaScript (and PostgreSQL) do.
  sqlite.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
}

/**
 * The Kysely dialect for `location` (SQLite tuned for several processes, or a PostgreSQL pool)
 * and, on PostgreSQL, the relay of live events between processes.
 */
export async function connect(
  location: DatabaseLocation,
  create: MissingDatabase = 'database',
): Promise<{ dialect: Dialect; relay: (EventRelay & { close(): Promise<void> }) | null }> {
  if (location.kind === 'sqlite')
    return { dialect: immediateSqliteDialect(openSqlite(location, create)), relay: null };
  // pg is loaded only for PostgreSQL, so the SQLite CLI starts without it
  const [{ createPostgresPool }, { createPostgresRelay }] = await Promise.all([
    import('./postgres-pool.js'),
    import('./postgres-relay.js'),
  ]);
  const pool = createPostgresPool(location.url);
  return { dialect: new PostgresDialect({ pool }), relay: createPostgresRelay(pool, location.url) };
}

/**
 * Opens the database, applies pending migrations, and returns the store. SQLite runs in WAL
 * mode with a 5 s busy timeout and `BEGIN IMMEDIATE` write transactions, so the CLI, TUI,
 * server and workers can share one file; a `postgres://` location runs the same repositories
 * on a PostgreSQL connection pool, for any number of processes on any machines.
 *
 * @example
 * const store = await openStore({ database: { kind: 'sqlite', path: ':memory:' } });
 * const user = await store.users.create({ email: 'a@example.com', first_name: 'A', last_name: 'B' });
 */
export async function openStore(options: {
  database: DatabaseLocation;
  now?: () => Date;
  newId?: () => string;
  /** Migrate no further than this version: a database as an earlier release made it (tests). */
  migrateTo?: number;
  /** What may be created when the SQLite file is missing (default: the file and its folder). */
  create?: MissingDatabase;
}): Promise<Store> {
  const deps: StoreDeps = {
    now: options.now ?? (() => new Date()),
    newId: options.newId ?? (() => uuidV7()),
    engine: options.database.kind,
  };
  const { dialect, relay } = await connect(options.database, options.create);
  const db = new Kysely<Database>({ dialect });
  let migrated: number[];
  try {
    migrated = await migrate(db, deps.now, deps.engine, options.migrateTo);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return {
    ...repositories(db, deps),
    db,
    engine: deps.engine,
    relay,
    migrated,
    transaction: (fn) => db.transaction().execute((trx) => fn(repositories(trx, deps))),
    close: async () => {
      await relay?.close();
      await db.destroy();
    },
  };
}
