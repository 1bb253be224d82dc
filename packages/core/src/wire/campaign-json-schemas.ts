import { z } from 'zod';
import { lintJsonSchema } from './lint-json-schemas.js';

// zod schemas of the campaign, profile and outreach wire shapes (issue 35), as json-schemas.ts.

const time = z.string().describe('ISO-8601 UTC');
const count = z.number().int();
const nullableCount = count.nullable();

/** `profileJson` (profile-json.ts): a discovered profile in the spec's names (§3 profiles). */
export const profileJsonSchema = z.object({
  id: z.string(),
  search_list_id: z.string(),
  person_id: z.string().nullable(),
  username: z.string(),
  full_name: z.string().nullable(),
  instagram_user_id: z.string().nullable(),
  is_private: z.boolean().nullable(),
  is_verified: z.boolean().nullable(),
  profile_pic_url: z.string().nullable(),
  connection_type: z.string().nullable(),
  source_username: z.string().nullable(),
  posts_count: nullableCount,
  followers_count: nullableCount,
  follows_count: nullableCount,
  following_count: nullableCount,
  is_business_account: z.boolean().nullable(),
  is_business: z.boolean().nullable(),
  business_category: z.string().nullable(),
  biography: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  url: z.string().nullable(),
  message: z.string().nullable(),
  message_processed: z.boolean(),
  message_version: count,
  enriched_at: time.nullable(),
  enrichment_status: z.string(),
  is_new: z.boolean(),
  created_at: time,
});

/** `selectorProfileJson` (profile-json.ts): a profile in the campaign selector. */
export const selectorProfileJsonSchema = profileJsonSchema.extend({
  search_list: z.object({
    id: z.string(),
    name: z.string(),
    search_type: z.string(),
    target_accounts: z.array(z.string()),
  }),
  list_ids: z.array(z.string()),
  contacted: z.boolean(),
});

/** `campaignJson` (campaign-json.ts). */
export const campaignJsonSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  message_template: z.string().nullable(),
  filters: z.unknown().describe('The selector filters the campaign was made with, as sent'),
  status: z.string().describe('active, paused, completed or archived'),
  search_list_id: z.string().nullable(),
  profile_count: count,
  total_profiles: count,
  messages_sent: count,
  responses_received: count,
  send_rate_limit: count,
  search_type: z.string().nullable(),
  version: count,
  cost: z.number().describe('In credits'),
  created_at: time,
  updated_at: time,
  search_list: z.looseObject({ id: z.string(), name: z.string() }).nullable(),
});

/** `campaignOverviewJson` (campaign-json.ts): a campaign with its stats and messages written. */
export const campaignOverviewJsonSchema = campaignJsonSchema.extend({
  stats: z.object({ total: count, selected: count, sent: count, responses: count }),
  messages_written: count.describe('How many of its profiles have a message'),
});

/** `campaignSummaryJson` (campaign-json.ts): a campaign card with up to 3 avatar previews. */
export const campaignSummaryJsonSchema = campaignJsonSchema.extend({
  preview_profiles: z.array(z.looseObject({ profile_pic_url: z.string().nullable() })),
});

/** `campaignProfileJson` (campaign-json.ts): a campaign member with its outreach status. */
export const campaignProfileJsonSchema = z.object({
  id: z.string(),
  person_id: z.string().nullable(),
  username: z.string(),
  full_name: z.string().nullable(),
  followers_count: nullableCount,
  following_count: nullableCount,
  posts_count: nullableCount,
  biography: z.string().nullable(),
  is_verified: z.boolean().nullable(),
  is_private: z.boolean().nullable(),
  is_business_account: z.boolean().nullable(),
  profile_pic_url: z.string().nullable(),
  message: z.string().nullable(),
  message_processed: z.boolean(),
  message_version: count,
  search_list: z.object({ id: z.string(), name: z.string() }),
  outreach_status: z.string(),
});

/** `leadJson` (outreach-json.ts): a campaign lead's outreach state. */
export const leadJsonSchema = z.object({
  campaign_id: z.string(),
  profile_id: z.string(),
  username: z.string(),
  status: z.string().describe('not_contacted, sent, replied, interested, not_interested…'),
  status_at: time.nullable(),
  note: z.string().nullable(),
  opened_at: time.nullable(),
  sent_at: time.nullable(),
});

/** `healthJson` (outreach-json.ts): the factor that limits sending now (issue 36). */
export const paceHealthJsonSchema = z.object({
  factor: z
    .string()
    .describe('blocked, hours, recovering, warmup, daily, rolling or rate: the lowest allowance wins'),
  line: z.string().describe("In words, e.g. 'Warm-up day 3 of 14: 11 new conversations today, 4 left'"),
  limit: count,
  left: count,
  block_in_effect: z
    .boolean()
    .describe('Whether an "Instagram blocked me" report is in effect (its pause or its day at half the cap)'),
});

/** `sendQueueJson` (outreach-json.ts): a campaign's next lead, the pace and the counts. */
export const sendQueueJsonSchema = z.object({
  campaign: z.object({
    id: z.string(),
    name: z.string(),
    status: z.string(),
    send_rate_limit: count,
    messages_sent: count,
    responses_received: count,
    reply_rate: z.number().nullable(),
  }),
  next: leadJsonSchema
    .extend({
      full_name: z.string().nullable(),
      biography: z.string().nullable(),
      profile_pic_url: z.string().nullable(),
      followers_count: nullableCount,
      posts_count: nullableCount,
      is_verified: z.boolean().nullable(),
      is_business_account: z.boolean().nullable(),
      message: z.string().nullable(),
      text: z.string().describe("The message to send: the lead's own, else its variant's template filled in"),
      variant: z.string().describe("The lead's message variant: 'A' (the template), 'B'…"),
      lint: lintJsonSchema,
    })
    .nullable(),
  remaining: count,
  pace: z.object({
    allowed: z.boolean(),
    at: time,
    hold: z.string().nullable(),
    notice: z.string().nullable(),
    wait_ms: count,
  }),
  today: z.object({ sent: count, cap: count }),
  health: paceHealthJsonSchema,
  counts: z.record(z.string(), count),
});

/** `paceSettingsJson` (outreach-json.ts): the send pace. */
export const paceSettingsJsonSchema = z.object({
  daily_cap: count,
  working_hours: z.string().nullable().describe('HH:MM-HH:MM; null for any hour'),
  time_zone: z.string(),
  warmup: z
    .boolean()
    .describe('The warm-up ramp for a new sender; off for an account already sending by hand'),
  warmup_start: count.describe('New conversations on day 1'),
  warmup_days: count.describe('The day the ramp reaches the daily cap'),
  version: count,
});

/** `blockJson` (outreach-json.ts): an "Instagram blocked me" report in effect. */
export const blockJsonSchema = z.object({
  reported_at: time,
  note: z.string().nullable(),
  paused_until: time.describe('Sending is paused until then'),
  recovered_at: time.describe('Half the daily cap until then'),
});

/** `paceOverviewJson` (outreach-json.ts): the pace settings, the health line and the block in effect. */
export const paceOverviewJsonSchema = paceSettingsJsonSchema.extend({
  health: paceHealthJsonSchema,
  blocked: blockJsonSchema.nullable(),
});

/** `profileLeadJson` (outreach-json.ts): a lead of one username in an active campaign. */
export const profileLeadJsonSchema = z.object({
  campaign: z.looseObject({ id: z.string(), name: z.string() }),
  profile_id: z.string(),
  username: z.string(),
  status: z.string(),
  text: z.string().nullable(),
  lint: lintJsonSchema,
  sendable: z.boolean(),
});
