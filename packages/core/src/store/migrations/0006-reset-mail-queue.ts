import type { Kysely } from 'kysely';
import type { Engine } from '../executor.js';
import { columnTypes } from './column-types.js';

/**
 * `reset_mail_queue`: password reset requests waiting to be mailed. A request only records the
 * e-mail (known or not: no look-up, so the answer takes as long for both); a sender claims due
 * rows under a lease, looks the user up, mails the link and deletes the row, or retries it
 * later (`attempts`, `next_attempt_at`). Operational, like `mail_outbox`: no user id, and no
 * token (it is made when the mail is sent).
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then.
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  const t = columnTypes(engine);
  await db.schema
    .createTable('reset_mail_queue')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('reset_url', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('reset_mail_queue_due')
    .on('reset_mail_queue')
    .column('next_attempt_at')
    .execute();
}
