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
 * Up to `limit` rows after `cursor` (none: from the start) in a lead-review order, read by `run`
 * with the condition that picks them (keyset paging). A missing value sorts last and ties are
 * broken on the id, so every row is on exactly one page whatever the order. The rows after a
 * position with a value are read as two ranges an index serves: those from the cursor's value
 * on, then, when the page is not full, those with no value. One condition `v < x or (v = x and
 * id > y) or v is null` would be read from the list's first row on, in SQLite as in PostgreSQL,
 * so a deep page would cost what every page before it did.
 */
export async function rowsAfter<R>(
  cursor: SortedCursor | null,
  engine: Engine,
  limit: number,
  run: (after: RawBuilder<SqlBool> | null, limit: number) => Promise<R[]>,
  table = 'profiles',
): Promise<R[]> {
  if (cursor === null) return run(null, limit);
  const value = leadReviewSortExpression(cursor.sort.by, engine, table);
  const id = sql.ref(`${table}.id`);
  if (cursor.value === null) return run(sql<SqlBool>`(${value} is null and ${id} > ${cursor.id})`, limit);
  const asc = cursor.sort.direction === 'asc';
  const from = sql.raw(asc ? '>=' : '<=');
  const beyond = sql.raw(asc ? '>' : '<');
  const valued = await run(
    sql<SqlBool>`(${value} ${from} ${cursor.value} and (${value} ${beyond} ${cursor.value} or ${id} > ${cursor.id}))`,
    limit,
  );
  if (valued.length >= limit) return valued;
  return [...valued, ...(await run(sql<SqlBool>`(${value} is null)`, limit - valued.length))];
}

/** A followers-order cursor as a `SortedCursor` of the default order. */
export const defaultOrderCursor = (cursor: ProfileCursor | null): SortedCursor | null =>
  cursor && { sort: DEFAULT_LEAD_REVIEW_SORT, value: cursor.followers, id: cursor.id };
