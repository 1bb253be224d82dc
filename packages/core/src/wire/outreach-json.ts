import { formatWorkingHours } from '../domain/outreach-pace.js';
import type { OutreachSettings, SendQueue } from '../services/outreach.js';
import type { ProfileLead } from '../services/outreach-extension.js';
import type { DoNotContactEntry, OutreachLead } from '../store/outreach-repository.js';
import { avatarUrlOf, type WireOptions } from './wire-options.js';

/** A campaign lead's outreach state (spec §3 campaign_profiles): already in the spec's names. */
export function leadJson(lead: OutreachLead) {
  return {
    campaign_id: lead.campaign_id,
    profile_id: lead.profile_id,
    username: lead.username,
    status: lead.status,
    status_at: lead.status_at,
    note: lead.note,
    opened_at: lead.opened_at,
    sent_at: lead.sent_at,
  };
}

/**
 * A campaign's send queue in the spec's names: the campaign's counters as its own answer names
 * them (`send_rate_limit`, `messages_sent`, `responses_received`), the next lead with its
 * message, and the pace with its time as ISO text.
 */
export function sendQueueJson(queue: SendQueue, options: WireOptions = {}) {
  const { campaign, next, pace } = queue;
  return {
    campaign: {
      id: campaign.id,
      name: campaign.name,
      status: campaign.status,
      send_rate_limit: campaign.sendRatePerHour,
      messages_sent: campaign.messagesSent,
      responses_received: campaign.responses,
      reply_rate: campaign.replyRate,
    },
    next: next && {
      ...leadJson(next),
      full_name: next.full_name,
      biography: next.biography,
      profile_pic_url: avatarUrlOf(next.profile_pic_url, options),
      followers_count: next.followers_count,
      posts_count: next.posts_count,
      is_verified: next.is_verified,
      is_business_account: next.is_business_account,
      message: next.message,
      /** The message to send: the lead's own, else its variant's template filled in. */
      text: next.text,
      /** The lead's message variant: 'A' (the template), 'B'… (issue 36). */
      variant: next.variant,
    },
    remaining: queue.remaining,
    pace: {
      allowed: pace.allowed,
      at: pace.at.toISOString(),
      hold: pace.hold,
      notice: pace.notice,
      wait_ms: pace.waitMs,
    },
    today: queue.today,
    counts: queue.counts,
  };
}

/** The send pace: new conversations a day, working hours as 'HH:MM-HH:MM' (null: any hour), zone. */
export function paceSettingsJson(settings: OutreachSettings) {
  return {
    daily_cap: settings.dailyCap,
    working_hours: settings.workingHours && formatWorkingHours(settings.workingHours),
    time_zone: settings.timeZone,
    version: settings.version,
  };
}

/** A do-not-contact entry: the username and when it was added. */
export const doNotContactJson = (entry: DoNotContactEntry) => ({
  username: entry.username,
  created_at: entry.created_at,
});

/** A lead of one username in an active campaign (what the browser extension shows on that profile's page). */
export const profileLeadJson = (lead: ProfileLead) => ({
  campaign: lead.campaign,
  profile_id: lead.profileId,
  username: lead.username,
  status: lead.status,
  text: lead.text,
  sendable: lead.sendable,
});
