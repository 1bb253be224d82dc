import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { type LeadReviewFilter, leadReviewClauses } from '../domain/lead-review-filter.js';
import {
  DEFAULT_LEAD_REVIEW_SORT,
  LEAD_REVIEW_ORDERS,
  type LeadReviewSort,
  type LeadReviewSortKey,
} from '../domain/lead-review-sort.js';
import type { ProfileCursor, SortedCursor } from './cursor.js';
import type { Engine } from './executor.js';
import { clausesWhere } from './filter-sql.js';

/**
 * The lead-review filter (`leadReviewClauses`, spec §5) as SQL over `profiles`. Text terms are
 * looked up in the trigram index (text-search-sql.ts) unless `textIndex` is false; the answer
 * is the same either way.
 */
export function leadReviewWhere(
  filter: LeadReviewFilter,
  engine: Engine,
  textIndex = true,
): RawBuilder<SqlBool> {
  return clausesWhere(leadReviewClauses(filter), { engine, textIndex });
}

/**
 * The value a lead-review order sorts on, as SQL, derived from `LEAD_REVIEW_ORDERS` as the
 * domain's `leadReviewSortValue` is: the first set of its columns, lowercased with blank as
 * missing where the order folds. Text compares byte-wise on PostgreSQL too (collate "C"), as
 * SQLite compares it, so both engines give one order and keyset paging holds.
 */
export function leadReviewSortExpression(
  by: LeadReviewSortKey,
  engine: Engine,
  table = 'profiles',
): RawBuilder<unknown> {
  const order = LEAD_REVIEW_ORDERS[by];
  const columns = order.fields.map((field) => sql.ref(`${table}.${field}`));
  // a single column stays bare, so an index on it serves the order
  let value: RawBuilder<unknown> =
    columns.length === 1 ? sql`${columns[0]}` : sql`coalesce(${sql.join(columns)})`;
  if (order.fold) value = sql`nullif(lower(${value}), '')`;
  return order.type === 'text' && engine === 'postgres' ? sql`(${value} collate "C")` : value;
}

/** `order by` of a lead-review order: its value in its direction, missing values last, then id. */
export function leadReviewOrderBy(
  sort: LeadReviewSort,
  engine: Engine,
  table = 'profiles',
): RawBuilder<unknown> {
  const value = leadReviewSortExpression(sort.by, engine, table);
  return sql`${value} ${sql.raw(sort.direction)} nulls last, ${sql.ref(`${table}.id`)}`;
}

/**
 * Rows after a position in a lead-review order (keyset paging): a missing value sorts last, ties
 * are broken on the id, so every row is on exactly one page whatever the order.
 */
export function afterSortedCursor(
  cursor: SortedCursor,
  engine: Engine,
  table = 'profiles',
): RawBuilder<SqlBool> {
  const value = leadReviewSortExpression(cursor.sort.by, engine, table);
  const id = sql.ref(`${table}.id`);
  if (cursor.value === null) return sql<SqlBool>`(${value} is null and ${id} > ${cursor.id})`;
  const beyond = cursor.sort.direction === 'asc' ? sql.raw('>') : sql.raw('<');
  return sql<SqlBool>`(${value} ${beyond} ${cursor.value} or (${value} = ${cursor.value} and ${id} > ${cursor.id})
    or ${value} is null)`;
}

/** Rows after `cursor` in the default order (followers descending, missing counts last, then id). */
export function afterCursor(cursor: ProfileCursor, engine: Engine, table = 'profiles'): RawBuilder<SqlBool> {
  return afterSortedCursor(
    { sort: DEFAULT_LEAD_REVIEW_SORT, value: cursor.followers, id: cursor.id },
    engine,
    table,
  );
}
