import type { Kysely } from 'kysely';
import type { Engine } from '../executor.js';

/**
 * The text a lead was sent (issue 36): written when the lead is marked sent (the text the queue
 * gave), cleared when the send is undone. The linter compares the next message with the user's
 * sends of the last 24 hours (Instagram flags identical messages), read by campaign and send
 * time: `campaign_profiles_campaign_sent` serves it for each of the user's campaigns.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then.
export async function up(db: Kysely<any>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('campaign_profiles').addColumn('sent_text', 'text').execute();
  await db.schema
    .createIndex('campaign_profiles_campaign_sent')
    .on('campaign_profiles')
    .columns(['campaign_id', 'sent_at'])
    .execute();
}
