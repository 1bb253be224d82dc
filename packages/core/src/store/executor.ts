import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from './schema.js';

/** A database handle or an open transaction: repositories run on either. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** Runs `fn` in a write transaction, or inside the caller's transaction when already in one. */
export function inTransaction<T>(db: Executor, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db as Transaction<Database>);
  return db.transaction().execute(fn);
}

/**
 * Makes transactions touching `key` run one at a time, until the caller's transaction ends.
 * SQLite's write transactions (BEGIN IMMEDIATE) already do; PostgreSQL takes an advisory lock,
 * which, unlike a row lock, also covers a row that does not exist yet.
 */
export async function lockKey(trx: Transaction<Database>, engine: Engine, key: string): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/** Splits `items` into arrays of at most `size`, for statements with a bounded parameter count. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The database engine under the store: the embedded default, or PostgreSQL to scale out. */
export type Engine = 'sqlite' | 'postgres';

/** What every repository needs besides the database: the injected clock and id source, and the engine. */
export interface StoreDeps {
  now: () => Date;
  newId: () => string;
  engine: Engine;
}

/** A page size from a caller: a whole number within 1..max, or `fallback` when not a number. */
export function clampLimit(value: number | undefined, fallback: number, max: number): number {
  const limit = typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback;
  return Math.min(Math.max(limit, 1), max);
}
