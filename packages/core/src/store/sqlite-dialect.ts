import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  SqliteAdapter,
  type SqliteDatabase,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';

/**
 * Kysely's SQLite driver opens transactions with a deferred `BEGIN`, which lets two processes
 * both read and then fail with SQLITE_BUSY when they upgrade to write. `BEGIN IMMEDIATE` takes
 * the write lock up front, so a second writer waits (busy_timeout) instead of failing.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** SQLite supports DDL inside transactions; Kysely's adapter says otherwise to be safe. */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** A Kysely dialect over better-sqlite3 whose write transactions are `BEGIN IMMEDIATE`. */
export function immediateSqliteDialect(database: SqliteDatabase): Dialect {
  return {
    createAdapter: (): DialectAdapter => new TransactionalSqliteAdapter(),
    createDriver: (): Driver => new ImmediateSqliteDriver({ database }),
    createQueryCompiler: (): QueryCompiler => new SqliteQueryCompiler(),
    // biome-ignore lint/suspicious/noExplicitAny: Kysely's introspector takes any database type.
    createIntrospector: (db: Kysely<any>): DatabaseIntrospector => new SqliteIntrospector(db),
  };
}
