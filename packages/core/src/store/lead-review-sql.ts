import { type ExpressionBuilder, type ExpressionWrapper, type SqlBool, sql } from 'kysely';
import type { LeadReviewFilter } from '../domain/lead-review-filter.js';
import type { Database } from './schema.js';

type ProfilesEb = ExpressionBuilder<Database, 'profiles'>;

const needle = (text: string | null | undefined): string | null => {
  const value = text?.trim().toLowerCase();
  return value ? value : null;
};

/** `lower()` is replaced with a Unicode-aware version on SQLite (open-store.ts), as on PostgreSQL. */
const contains = (column: 'biography' | 'full_name' | 'username', text: string) =>
  sql<SqlBool>`instr(lower(${sql.ref(column)}), ${text}) > 0`;

/**
 * The lead-review filter of spec §5 as SQL, matching `matchesLeadReviewFilter` exactly:
 * case-insensitive substrings, inclusive bounds, and a missing or zero count excluded as soon
 * as a bound on it is set.
 */
export function leadReviewWhere(
  eb: ProfilesEb,
  filter: LeadReviewFilter,
): ExpressionWrapper<Database, 'profiles', SqlBool> {
  const conditions: ReturnType<typeof contains>[] = [];
  const bio = needle(filter.bioContains);
  if (bio) conditions.push(sql<SqlBool>`(biography is not null and ${contains('biography', bio)})`);
  const notBio = needle(filter.bioExcludes);
  if (notBio) conditions.push(sql<SqlBool>`(biography is null or not ${contains('biography', notBio)})`);
  const name = needle(filter.nameContains);
  if (name) {
    conditions.push(
      sql<SqlBool>`((full_name is not null and ${contains('full_name', name)}) or ${contains('username', name)})`,
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
