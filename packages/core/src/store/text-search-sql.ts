import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Engine } from './executor.js';

/** The profile texts the filters search (each lowercased as JavaScript lowercases). */
export type SearchColumn = 'username' | 'full_name' | 'biography';

/** Needles shorter than this many characters have no trigram: they are checked by scanning. */
const TRIGRAM = 3;

const likePattern = (needle: string) => `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whether `column` (of `table`) contains `needle` (already lowercased), case-insensitively:
 * `lower()` folds as JavaScript does on both engines (SQLite's is replaced in open-store.ts).
 * Null when the column is null, so use it in positive terms only; `lacksText` is its negation.
 * On PostgreSQL it is a LIKE on `lower(column)`, which the pg_trgm index of migration 0009 answers.
 */
export function containsText(
  engine: Engine,
  column: SearchColumn,
  needle: string,
  table = 'profiles',
): RawBuilder<SqlBool> {
  const ref = sql.ref(`${table}.${column}`);
  return engine === 'postgres'
    ? sql<SqlBool>`lower(${ref}) like ${likePattern(needle)}`
    : sql<SqlBool>`instr(lower(${ref}), ${needle}) > 0`;
}

/** True when `column` is null or does not contain `needle` (the negation of `containsText`). */
export function lacksText(engine: Engine, column: SearchColumn, needle: string, table = 'profiles') {
  return sql<SqlBool>`(${sql.ref(`${table}.${column}`)} is null or not ${containsText(engine, column, needle, table)})`;
}

const ftsPhrase = (needle: string) => `"${needle.replaceAll('"', '""')}"`;

/**
 * On SQLite, a term that holds for the rows whose `columns` contain one of `needles`
 * (lowercased), read from the trigram index `profiles_search` (migration 0009) instead of
 * scanning: in place of the `containsText` terms, the same rows. The index holds the same
 * lowercased text, and a phrase of a needle's trigrams matches where the needle is a substring
 * (https://sqlite.org/fts5.html#the_trigram_tokenizer), so no row is folded and checked again.
 * Null when the index cannot answer: on PostgreSQL (its trigram indexes serve `containsText`
 * itself), or when a needle is shorter than three characters (no trigram to look up; those rows
 * are found by the scan).
 */
export function indexedContains(
  engine: Engine,
  columns: readonly SearchColumn[],
  needles: readonly string[],
  table = 'profiles',
): RawBuilder<SqlBool> | null {
  if (engine !== 'sqlite' || needles.length === 0) return null;
  if (needles.some((needle) => [...needle].length < TRIGRAM)) return null;
  const filter = `{${columns.join(' ')}}`;
  const query = needles.map((needle) => `${filter} : ${ftsPhrase(needle)}`).join(' OR ');
  return sql<SqlBool>`${sql.ref(`${table}.rowid`)} in (select rowid from profiles_search where profiles_search match ${query})`;
}
