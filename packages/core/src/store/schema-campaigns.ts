import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Flag } from './schema-columns.js';

/** Campaigns, their members and variants, and outreach. (part of `Database`, schema.ts). */
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

/** An "Instagram blocked me" report (migration 0021): pauses the user's queue, until lifted. */
export interface OutreachBlocksTable {
  id: string;
  user_id: string;
  reported_at: string;
  note: string | null;
  lifted_at: string | null;
}
