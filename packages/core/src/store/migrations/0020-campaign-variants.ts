import type { Kysely } from 'kysely';
import type { Engine } from '../executor.js';
import { columnTypes } from './column-types.js';

/**
 * Message variants tested by reply rate (issue 36). Variant A is the campaign's template and has
 * no row; B, C, … live in `campaign_variants` (a label is never reused in a campaign, so a removed
 * variant keeps its row, `removed_at` set, and its sent leads keep their label). Each lead's
 * variant is `campaign_profiles.variant` (null until the queue or personalisation assigns one);
 * `campaigns.winning_variant` is the label picked as the winner (final).
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then.
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  const t = columnTypes(engine);
  await db.schema
    .createTable('campaign_variants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('campaign_id', 'text', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('removed_at', t.timestamp)
    .addUniqueConstraint('campaign_variants_label', ['campaign_id', 'label'])
    .execute();
  await db.schema.createIndex('campaign_variants_user').on('campaign_variants').column('user_id').execute();
  await db.schema.alterTable('campaign_profiles').addColumn('variant', 'text').execute();
  // the per-variant GROUP BY (sent and replied by label) and the fewest-assigned count
  await db.schema
    .createIndex('campaign_profiles_variant')
    .on('campaign_profiles')
    .columns(['campaign_id', 'variant', 'outreach_status'])
    .execute();
  await db.schema.alterTable('campaigns').addColumn('winning_variant', 'text').execute();
}
