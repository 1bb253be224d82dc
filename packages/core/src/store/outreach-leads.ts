import type { OutreachStatus } from '../domain/outreach-status.js';
import { contactedTerm } from './contacted.js';
import type { Executor } from './executor.js';
import { toBool } from './rows.js';

/** A campaign lead's outreach state. */
export interface OutreachLead {
  campaign_id: string;
  profile_id: string;
  username: string;
  status: OutreachStatus;
  status_at: string | null;
  note: string | null;
  opened_at: string | null;
  sent_at: string | null;
}

/** The lead the send queue offers next: its profile, and its own message if it has one. */
export interface QueuedLead extends OutreachLead {
  full_name: string | null;
  biography: string | null;
  profile_pic_url: string | null;
  followers_count: number | null;
  posts_count: number | null;
  is_verified: boolean;
  is_business_account: boolean;
  message: string | null;
}

/** A lead found by username, with its campaign's name, status and template. */
export interface NamedLead extends QueuedLead {
  campaign_name: string;
  campaign_status: string;
  message_template: string | null;
}

/** The lead's row, joined to its campaign (scoping it to the user) and its profile. */
export function leads(db: Executor, userId: string, campaignId: string) {
  return db
    .selectFrom('campaign_profiles as cp')
    .innerJoin('campaigns as c', 'c.id', 'cp.campaign_id')
    .innerJoin('profiles as p', 'p.id', 'cp.profile_id')
    .where('c.user_id', '=', userId)
    .where('cp.campaign_id', '=', campaignId);
}

export const LEAD_COLUMNS = [
  'cp.campaign_id',
  'cp.profile_id',
  'p.username',
  'cp.outreach_status as status',
  'cp.status_at',
  'cp.note',
  'cp.opened_at',
  'cp.sent_at',
] as const;

export const QUEUED_COLUMNS = [
  ...LEAD_COLUMNS,
  'p.full_name',
  'p.biography',
  'p.profile_pic_url',
  'p.followers_count',
  'p.posts_count',
  'p.is_verified',
  'p.is_business_account',
  'cp.message',
] as const;

/**
 * Whether the lead's person is not to be contacted (issue 30: outreach follows the person through
 * renames): messaged in any of the user's campaigns (`isContacted`) or on do-not-contact, by
 * person, or by a do-not-contact username no person is known by yet.
 */
export const unreachableLead = (db: Executor, userId: string) => contactedTerm(db, userId, { table: 'p' });

export const toLead = <T extends { status: string }>(row: T) => ({
  ...row,
  status: row.status as OutreachStatus,
});

export const toQueued = <T extends { status: string; is_verified: unknown; is_business_account: unknown }>(
  row: T,
) => ({
  ...toLead(row),
  is_verified: toBool(row.is_verified),
  is_business_account: toBool(row.is_business_account),
});
