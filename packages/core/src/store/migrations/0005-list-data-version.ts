import type { Kysely } from 'kysely';

/**
 * `search_lists.data_version`: bumped by the profiles repository in the same transaction as any
 * change to a list's profile rows (insert, enrichment, message, delete). A reader that cached
 * something derived from the rows (the server's lead-review pages) checks it with one indexed
 * read instead of re-reading 100 rows.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('search_lists')
    .addColumn('data_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
