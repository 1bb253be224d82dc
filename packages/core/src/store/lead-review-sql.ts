import { type ExpressionBuilder, type ExpressionWrapper, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { LeadReviewFilter } from '../domain/lead-review-filter.js';
import type { LeadReviewSort, LeadReviewSortKey } from '../domain/lead-review-sort.js';
import type { SortedCursor } from './cursor.js';
import type { Engine } from './executor.js';
import type { Database } from './schema.js';
import { containsText, lacksText, searchNarrowing } from './text-search-sql.js';

type ProfilesEb = ExpressionBuilder<Database, 'profiles'>;

/** A filter's text as the domain matches it: trimmed and lowercased, null when blank. */
export const needle = (text: string | null | undefined): string | null => {
  const value = text?.trim().toLowerCase();
  return value ? value : null;
};

/**
 * The lead-review filter of spec §5 as SQL, matching `matchesLeadReviewFilter` exactly:
 * case-insensitive substrings, inclusive bounds, and a missing or zero count excluded as soon
 * as a bound on it is set. Text terms are looked up in the trigram index (text-search-sql.ts)
 * unless `textIndex` is false; the answer is the same either way.
 */
export function leadReviewWhere(
  eb: ProfilesEb,
  filter: LeadReviewFilter,
  engine: Engine,
  textIndex = true,
): ExpressionWrapper<Database, 'profiles', SqlBool> {
  const conditions: RawBuilder<SqlBool>[] = [];
  const narrow = (term: RawBuilder<SqlBool> | null) => {
    if (term && textIndex) conditions.push(term);
  };
  const bio = needle(filter.bioContains);
  if (bio) {
    narrow(searchNarrowing(engine, ['biography'], [bio]));
    conditions.push(containsText(engine, 'biography', bio));
  }
  const notBio = needle(filter.bioExcludes);
  if (notBio) conditions.push(lacksText(engine, 'biography', notBio));
  const name = needle(filter.nameContains);
  if (name) {
    narrow(searchNarrowing(engine, ['full_name', 'username'], [name]));
    conditions.push(
      sql<SqlBool>`(${containsText(engine, 'full_name', name)} or ${containsText(engine, 'username', name)})`,
    );
  }
  const bound = (column: 'followers_count' | 'posts_count', min?: number | null, max?: number | null) => {
    if (min == null && max == null) return;
    conditions.push(sql<SqlBool>`(${sql.ref(column)} is not null and ${sql.ref(column)} > 0)`);
    if (min != null) conditions.push(sql<SqlBool>`${sql.ref(column)} >= ${min}`);
    if (max != null) conditions.push(sql<SqlBool>`${sql.ref(column)} <= ${max}`);
  };
  bound('followers_count', filter.minFollowers, filter.maxFollowers);
  bound('posts_count', filter.minPosts, filter.maxPosts);
  return eb.and(conditions);
}

/**
 * The value a lead-review order sorts on, as SQL, the same as the domain's
 * `leadReviewSortValue`: a count (following falls back to follows_count), the username, or the
 * lowercased name (blank counts as missing). Text compares byte-wise on PostgreSQL too (collate
 * "C"), as SQLite compares it, so both engines give one order and keyset paging holds.
 */
export function leadReviewSortExpression(by: LeadReviewSortKey, engine: Engine): RawBuilder<unknown> {
  const text = (value: RawBuilder<unknown>) => (engine === 'postgres' ? sql`(${value} collate "C")` : value);
  switch (by) {
    case 'followers':
      return sql`followers_count`;
    case 'following':
      return sql`coalesce(following_count, follows_count)`;
    case 'posts':
      return sql`posts_count`;
    case 'username':
      return text(sql`username`);
    case 'name':
      return text(sql`nullif(lower(full_name), '')`);
  }
}

/** `order by` of a lead-review order: its value in its direction, missing values last, then id. */
export function leadReviewOrderBy(sort: LeadReviewSort, engine: Engine): RawBuilder<unknown> {
  const value = leadReviewSortExpression(sort.by, engine);
  return sql`${value} ${sql.raw(sort.direction)} nulls last, id`;
}

/**
 * Rows after a position in a lead-review order (keyset paging): a missing value sorts last, ties
 * are broken on the id, so every row is on exactly one page whatever the order.
 */
export function afterSortedCursor(cursor: SortedCursor, engine: Engine): RawBuilder<SqlBool> {
  const value = leadReviewSortExpression(cursor.sort.by, engine);
  const id = sql.ref('profiles.id');
  if (cursor.value === null) return sql<SqlBool>`(${value} is null and ${id} > ${cursor.id})`;
  const beyond = cursor.sort.direction === 'asc' ? sql.raw('>') : sql.raw('<');
  return sql<SqlBool>`(${value} ${beyond} ${cursor.value} or (${value} = ${cursor.value} and ${id} > ${cursor.id})
    or ${value} is null)`;
}
