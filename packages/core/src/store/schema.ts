import type {
  ApiKeysTable,
  CreditLedgerTable,
  ExtensionTokensTable,
  PasswordResetsTable,
  RateLimitsTable,
  SchemaMigrationsTable,
  SessionsTable,
  UsersTable,
} from './schema-accounts.js';
import type {
  CampaignProfilesTable,
  CampaignsTable,
  CampaignVariantsTable,
  DoNotContactTable,
  OutreachBlocksTable,
  OutreachEventsTable,
} from './schema-campaigns.js';
import type {
  ListCompletenessTable,
  PeopleTable,
  ProfilesTable,
  SearchListsTable,
  WatchesTable,
  WatchSeenTable,
} from './schema-leads.js';
import type {
  JobsTable,
  MailOutboxTable,
  ResetMailQueueTable,
  WebhookDeliveriesTable,
  WebhookEndpointsTable,
  WebhookEventsTable,
} from './schema-queues.js';

export type {
  ApiKeysTable,
  CreditLedgerTable,
  ExtensionTokensTable,
  PasswordResetsTable,
  RateLimitsTable,
  SchemaMigrationsTable,
  SessionsTable,
  UsersTable,
} from './schema-accounts.js';
export type {
  CampaignProfilesTable,
  CampaignsTable,
  CampaignVariantsTable,
  DoNotContactTable,
  OutreachBlocksTable,
  OutreachEventsTable,
} from './schema-campaigns.js';
export type { Flag } from './schema-columns.js';
export type {
  ListCompletenessTable,
  PeopleTable,
  ProfilesTable,
  SearchListsTable,
  WatchesTable,
  WatchSeenTable,
} from './schema-leads.js';
export type {
  JobsTable,
  MailOutboxTable,
  ResetMailQueueTable,
  WebhookDeliveriesTable,
  WebhookEndpointsTable,
  WebhookEventsTable,
} from './schema-queues.js';

/**
 * The database as Kysely sees it. Column names follow the spec (§3); the tables below the
 * spec's are ours (DESIGN.md §3). On SQLite booleans are 0/1 integers, timestamps ISO-8601 text
 * and arrays/objects JSON text; on PostgreSQL they are boolean, timestamptz, text[] and jsonb
 * (migrations/column-types.ts), read back as ISO text and JSON text (postgres-pool.ts).
 * Repositories write the SQLite forms, which PostgreSQL reads into its own types, and convert
 * rows to domain types.
 */
export interface Database {
  schema_migrations: SchemaMigrationsTable;
  users: UsersTable;
  search_lists: SearchListsTable;
  list_completeness: ListCompletenessTable;
  people: PeopleTable;
  profiles: ProfilesTable;
  campaigns: CampaignsTable;
  campaign_profiles: CampaignProfilesTable;
  campaign_variants: CampaignVariantsTable;
  outreach_events: OutreachEventsTable;
  do_not_contact: DoNotContactTable;
  credit_ledger: CreditLedgerTable;
  sessions: SessionsTable;
  extension_tokens: ExtensionTokensTable;
  api_keys: ApiKeysTable;
  password_resets: PasswordResetsTable;
  jobs: JobsTable;
  webhook_events: WebhookEventsTable;
  mail_outbox: MailOutboxTable;
  rate_limits: RateLimitsTable;
  reset_mail_queue: ResetMailQueueTable;
  watches: WatchesTable;
  watch_seen: WatchSeenTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  outreach_blocks: OutreachBlocksTable;
}
