import { type Kysely, sql } from 'kysely';
import type { Engine } from '../executor.js';
import { columnTypes } from './column-types.js';

/** The first schema: every table of DESIGN.md §3 with the spec's field names (§3). */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  const t = columnTypes(engine);
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('instagram_username', 'text')
    .addColumn('industry', 'text')
    .addColumn('referral_source', 'text')
    .addColumn('credits', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`credits >= 0`))
    .addColumn('has_extension', t.flag, (c) => c.notNull().defaultTo(t.flagDefault(false)))
    .addColumn('subscription_status', 'text', (c) => c.notNull().defaultTo('inactive'))
    .addColumn('stripe_customer_id', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('search_lists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('target_accounts', t.textArray, (c) => c.notNull())
    .addColumn('search_type', 'text', (c) => c.notNull())
    .addColumn('max_profiles', 'integer', (c) => c.notNull())
    .addColumn('profile_limit', 'integer', (c) => c.notNull())
    .addColumn('instagram_session_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('profiles_found', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cost', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('search_lists_user_created')
    .on('search_lists')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('search_list_id', 'text', (c) => c.notNull().references('search_lists.id').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text')
    .addColumn('instagram_user_id', 'text')
    .addColumn('is_private', t.flag, (c) => c.notNull().defaultTo(t.flagDefault(false)))
    .addColumn('is_verified', t.flag, (c) => c.notNull().defaultTo(t.flagDefault(false)))
    .addColumn('profile_pic_url', 'text')
    .addColumn('connection_type', 'text', (c) => c.notNull())
    .addColumn('source_username', 'text', (c) => c.notNull())
    .addColumn('posts_count', 'integer')
    .addColumn('followers_count', 'integer')
    .addColumn('follows_count', 'integer')
    .addColumn('following_count', 'integer')
    .addColumn('is_business_account', t.flag, (c) => c.notNull().defaultTo(t.flagDefault(false)))
    .addColumn('is_business', t.flag, (c) => c.notNull().defaultTo(t.flagDefault(false)))
    .addColumn('business_category', 'text')
    .addColumn('biography', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('url', 'text')
    .addColumn('message', 'text')
    .addColumn('message_processed', t.flag, (c) => c.notNull().defaultTo(t.flagDefault(false)))
    .addColumn('enriched_at', t.timestamp)
    .addColumn('enrichment_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('enrichment_error', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('profiles_list_username', ['search_list_id', 'username'])
    .execute();
  // Lead review: one list, followers descending, id as the keyset tie-breaker. The trailing
  // columns are everything the lead-review filter reads, so a page is found inside the index and
  // only the rows shown are read from the table: a filter that matches nothing scans 100,000
  // index entries in ~30 ms instead of ~120 ms of random table reads.
  await db.schema
    .createIndex('profiles_list_followers')
    .on('profiles')
    .expression(
      sql`search_list_id, followers_count desc, id, user_id, posts_count, username, full_name, biography`,
    )
    .execute();

  await db.schema
    .createTable('campaigns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('message_template', 'text')
    .addColumn('filters', t.json)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('search_list_id', 'text', (c) => c.references('search_lists.id').onDelete('set null'))
    .addColumn('profile_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_profiles', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('messages_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('responses_received', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('send_rate_limit', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('search_type', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('campaigns_user_created')
    .on('campaigns')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('campaigns_list').on('campaigns').column('search_list_id').execute();

  await db.schema
    .createTable('campaign_profiles')
    .addColumn('campaign_id', 'text', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('profile_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('campaign_profiles_pk', ['campaign_id', 'profile_id'])
    .execute();
  await db.schema
    .createIndex('campaign_profiles_profile')
    .on('campaign_profiles')
    .column('profile_id')
    .execute();

  await db.schema
    .createTable('credit_ledger')
    .addColumn('id', t.serial, (c) =>
      engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('delta', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_ledger_user').on('credit_ledger').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('persistent', t.flag, (c) => c.notNull().defaultTo(t.flagDefault(true)))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_seen_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', t.json, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress', t.json)
    .addColumn('result', t.json)
    .addColumn('error', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', t.timestamp)
    .addColumn('run_after', t.timestamp, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('finished_at', t.timestamp)
    .execute();
  await db.schema.createIndex('jobs_claim').on('jobs').columns(['status', 'run_after']).execute();
  await db.schema.createIndex('jobs_user_created').on('jobs').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('sent_at', t.timestamp)
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', t.timestamp, (c) => c.notNull())
    .addColumn('blocked_until', t.timestamp)
    .execute();

  if (engine === 'postgres') {
    // SQLite's instr(), which the lead-review filters use; the planner inlines it.
    await sql`create or replace function instr(haystack text, needle text) returns integer
      language sql immutable strict parallel safe as 'select strpos(haystack, needle)'`.execute(db);
  }
}
