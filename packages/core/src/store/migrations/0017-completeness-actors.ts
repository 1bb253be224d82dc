import type { Kysely } from 'kysely';

/**
 * Which actor of a provider chain delivered what for each target (issue 34): `actors`, a JSON
 * array `[{ "actor": "<actor id>", "delivered": <distinct people> }]` in the order the actors ran;
 * null for a target collected before chains (its actor was not recorded).
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('list_completeness').addColumn('actors', 'text').execute();
}
