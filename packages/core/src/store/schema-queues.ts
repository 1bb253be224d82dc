import type { ColumnType } from 'kysely';
import type { Defaulted } from './schema-columns.js';

/** The job queue, mail and webhook queues. (part of `Database`, schema.ts). */
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
