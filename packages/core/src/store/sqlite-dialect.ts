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
  type SqliteStatement,
} from 'kysely';

/**
 * Kysely's SQLite driver opens transactions with a deferred `BEGIN`, which lets two processes
 * both read and then fail with SQLITE_BUSY when they upgrade to write. `BEGIN IMMEDIATE` takes
 * the write lock up front, so a second writer waits (busy_timeout) instead of failing.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #database: { readonly inTransaction?: boolean };

  constructor(database: SqliteDatabase & { readonly inTransaction?: boolean }, statements: SqliteDatabase) {
    super({ database: statements });
    this.#database = database;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  /**
   * SQLite ends a transaction itself on some errors (a full disk, an I/O error): a ROLLBACK then
   * fails with "cannot rollback - no transaction is active", and Kysely would throw that instead
   * of the error that ended the transaction, losing its cause.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#database.inTransaction === false) return;
    await super.rollbackTransaction(connection);
  }
}

/** SQLite supports DDL inside transactions; Kysely's adapter says otherwise to be safe. */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/**
 * Kysely prepares every query afresh; preparing a 500-row insert costs more than running it.
 * This keeps the most recently used statements by SQL text. Kysely runs one query at a time on
 * the single SQLite connection, so a cached statement is never in use twice at once.
 */
function withStatementCache(database: SqliteDatabase, size = 128): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => {
      cache.clear();
      database.close();
    },
    prepare: (sql: string) => {
      const cached = cache.get(sql);
      if (cached) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value as string);
      return statement;
    },
  };
}

/** A Kysely dialect over better-sqlite3 whose write transactions are `BEGIN IMMEDIATE`. */
export function immediateSqliteDialect(
  database: SqliteDatabase & { readonly inTransaction?: boolean },
): Dialect {
  const cached = withStatementCache(database);
  return {
    createAdapter: (): DialectAdapter => new TransactionalSqliteAdapter(),
    createDriver: (): Driver => new ImmediateSqliteDriver(database, cached),
    createQueryCompiler: (): QueryCompiler => new SqliteQueryCompiler(),
    // biome-ignore lint/suspicious/noExplicitAny: Kysely's introspector takes any database type.
    createIntrospector: (db: Kysely<any>): DatabaseIntrospector => new SqliteIntrospector(db),
  };
}
