import { formatWorkingHours } from '../domain/outreach-pace.js';
import type { ProfileLead } from '../outreach/extension.js';
import type { SendQueue } from '../outreach/outreach.js';
import type { BlockState, OutreachSettings, PaceHealthLine } from '../outreach/pace.js';
import type { DoNotContactEntry, OutreachLead } from '../store/outreach-repository.js';
import { lintJson } from './lint-json.js';
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
      /** The linter on that text (issue 36): an error means it cannot be sent as is. */
      lint: lintJson(next.lint),
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
    health: healthJson(queue.health),
    counts: queue.counts,
  };
}

/** The send pace: new conversations a day, working hours as 'HH:MM-HH:MM' (null: any hour), zone, warm-up. */
export function paceSettingsJson(settings: OutreachSettings) {
  return {
    daily_cap: settings.dailyCap,
    working_hours: settings.workingHours && formatWorkingHours(settings.workingHours),
    time_zone: settings.timeZone,
    warmup: settings.warmup.enabled,
    warmup_start: settings.warmup.start,
    warmup_days: settings.warmup.days,
    version: settings.version,
  };
}

/**
 * The factor that limits sending now (issue 36): its name, the line, its allowance and what is
 * left, and whether a block report is in effect (what offers its undo).
 */
export const healthJson = (health: PaceHealthLine) => ({
  factor: health.factor,
  line: health.line,
  limit: health.limit,
  left: health.left,
  block_in_effect: health.blockInEffect,
});

/** A block report in effect: when it was made, and when its pause and its day at half the cap end. */
export const blockJson = (block: BlockState) => ({
  reported_at: block.reportedAt.toISOString(),
  note: block.note,
  paused_until: block.pausedUntil.toISOString(),
  recovered_at: block.recoveredAt.toISOString(),
});

/** The pace settings with the account's health now and the block in effect (GET /api/outreach/settings). */
export const paceOverviewJson = (overview: {
  settings: OutreachSettings;
  health: PaceHealthLine;
  block: BlockState | null;
}) => ({
  ...paceSettingsJson(overview.settings),
  health: healthJson(overview.health),
  blocked: overview.block && blockJson(overview.block),
});

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
  lint: lintJson(lead.lint),
  sendable: lead.sendable,
});
