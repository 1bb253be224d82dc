// The shapes `--json` prints, as each command's `--help` shows them: the wire shapes of
// @leadgen/core/wire (the API's answers), in the spec's snake_case names. Money is in credits,
// times are ISO-8601 UTC. The --json walker test (json-style.test.ts) runs every command and
// checks its output's keys against the shape its help names, so a shape here cannot drift.

/** A --json option's help: `print JSON: <shape>`, with a note after it. */
export const jsonHelp = (shape: string, note?: string): string =>
  `print JSON: ${shape}${note ? ` (${note})` : ''}`;

/** An array of `shape`: what the paged and list commands print (the rows alone). */
export const rowsOf = (shape: string): string => `[${shape}]`;

/** `campaignJson`: a campaign as GET /api/campaigns/:id answers it. */
export const CAMPAIGN_SHAPE =
  '{ id, name, description, message_template, filters, status, search_list_id, profile_count, ' +
  'total_profiles, messages_sent, responses_received, send_rate_limit, search_type, version, cost, ' +
  'created_at, updated_at, search_list: { id, name, target_accounts, search_type, profiles_found } | null }';

/** A campaign as `campaigns create|edit` print it: with its template's lint (issue 36). */
export const CAMPAIGN_SAVED_SHAPE = `${CAMPAIGN_SHAPE.slice(0, -2)}, lint: { errors: [{ rule, message }], warnings: [...] } }`;

/** `campaignProfileJson`: a campaign's member. */
export const CAMPAIGN_PROFILE_SHAPE =
  '{ id, person_id, username, full_name, followers_count, following_count, posts_count, biography, ' +
  'is_verified, is_private, is_business_account, profile_pic_url, message, message_processed, ' +
  'message_version, search_list: { id, name }, outreach_status }';

/** `campaigns show`: the campaign, how many messages are written, and its profiles. */
export const CAMPAIGN_DETAIL_SHAPE = `${CAMPAIGN_SHAPE.slice(0, -2)}, messages_written, profiles: [${CAMPAIGN_PROFILE_SHAPE}] }`;

/** `campaigns status`: where a campaign is. */
export const CAMPAIGN_STATUS_SHAPE =
  '{ id, status, total_profiles, profile_count, messages_written, messages_sent, responses_received }';

/** `profileJson`: a list's profile as GET /api/lists/:id/profiles answers it. */
export const PROFILE_SHAPE =
  '{ id, search_list_id, person_id, username, full_name, instagram_user_id, is_private, is_verified, ' +
  'profile_pic_url, connection_type, source_username, posts_count, followers_count, follows_count, ' +
  'following_count, is_business_account, is_business, business_category, biography, email, phone, url, ' +
  'message, message_processed, message_version, enriched_at, enrichment_status, is_new, created_at }';

/** `listJson`: a list as GET /api/lists/:id answers it. */
export const LIST_SHAPE =
  '{ id, name, target_accounts, search_type, max_profiles, profile_limit, status, profiles_found, ' +
  'profile_count, cost, error, version, created_at, updated_at }';

/** `lists show`: the list as GET /api/lists/:id answers it, with its completeness per target (issue 34). */
export const LIST_DETAIL_SHAPE = `${LIST_SHAPE.slice(0, -2)}, completeness: [{ target, reported, collected, unique, already_known, reason, actors: [{ actor, delivered }] }] }`;

/** `userJson`: a user as GET /api/users/me answers it. */
export const USER_SHAPE =
  '{ id, email, first_name, last_name, instagram_username, industry, referral_source, credits, ' +
  'has_extension, subscription_status, plan, settings_version, created_at }';

/** `jobJson`: a job, never its payload (it may hold the Instagram session id). */
export const JOB_SHAPE =
  '{ id, kind, status, attempts, list_id, request: { kind, target_accounts, search_type, max_profiles } | null, progress: { step, step_index, step_count, percent, ' +
  'discovered, enriched, failed, notice } | null, result, error, error_code, created_at, updated_at, finished_at }';

/** `runResultJson`: a run as it ended (discover, import, jobs resume). */
export const RUN_SHAPE =
  '{ job_id, status, list_id, profiles_found, enriched, reused, not_found, failed, charged, notice }';

/** The note on a run's shape. */
export const RUN_NOTE =
  'charged in credits; reused: people already enriched within the freshness window, not charged';

/** `batchResultJson`: a personalisation's outcome per profile. */
export const BATCH_SHAPE =
  '{ ok: [{ profile_id, username, message }], failed: [{ profile_id, username, reason }], skipped }';

/** `sendQueueJson`: the send queue of a campaign. */
export const QUEUE_SHAPE =
  '{ campaign: { id, name, status, send_rate_limit, messages_sent, responses_received, reply_rate }, ' +
  'next: { profile_id, username, status, full_name, biography, followers_count, text, variant, lint, … } | null, ' +
  'remaining, pace: { allowed, at, hold, notice, wait_ms }, today: { sent, cap }, ' +
  'health: { factor, line, limit, left, block_in_effect }, counts }';

/** `campaignVariantsJson`: a campaign's message variants and the winner. */
export const VARIANTS_SHAPE =
  '{ campaign_id, variants: [{ label, message_template, assigned, sent, replied, reply_rate, ' +
  'interval: { low, high } | null, removed, winner }], winner, suggested_winner, suggestion_reason, p_value }';

/** `leadJson`: a campaign lead's outreach state. */
export const LEAD_SHAPE =
  '{ campaign_id, profile_id, username, status, status_at, note, opened_at, sent_at }';

/** `paceOverviewJson`: the send pace, the factor that limits sending now and the block in effect. */
export const PACE_SHAPE =
  '{ daily_cap, working_hours, time_zone, warmup, warmup_start, warmup_days, version, ' +
  'health: { factor, line, limit, left, block_in_effect }, blocked: { reported_at, note, paused_until, recovered_at } | null }';

/** `pace blocked --json`: the block in effect and the notice. */
export const BLOCK_SHAPE = '{ blocked: { reported_at, note, paused_until, recovered_at }, message }';

/** `creditEntryJson`: a grant or a charge. */
export const CREDIT_ENTRY_SHAPE = '{ id, credits, reason, ref, created_at }';

/** `creditPackJson`: a pack on sale. */
export const CREDIT_PACK_SHAPE = '{ id, credits, price_usd, most_popular }';

/** `watchJson`: a watch as GET /api/watches answers it (issue 34). */
export const WATCH_SHAPE =
  '{ id, target_username, search_type, every, every_seconds, max_profiles, search_list_id, next_run_at, ' +
  'active_job_id, last_job_id, last_run_at, last_new_profiles, last_missed, last_charged, reported_count, created_at }';

/** `watch run --json`: each watch run it ran. */
export const WATCH_RUN_SHAPE =
  '[{ watch_id, job_id, target_username, search_type, status, outcome, search_list_id, new_profiles, ' +
  'missed, reported_count, charged, error, error_code }]';

/** An API key as `keys ls` and GET /api/keys list it (never the key). */
export const API_KEY_SHAPE = '{ id, name, scope, prefix, created_at, last_used_at }';

/** A new API key: the key (shown this once) and what `keys ls` lists of it, as POST /api/keys answers. */
export const API_KEY_CREATED_SHAPE = `{ key, api_key: ${API_KEY_SHAPE} }`;
/** `webhooks ls --json` (issue 35): an endpoint, never its secret. */
export const WEBHOOK_SHAPE =
  '{ id, url, events, description, status, disabled_at, disabled_reason, failing_since, created_at }';

/** `webhooks deliveries --json`: one delivery of the log, each attempt with it. */
export const WEBHOOK_DELIVERY_SHAPE =
  '{ id, webhook_id, type, status, attempts, last_status, last_error, last_attempt_at, next_attempt_at, ' +
  'delivered_at, created_at, attempt_log: [{ at, status, error }] }';
