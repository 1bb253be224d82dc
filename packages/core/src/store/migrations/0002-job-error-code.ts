import type { Kysely } from 'kysely';

/**
 * A failed job keeps its error's code (`INSUFFICIENT_CREDITS`, `PROVIDER_AUTH`…) beside the
 * message, so a front end can react to the kind of failure (the CLI's exit codes) without
 * matching message text.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('error_code', 'text').execute();
}
