import type { Kysely } from 'kysely';
import type { Engine } from '../executor.js';
import { columnTypes } from './column-types.js';

/**
 * `search_lists.deleted_at`: a list the user deleted while campaigns still hold some of its
 * profiles stays as a tombstone, so those campaigns keep their leads; every list query skips it,
 * and it goes when its last profile does.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then.
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  await db.schema.alterTable('search_lists').addColumn('deleted_at', columnTypes(engine).timestamp).execute();
}
