import type { Kysely } from 'kysely';

/**
 * Subscription events arrive out of order (Stripe does not guarantee delivery order): each user
 * keeps the `created` time (unix seconds) of the last subscription event applied, and an older
 * one changes nothing. Webhooks look users up by their Stripe customer id, hence the index.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('subscription_event_at', 'integer').execute();
  await db.schema.createIndex('users_stripe_customer').on('users').column('stripe_customer_id').execute();
}
