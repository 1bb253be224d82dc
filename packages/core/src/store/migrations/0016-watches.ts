import type { Kysely } from 'kysely';
import type { Engine } from '../executor.js';
import { columnTypes } from './column-types.js';

/**
 * Watchlists (issue 34): a watch of a target's followers or followings on a schedule, with its
 * own list that grows by the people not seen before. `watches` holds the schedule (`every_seconds`,
 * `next_run_at`), the run in flight (`active_job_id`: one at a time) and the last run's figures;
 * `watch_seen` the people each watch has seen (the people model of migration 0012), and the job
 * that first saw each, so a resumed run counts its own. `profiles.is_new` marks a watch's new
 * people in lead review until the user has seen them.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then.
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  const t = columnTypes(engine);
  await db.schema
    .createTable('watches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_username', 'text', (c) => c.notNull())
    .addColumn('search_type', 'text', (c) => c.notNull())
    .addColumn('every_seconds', 'integer', (c) => c.notNull())
    .addColumn('max_profiles', 'integer', (c) => c.notNull())
    .addColumn('search_list_id', 'text', (c) => c.notNull())
    .addColumn('next_run_at', t.timestamp, (c) => c.notNull())
    .addColumn('active_job_id', 'text')
    .addColumn('last_job_id', 'text')
    .addColumn('last_run_at', t.timestamp)
    .addColumn('last_added', 'integer')
    .addColumn('last_missed', 'integer')
    .addColumn('last_charged', 'integer')
    /** The target's reported count at the last run, and the one before it (missed ≈ growth − added). */
    .addColumn('reported_count', 'integer')
    .addColumn('previous_reported_count', 'integer')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('watches_user').on('watches').column('user_id').execute();
  await db.schema.createIndex('watches_due').on('watches').column('next_run_at').execute();
  await db.schema
    .createTable('watch_seen')
    .addColumn('watch_id', 'text', (c) => c.notNull().references('watches.id').onDelete('cascade'))
    .addColumn('person_id', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('seen_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('watch_seen_pk', ['watch_id', 'person_id'])
    .execute();
  await db.schema.createIndex('watch_seen_job').on('watch_seen').columns(['job_id']).execute();
  await db.schema
    .alterTable('profiles')
    .addColumn('is_new', t.flag, (c) => c.notNull().defaultTo(t.flagDefault(false)))
    .execute();
}
