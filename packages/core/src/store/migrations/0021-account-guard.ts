import type { Kysely } from 'kysely';
import type { Engine } from '../executor.js';
import { columnTypes } from './column-types.js';

/**
 * The safe-volume guard on the user's Instagram account (issue 36). `users` gains the warm-up
 * ramp's settings (null is the default: on, from 10 a day over 14 days). `outreach_blocks`
 * holds the user's "Instagram blocked me" reports: each pauses the user's whole send queue for
 * 24 hours from `reported_at` and halves the cap for the 24 after; `lifted_at` is set when the
 * report is undone (a mistaken tap), which ends its effect. The index serves the one query:
 * a user's reports not lifted, newest first.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then.
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  const t = columnTypes(engine);
  await db.schema.alterTable('users').addColumn('outreach_warmup', t.flag).execute();
  await db.schema.alterTable('users').addColumn('outreach_warmup_start', 'integer').execute();
  await db.schema.alterTable('users').addColumn('outreach_warmup_days', 'integer').execute();
  await db.schema
    .createTable('outreach_blocks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reported_at', t.timestamp, (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('lifted_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('outreach_blocks_user')
    .on('outreach_blocks')
    .columns(['user_id', 'reported_at'])
    .execute();
}
