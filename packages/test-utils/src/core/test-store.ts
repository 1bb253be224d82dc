import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isPostgresUrl } from '@leadgen/core';
import {
  type DatabaseLocation,
  type Engine,
  LATEST_SCHEMA,
  openStore,
  type ProfileDetails,
  type Store,
} from '@leadgen/core/store';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

/**
 * The PostgreSQL server the store, engine and server suites run on when set
 * (`npm run test:postgres` sets it); without it they run on SQLite. One suite, either engine.
 */
const postgresUrl = process.env.LEADGEN_TEST_DATABASE_URL;

/** The engine this test run's stores use. */
export const testEngine: Engine = postgresUrl ? 'postgres' : 'sqlite';

/** `url` with every connection's search_path set to `schema`. */
export function inSchema(url: string, schema: string): string {
  const location = new URL(url);
  location.searchParams.set('options', `-c search_path=${schema}`);
  return location.toString();
}

/** Runs one statement on a connection of its own (schemas are made and dropped outside a store). */
export async function runStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database for one test: on PostgreSQL a schema of its own (so test files run in
 * parallel on one server), else the SQLite file `sqlitePath` (default: in memory). Open it as
 * many times as the test needs; `drop` removes the PostgreSQL schema.
 */
export async function testDatabase(
  sqlitePath = ':memory:',
): Promise<{ database: DatabaseLocation; drop(): Promise<void> }> {
  if (!postgresUrl) return { database: { kind: 'sqlite', path: sqlitePath }, drop: async () => {} };
  return postgresSchema(postgresUrl, await createSchema(postgresUrl));
}

/** Makes a new, empty schema on `url` and returns its name. */
async function createSchema(url: string): Promise<string> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await runStatement(url, `create schema ${schema}`);
  return schema;
}

/** The database of PostgreSQL schema `schema` on `url`, and how to drop it. */
const postgresSchema = (url: string, schema: string) => ({
  database: { kind: 'postgres' as const, url: inSchema(url, schema) },
  drop: () => runStatement(url, `drop schema if exists ${schema} cascade`),
});

/** A database as a command-line argument for a child process: its URL or its file path. */
export const databaseArg = (database: DatabaseLocation): string =>
  database.kind === 'postgres' ? database.url : database.path;

/** The database a child process was given by `databaseArg`. */
export const parseDatabaseArg = (arg: string): DatabaseLocation =>
  isPostgresUrl(arg) ? { kind: 'postgres', url: arg } : { kind: 'sqlite', path: arg };

/**
 * A fresh store with a clock that ticks one second per call, for tests: rows get distinct,
 * increasing timestamps so "newest first" is deterministic. In memory on SQLite, or a schema of
 * its own on PostgreSQL (dropped on close).
 */
export async function openTestStore(
  /** A clock of the test's own (a `manualClock`) instead of the ticking one. */
  options: { now?: () => Date } = {},
): Promise<Store & { clock: { now: () => Date }; database: DatabaseLocation }> {
  let tick = Date.parse('2026-01-01T00:00:00Z');
  const clock = {
    now:
      options.now ??
      (() => {
        tick += 1000;
        return new Date(tick);
      }),
  };
  const { database, drop } = await migratedDatabase();
  const store = await openStore({ database, now: clock.now });
  return {
    ...store,
    clock,
    database,
    close: async () => {
      await store.close();
      await drop();
    },
  };
}

/**
 * Schemas this process's closed test stores left behind, migrated and emptied, for its next
 * test store: migrating a new schema was most of a PostgreSQL test's time, and emptying every
 * table takes a fraction of it. Per process, so files running at once never share one; the
 * few left when the process ends are `test_…` schemas like those of a test that crashed.
 */
const emptiedSchemas: string[] = [];

/**
 * An empty database at the latest schema for one test store: on SQLite a fresh one (in memory),
 * on PostgreSQL an emptied schema of this process's when there is one, else a new one. Its
 * `drop` hands a PostgreSQL schema back emptied (every table but the migrations' record,
 * identities restarted), or drops it if emptying fails.
 */
async function migratedDatabase(): Promise<{ database: DatabaseLocation; drop(): Promise<void> }> {
  if (!postgresUrl) {
    const image = await migratedSqliteImage();
    return { database: { kind: 'sqlite', path: ':memory:', image }, drop: async () => {} };
  }
  const schema = emptiedSchemas.pop() ?? (await createSchema(postgresUrl));
  const { database, drop } = postgresSchema(postgresUrl, schema);
  return { database, drop: () => handBack(postgresUrl, schema, drop) };
}

/** This process's migrated, empty SQLite database, as bytes (`migratedSqliteImage`). */
let sqliteImage: Promise<Uint8Array> | undefined;

/**
 * A migrated, empty SQLite database's bytes, made once per process: each test store on SQLite
 * starts in memory from a copy of them instead of running every migration again (most of what
 * opening a test store took). Made on disk, as a user's database is, then read back without its
 * write-ahead log: an in-memory database has none.
 */
function migratedSqliteImage(): Promise<Uint8Array> {
  sqliteImage ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'leadgen-test-image-'));
    try {
      const path = join(dir, 'migrated.db');
      await (await openStore({ database: { kind: 'sqlite', path } })).close();
      const sqlite = new SqliteDatabase(path);
      try {
        sqlite.pragma('journal_mode = DELETE');
        return sqlite.serialize();
      } finally {
        sqlite.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })();
  return sqliteImage;
}

/**
 * Empties `schema`'s tables and keeps it for the next test store; drops it if that fails or the
 * test left it at another version.
 */
async function handBack(url: string, schema: string, drop: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    // a test may have left the schema at another version (a "newer database" one): drop it
    const applied = await client.query<{ count: string; newest: number | null }>(
      `select count(*) as count, max(version) as newest from ${schema}.schema_migrations`,
    );
    const [record] = applied.rows;
    if (Number(record?.count) !== LATEST_SCHEMA || record?.newest !== LATEST_SCHEMA)
      throw new Error('not reusable');
    const { rows } = await client.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = $1 and tablename <> 'schema_migrations'",
      [schema],
    );
    if (rows.length > 0) {
      const tables = rows.map((row) => `${schema}."${row.tablename}"`).join(', ');
      await client.query(`truncate ${tables} restart identity cascade`);
    }
    emptiedSchemas.push(schema);
  } catch {
    await drop();
  } finally {
    await client.end();
  }
}

/** Creates a user with the signup grant; names default to something readable. */
export function createTestUser(store: Store, email: string) {
  return store.users.create({ email, first_name: 'Test', last_name: 'User' });
}

/**
 * Settles every row of a list that no run has settled yet, as the enrichment step would (as
 * enriched, keeping the fields they were inserted with, plus `details(username)`), so a test can
 * read them: rows a run has not settled are visible to no one (store/visible-profile.ts).
 * Returns how many rows it settled.
 */
export async function settleRows(
  store: Store,
  userId: string,
  listId: string,
  details: (username: string) => ProfileDetails = () => ({}),
): Promise<number> {
  let settled = 0;
  for (;;) {
    const pending = await store.profiles.pendingEnrichment(userId, listId, 1000);
    if (pending.length === 0) return settled;
    settled += await store.profiles.recordEnrichment(
      userId,
      pending.map((row) => ({ id: row.id, status: 'enriched', details: details(row.username) })),
    );
  }
}
