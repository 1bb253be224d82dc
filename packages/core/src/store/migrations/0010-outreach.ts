import type { Kysely } from 'kysely';
import type { Engine } from '../executor.js';
import { columnTypes } from './column-types.js';

/**
 * Outreach (the send queue): each campaign lead's status with the time of its last change, an
 * optional note, when it was opened and when it was sent (the pace counts sends); every change
 * in `outreach_events`, so any change can be undone; the user's do-not-contact usernames; and
 * the user's pace settings (daily cap on new conversations, working hours, time zone).
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then.
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  const t = columnTypes(engine);
  await db.schema
    .alterTable('campaign_profiles')
    .addColumn('outreach_status', 'text', (c) => c.notNull().defaultTo('queued'))
    .execute();
  for (const column of ['status_at', 'opened_at', 'sent_at'])
    await db.schema.alterTable('campaign_profiles').addColumn(column, t.timestamp).execute();
  await db.schema.alterTable('campaign_profiles').addColumn('note', 'text').execute();
  await db.schema
    .createIndex('campaign_profiles_outreach')
    .on('campaign_profiles')
    .columns(['campaign_id', 'outreach_status'])
    .execute();
  await db.schema.createIndex('campaign_profiles_sent').on('campaign_profiles').column('sent_at').execute();

  await db.schema
    .createTable('outreach_events')
    .addColumn('id', t.serial, (c) =>
      engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('campaign_id', 'text', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('profile_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('from_note', 'text')
    .addColumn('from_sent_at', t.timestamp)
    .addColumn('from_status_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('outreach_events_lead')
    .on('outreach_events')
    .columns(['campaign_id', 'profile_id', 'id'])
    .execute();

  await db.schema
    .createTable('do_not_contact')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('do_not_contact_pk', ['user_id', 'username'])
    .execute();

  await db.schema.alterTable('users').addColumn('outreach_daily_cap', 'integer').execute();
  await db.schema.alterTable('users').addColumn('outreach_hours', 'text').execute();
  await db.schema.alterTable('users').addColumn('time_zone', 'text').execute();
}
