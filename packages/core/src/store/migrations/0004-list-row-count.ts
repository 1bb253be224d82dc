import { type Kysely, sql } from 'kysely';

/**
 * `search_lists.profile_rows`: how many profile rows a list holds, kept by the profiles
 * repository in the same transaction as every insert and delete, so the lead review's total
 * is read, not counted (a count over 50,000 index entries took ~8 ms of every page request).
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('search_lists')
    .addColumn('profile_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update search_lists set profile_rows =
    (select count(*) from profiles where profiles.search_list_id = search_lists.id)`.execute(db);
}
