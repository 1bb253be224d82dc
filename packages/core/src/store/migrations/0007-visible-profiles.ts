import { type Kysely, sql } from 'kysely';

/**
 * Rows a run has not settled are visible to no one (store/visible-profile.ts), so:
 *
 * - `profiles_list_followers`, the lead review's covering index (0001-initial.ts explains its
 *   trailing columns), becomes partial on `enriched_at is not null`: every read a user can reach
 *   has that term, and rows waiting for enrichment no longer sit in it. `enriched_at` is also its
 *   last column: SQLite checks the term from the index only when the column is in it, so counts
 *   and select-all stay answered inside the index (EXPLAIN: "USING COVERING INDEX").
 * - `profiles_list_pending` holds only those waiting rows, in the order a run enriches them
 *   (with what a run's read of them and the hidden count need, `enriched_at` again for SQLite):
 *   they cost what is pending, not the list's size.
 * - `search_lists.profile_rows` becomes the visible count (the count users are shown), recounted
 *   here; the profiles repository keeps it as rows are settled and deleted.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('profiles_list_followers').execute();
  await db.schema
    .createIndex('profiles_list_followers')
    .on('profiles')
    .expression(
      sql`search_list_id, followers_count desc, id, user_id, posts_count, username, full_name, biography, enriched_at`,
    )
    .where(sql.ref('enriched_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('profiles_list_pending')
    .on('profiles')
    .columns(['search_list_id', 'created_at', 'id', 'user_id', 'username', 'enriched_at'])
    .where(sql.ref('enriched_at'), 'is', null)
    .execute();
  await sql`update search_lists set profile_rows = (select count(*) from profiles
    where profiles.search_list_id = search_lists.id and profiles.enriched_at is not null)`.execute(db);
}
