import { type Kysely, sql } from 'kysely';
import type { Engine } from '../executor.js';
import { columnTypes } from './column-types.js';

/**
 * API keys (issue 35): each a key of which only the SHA-256 is stored (like sessions and the
 * extension's tokens), with the public start of the key shown in lists (`prefix`, also how a
 * presented key is found), the user's name for it, its scope ('read' or 'write'), when it was made
 * and last used, and when it was revoked (a revoked key is refused and no longer listed). A name is
 * unique among a user's live keys.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then.
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  const t = columnTypes(engine);
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_used_at', t.timestamp)
    .addColumn('revoked_at', t.timestamp)
    .execute();
  await db.schema.createIndex('api_keys_user').on('api_keys').column('user_id').execute();
  await db.schema.createIndex('api_keys_prefix').on('api_keys').column('prefix').execute();
  // one live key per name and user; revoked keys keep their name
  await db.schema
    .createIndex('api_keys_live_name')
    .on('api_keys')
    .columns(['user_id', 'name'])
    .unique()
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
}
