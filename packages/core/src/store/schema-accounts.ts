import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Flag } from './schema-columns.js';

/** Users, their sessions and keys, credits and rate limits. (part of `Database`, schema.ts). */
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

export interface RateLimitsTable {
  key: string;
  count: number;
  window_started_at: string;
  blocked_until: string | null;
}
