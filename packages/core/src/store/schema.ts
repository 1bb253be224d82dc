import type { ColumnType, Generated } from 'kysely';

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

/** Written as 0 or 1 (SQLite has no boolean type); PostgreSQL reads back true or false. */
export type Flag = ColumnType<number | boolean, number | undefined, number>;

/** A column the database fills with its default when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: string;
}

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  instagram_username: string | null;
  industry: string | null;
  referral_source: string | null;
  /** Cached balance in millicredits; always equal to the sum of the user's ledger rows. */
  credits: Defaulted<number>;
  has_extension: Flag;
  subscription_status: Defaulted<string>;
  stripe_customer_id: string | null;
  /** `created` (unix s) of the last subscription event applied; older ones are skipped. */
  subscription_event_at: number | null;
  /** New conversations a day across campaigns; null is `DEFAULT_DAILY_CAP`. */
  outreach_daily_cap: number | null;
  /** Working hours as 'HH:MM-HH:MM' local time; null sends at any hour. */
  outreach_hours: string | null;
  /** The IANA time zone days and working hours are counted in; null is UTC. */
  time_zone: string | null;
  /** Whether the warm-up ramp holds new sends (migration 0021); null is on. */
  outreach_warmup: ColumnType<number | boolean | null, number | null | undefined, number | null>;
  /** New conversations the warm-up allows on day 1; null is `DEFAULT_WARMUP.start`. */
  outreach_warmup_start: number | null;
  /** Days the warm-up takes to reach the daily cap; null is `DEFAULT_WARMUP.days`. */
  outreach_warmup_days: number | null;
  /** Days a person's enrichment is reused without charge (issue 30); null is the default, 30. */
  freshness_days: number | null;
  /** Bumped by every change to the settings; a save of an older one is refused (migration 0013). */
  settings_version: Defaulted<number>;
  created_at: string;
  updated_at: string;
}

export interface SearchListsTable {
  id: string;
  user_id: string;
  name: string;
  /** The usernames: JSON text of an array on SQLite, a text[] on PostgreSQL. */
  target_accounts: string | string[];
  search_type: string;
  max_profiles: number;
  profile_limit: number;
  instagram_session_id: string | null;
  status: string;
  profiles_found: Defaulted<number>;
  /** Millicredits charged for the list. */
  cost: Defaulted<number>;
  error: string | null;
  /** How many profile rows the list holds (kept with every insert and delete). */
  profile_rows: Defaulted<number>;
  /** Bumped with every change to the list's profile rows (cache validation). */
  data_version: Defaulted<number>;
  /** Set when the user deleted the list while campaigns still hold some of its profiles. */
  deleted_at: string | null;
  /** Rows whose person's fresh enrichment was reused, at no charge (issue 30). */
  profiles_reused: Defaulted<number>;
  /** Bumped by every rename; a rename of an older one is refused (migration 0013). */
  version: Defaulted<number>;
  created_at: string;
  updated_at: string;
}

/** One target of a discovery list: how complete its collection is (issue 34, migration 0015). */
export interface ListCompletenessTable {
  search_list_id: string;
  user_id: string;
  target: string;
  /** Its place among the list's targets. */
  position: number;
  /** What it was asked for: its share of the list's maximum. */
  requested: number;
  reported: number | null;
  collected: number;
  unique_count: number;
  already_known: number;
  reason: string | null;
  /** JSON `[{ actor, delivered }]`: which actor of the chain delivered how many (migration 0016). */
  actors: string | null;
  updated_at: string;
}

/**
 * A person (migration 0012): one Instagram account of a user's, keyed on its numeric id when a
 * provider gave it, on its username until then; a rename updates the username. Its enriched
 * fields and `enriched_at` are the truth its list rows copy.
 */
export interface PeopleTable {
  id: string;
  user_id: string;
  instagram_user_id: string | null;
  username: string;
  full_name: string | null;
  is_private: Flag;
  is_verified: Flag;
  profile_pic_url: string | null;
  posts_count: number | null;
  followers_count: number | null;
  follows_count: number | null;
  following_count: number | null;
  is_business_account: Flag;
  is_business: Flag;
  business_category: string | null;
  biography: string | null;
  email: string | null;
  phone: string | null;
  url: string | null;
  enrichment_status: Defaulted<string>;
  enriched_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * A list's row: the membership of a person in a list (who it found, from which target), with a
 * copy of the person's fields for the list's reads and the list's own message.
 */
export interface ProfilesTable {
  id: string;
  user_id: string;
  search_list_id: string;
  /** The person this row is of (migration 0012). */
  person_id: string | null;
  username: string;
  full_name: string | null;
  instagram_user_id: string | null;
  is_private: Flag;
  is_verified: Flag;
  profile_pic_url: string | null;
  connection_type: string;
  source_username: string;
  posts_count: number | null;
  followers_count: number | null;
  follows_count: number | null;
  following_count: number | null;
  is_business_account: Flag;
  is_business: Flag;
  business_category: string | null;
  biography: string | null;
  email: string | null;
  phone: string | null;
  url: string | null;
  message: string | null;
  message_processed: Flag;
  /** Bumped by every write of `message` (migration 0013). */
  message_version: Defaulted<number>;
  enriched_at: string | null;
  enrichment_status: Defaulted<string>;
  enrichment_error: string | null;
  /** A watch's new person the user has not seen yet (migration 0015). */
  is_new: Defaulted<number | boolean>;
  created_at: string;
}

export interface CampaignsTable {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  message_template: string | null;
  /** JSON of the selector filter object (spec §3). */
  filters: string | null;
  status: Defaulted<string>;
  search_list_id: string | null;
  profile_count: number;
  total_profiles: number;
  messages_sent: Defaulted<number>;
  responses_received: Defaulted<number>;
  send_rate_limit: Defaulted<number>;
  search_type: string | null;
  /** Bumped by every change to its settings or members (migration 0013). */
  version: Defaulted<number>;
  /** The variant picked as the winner, final (migration 0020); null before. */
  winning_variant: string | null;
  created_at: string;
  updated_at: string;
}

export interface CampaignProfilesTable {
  campaign_id: string;
  profile_id: string;
  /** The person: a campaign holds each person once (migration 0012). */
  person_id: string | null;
  /** The campaign's message for this person (spec §3 per-profile message), its own. */
  message: string | null;
  /** Whether `message` was written by the AI (spec §3 message_processed). */
  message_processed: Defaulted<number | boolean>;
  /** Bumped by every write of `message` (migration 0013). */
  message_version: Defaulted<number>;
  /** An `OutreachStatus`. */
  outreach_status: Defaulted<string>;
  /** When the status last changed. */
  status_at: string | null;
  note: string | null;
  /** When the lead was last opened in Instagram from the queue. */
  opened_at: string | null;
  /** When the lead was marked sent (the pace counts these); null unless contacted. */
  sent_at: string | null;
  /** The text the lead was sent (migration 0022); null unless contacted, or sent before it. */
  sent_text: ColumnType<string | null, string | null | undefined, string | null>;
  /** The lead's message variant ('A' the template, 'B'…), null until assigned (migration 0020). */
  variant: string | null;
}

/** A campaign's message variant B, C, … (A is the campaign's template; migration 0020). */
export interface CampaignVariantsTable {
  id: string;
  campaign_id: string;
  user_id: string;
  label: string;
  template: string;
  created_at: string;
  removed_at: string | null;
}

/** Every outreach status change, with what it replaced, so the last one can be undone. */
export interface OutreachEventsTable {
  id: Generated<number>;
  campaign_id: string;
  profile_id: string;
  from_status: string;
  to_status: string;
  from_note: string | null;
  from_sent_at: string | null;
  from_status_at: string | null;
  created_at: string;
  /** The send this event recorded went over the pace, on purpose (migration 0014). */
  over_pace: Flag;
}

/** A user's do-not-contact usernames (normalised): excluded from every campaign and queue. */
export interface DoNotContactTable {
  user_id: string;
  username: string;
  /** The person the username named when known: the entry follows them through renames. */
  person_id: string | null;
  created_at: string;
}

export interface CreditLedgerTable {
  id: Generated<number>;
  user_id: string;
  /** Millicredits: positive for grants, negative for charges. */
  delta: number;
  reason: string;
  /** Idempotency key: a webhook event id, `enrich:<listId>:<profileId>`, `signup:<userId>`… */
  ref: string;
  created_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the opaque token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  persistent: Flag;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

/** A browser extension pairing (migration 0011); the token itself is never stored. */
export interface ExtensionTokensTable {
  id: string;
  user_id: string;
  /** SHA-256 of the opaque token. */
  token_hash: string;
  label: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** An API key (migration 0018); the key itself is never stored. */
export interface ApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  /** 'read' (GET and HEAD only) or 'write'. */
  scope: string;
  /** The key's public start (`lgk_` and 8 characters), shown in lists and used to find the key. */
  prefix: string;
  /** SHA-256 of the key, hex. */
  token_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface JobsTable {
  id: string;
  user_id: string;
  kind: string;
  /** JSON. */
  payload: string;
  status: string;
  attempts: Defaulted<number>;
  /** JSON of the last progress event. */
  progress: string | null;
  /** JSON of the job's result. */
  result: string | null;
  error: string | null;
  /** The LeadgenError code of a failed job's error. */
  error_code: string | null;
  lease_owner: string | null;
  lease_expires_at: string | null;
  run_after: string;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface WebhookEventsTable {
  id: string;
  type: string;
  received_at: string;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  window_started_at: string;
  blocked_until: string | null;
}

/** A password reset request waiting to be mailed (any e-mail, known or not: no user id, no token). */
export interface ResetMailQueueTable {
  id: string;
  /** Normalised (trimmed, lowercased). */
  email: string;
  /** The reset page the link points at. */
  reset_url: string;
  created_at: string;
  /** Failed sends so far. */
  attempts: Defaulted<number>;
  next_attempt_at: string;
  /** The sender holding the row, until `lease_expires_at`. */
  lease_owner: string | null;
  lease_expires_at: string | null;
  /** A notice mail (migration 0019): sent as is to the account's address, no reset link. */
  subject: ColumnType<string | null, string | null | undefined, string | null>;
  body: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A user's webhook receiver (migration 0019, Standard Webhooks). */
export interface WebhookEndpointsTable {
  id: string;
  user_id: string;
  url: string;
  /** The event types it takes: a JSON text array. */
  events: string;
  /** `whsec_<base64>`: signs every delivery; never returned after creation. */
  secret: string;
  description: string | null;
  /** Since when every attempt failed (null after a success). */
  failing_since: string | null;
  disabled_at: string | null;
  disabled_reason: string | null;
  created_at: string;
}

/** One event for one endpoint: the outbox row a worker delivers (migration 0019). */
export interface WebhookDeliveriesTable {
  /** Also the `webhook-id` header: the same on every attempt. */
  id: string;
  user_id: string;
  endpoint_id: string;
  type: string;
  /** The exact body sent (the signature covers these bytes). */
  payload: string;
  status: string;
  attempts: Defaulted<number>;
  /** JSON text: [{ at, status, error }] per attempt. */
  attempt_log: Defaulted<string>;
  next_attempt_at: string | null;
  last_status: number | null;
  last_error: string | null;
  last_attempt_at: string | null;
  delivered_at: string | null;
  lease_owner: string | null;
  lease_expires_at: string | null;
  created_at: string;
}

/** A watch of a target's followers or followings on a schedule (migration 0015). */
export interface WatchesTable {
  id: string;
  user_id: string;
  target_username: string;
  search_type: string;
  every_seconds: number;
  /** The most people one run collects. */
  max_profiles: number;
  /** Its list, which grows by the people each run sees first. */
  search_list_id: string;
  next_run_at: string;
  /** The job of the run queued or running: never two at once. */
  active_job_id: string | null;
  last_job_id: string | null;
  last_run_at: string | null;
  last_added: number | null;
  last_missed: number | null;
  /** Millicredits the last run charged. */
  last_charged: number | null;
  reported_count: number | null;
  previous_reported_count: number | null;
  created_at: string;
  updated_at: string;
}

/** A person a watch has seen, and the job that first saw them (migration 0015). */
export interface WatchSeenTable {
  watch_id: string;
  person_id: string;
  job_id: string;
  seen_at: string;
}

/** An "Instagram blocked me" report (migration 0021): pauses the user's queue, until lifted. */
export interface OutreachBlocksTable {
  id: string;
  user_id: string;
  reported_at: string;
  note: string | null;
  lifted_at: string | null;
}
