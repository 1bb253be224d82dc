import type { Kysely } from 'kysely';
import type { Engine } from '../executor.js';
import { columnTypes } from './column-types.js';

/**
 * Completeness per target (issue 34): for each target of a discovery list, what it was asked
 * for, the count its profile reports, what the scraper collected, how many were distinct and
 * already known, and why it came up short. One row per target of a list, written with that
 * target's rows, so a resumed run neither counts a target twice nor collects it again.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then.
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  const t = columnTypes(engine);
  await db.schema
    .createTable('list_completeness')
    .addColumn('search_list_id', 'text', (c) => c.notNull().references('search_lists.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('requested', 'integer', (c) => c.notNull())
    .addColumn('reported', 'integer')
    .addColumn('collected', 'integer', (c) => c.notNull())
    .addColumn('unique_count', 'integer', (c) => c.notNull())
    .addColumn('already_known', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('list_completeness_pk', ['search_list_id', 'target'])
    .execute();
}
