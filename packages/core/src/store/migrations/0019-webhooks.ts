import type { Kysely } from 'kysely';
import type { Engine } from '../executor.js';
import { columnTypes } from './column-types.js';

/**
 * Signed outbound webhooks (issue 35, Standard Webhooks). `webhook_endpoints` holds a user's
 * receivers: the URL, the events it takes (JSON text array), its `whsec_` secret (stored: every
 * delivery is signed with it; never returned after creation), and why it was disabled. While its
 * deliveries fail, `failing_since` says since when (cleared by a success): a day of nothing but
 * failures disables it. `webhook_deliveries` is the outbox: one row per event × endpoint, written
 * in the transaction of the change that caused the event, with the exact body sent on every
 * attempt (the signature covers those bytes), where it stands (pending, delivered, failed), the
 * attempts so far (`attempt_log`, JSON text) and when the next is due; workers claim due rows
 * under a lease. `reset_mail_queue` gains an optional subject and body: a queued notice mail
 * (an endpoint disabled) goes out through the same sender as the reset mails.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then.
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  const t = columnTypes(engine);
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('failing_since', t.timestamp)
    .addColumn('disabled_at', t.timestamp)
    .addColumn('disabled_reason', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_endpoints_user').on('webhook_endpoints').column('user_id').execute();
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint_id', 'text', (c) =>
      c.notNull().references('webhook_endpoints.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempt_log', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('next_attempt_at', t.timestamp)
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('last_attempt_at', t.timestamp)
    .addColumn('delivered_at', t.timestamp)
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_endpoint')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.alterTable('reset_mail_queue').addColumn('subject', 'text').execute();
  await db.schema.alterTable('reset_mail_queue').addColumn('body', 'text').execute();
}
