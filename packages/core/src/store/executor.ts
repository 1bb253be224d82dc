import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

/** A database handle or an open transaction: repositories run on either. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** Runs `fn` in a write transaction, or inside the caller's transaction when already in one. */
export function inTransaction<T>(db: Executor, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db as Transaction<Database>);
  return db.transaction().execute(fn);
}

/** Splits `items` into arrays of at most `size`, for statements with a bounded parameter count. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** What every repository needs besides the database: the injected clock and id source. */
export interface StoreDeps {
  now: () => Date;
  newId: () => string;
}

/** A page size from a caller: a whole number within 1..max, or `fallback` when not a number. */
export function clampLimit(value: number | undefined, fallback: number, max: number): number {
  const limit = typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback;
  return Math.min(Math.max(limit, 1), max);
}
