import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * The one rule for which profile rows anyone may see (issue 18): a row is visible once its run
 * has settled it, i.e. the enrichment step recorded its outcome (`enriched_at` is set). That is
 * exactly "paid for or settled by the provider": enrichment charges every row it records as
 * enriched, and records not found and failed lookups, which cost nothing, in the same
 * transaction (runs/enrichment.ts). A row a run discovered but has not enriched (a
 * canceled, failed or running run) is visible to no one; only the run itself reads it
 * (`pendingEnrichment`, resume). Every read a user can reach, on every front end, goes through
 * this predicate; the lead-review index is partial on the same condition (migration 0007), so
 * the query's term must stay literally `enriched_at is not null` for the planner to use it.
 *
 * @example
 * db.selectFrom('profiles').selectAll().where(visibleProfile())
 * db.selectFrom('profiles as p').select('p.id').where(visibleProfile('p'))
 */
export function visibleProfile(table = 'profiles'): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${table}.enriched_at`)} is not null`;
}

/** The rows `visibleProfile` hides: discovered, not yet settled by the run (the run's own reads). */
export function pendingProfile(table = 'profiles'): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${table}.enriched_at`)} is null`;
}
