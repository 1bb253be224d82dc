import { z } from 'zod';

// zod schemas of the wire shapes (issue 35): what the public API's OpenAPI document says each
// answer is, checked against real answers by the server's tests. They describe the mappers beside
// them (list-json.ts, job-json.ts…), field for field; nested parts the API passes through from
// core as they are (a campaign's filters, a list's standing) are described more loosely.

const time = z.string().describe('ISO-8601 UTC');
const nullableTime = time.nullable();
const credits = z.number().describe('In credits (1 credit = $1.00)');

/** `listJson` (list-json.ts). */
export const listJsonSchema = z.object({
  id: z.string(),
  name: z.string(),
  target_accounts: z.array(z.string()),
  search_type: z.enum(['followers', 'following', 'custom']),
  max_profiles: z.number().int(),
  profile_limit: z.number().int(),
  status: z.string().describe('pending, processing, completed, failed or canceled'),
  profiles_found: z.number().int(),
  profile_count: z.number().int(),
  cost: credits,
  error: z.string().nullable(),
  version: z.number().int(),
  created_at: time,
  updated_at: time,
});

/** `completenessJson` (completeness-json.ts): per target, what it has and what was collected. */
export const completenessJsonSchema = z.array(
  z.object({
    target: z.string(),
    reported: z.number().int().nullable(),
    collected: z.number().int(),
    unique: z.number().int(),
    already_known: z.number().int(),
    reason: z.string().nullable(),
    actors: z.array(z.object({ actor: z.string(), delivered: z.number().int() })),
  }),
);

/** `estimateJson` (estimate-json.ts). */
export const estimateJsonSchema = z.object({
  profiles: z.number().int(),
  known: z.number().int(),
  to_enrich: z.number().int(),
  cost: credits,
  balance: credits,
  covered: z.number().int(),
  capped: z.boolean(),
  notice: z.string().nullable(),
  summary: z.string(),
});

const progressSchema = z.object({
  step: z.string(),
  step_index: z.number().int(),
  step_count: z.number().int(),
  percent: z.number(),
  discovered: z.number().int(),
  enriched: z.number().int(),
  failed: z.number().int(),
  notice: z.string().nullable(),
});

const runCountsSchema = z.object({
  list_id: z.string().nullable(),
  profiles_found: z.number().int(),
  enriched: z.number().int(),
  reused: z.number().int(),
  not_found: z.number().int(),
  failed: z.number().int(),
  charged: credits,
  notice: z.string().nullable(),
});

/** `batchResultJson` (job-json.ts): a personalisation's outcome per profile. */
export const batchResultJsonSchema = z.object({
  ok: z.array(z.object({ profile_id: z.string(), username: z.string(), message: z.string() })),
  failed: z.array(z.object({ profile_id: z.string(), username: z.string(), reason: z.string() })),
  skipped: z.number().int(),
});

/** `jobJson` (job-json.ts): where a job is and how it ended, never its payload. */
export const jobJsonSchema = z.object({
  id: z.string(),
  kind: z.string().describe('discover, custom, watch or personalize'),
  status: z.string().describe('queued, running, completed, failed or canceled'),
  attempts: z.number().int(),
  list_id: z.string().nullable(),
  request: z
    .union([
      z.object({
        kind: z.literal('discover'),
        target_accounts: z.array(z.string()),
        search_type: z.string(),
        max_profiles: z.number().int().nullable(),
      }),
      z.object({ kind: z.string(), username_count: z.number().int() }),
    ])
    .nullable(),
  progress: progressSchema.nullable(),
  result: z.union([runCountsSchema, batchResultJsonSchema]).nullable(),
  error: z.string().nullable(),
  error_code: z.string().nullable(),
  created_at: time,
  updated_at: time,
  finished_at: nullableTime,
});

/** `userJson` (user-json.ts). */
export const userJsonSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  instagram_username: z.string().nullable(),
  industry: z.string().nullable(),
  referral_source: z.string().nullable(),
  credits,
  has_extension: z.boolean(),
  subscription_status: z.string().nullable(),
  plan: z.string(),
  settings_version: z.number().int(),
  created_at: time,
});

/** `watchJson` (watch-json.ts). */
export const watchJsonSchema = z.object({
  id: z.string(),
  target_username: z.string(),
  search_type: z.string(),
  every: z.string().describe('As typed: 1d, 12h, 7d'),
  every_seconds: z.number().int(),
  max_profiles: z.number().int(),
  search_list_id: z.string(),
  next_run_at: time,
  active_job_id: z.string().nullable(),
  last_job_id: z.string().nullable(),
  last_run_at: nullableTime,
  last_new_profiles: z.number().int().nullable(),
  last_missed: z.number().int().nullable(),
  last_charged: credits,
  reported_count: z.number().int().nullable(),
  created_at: time,
});

/** `profileInsightJson` (insight-json.ts): follower bands and flags of a set of profiles. */
export const profileInsightJsonSchema = z.object({
  total: z.number().int(),
  followers: z.array(z.looseObject({})).describe('Follower bands with their counts'),
  unknown_followers: z.number().int(),
  business: z.number().int(),
  verified: z.number().int(),
  private: z.number().int(),
});

/** `creditEntryJson` (credit-json.ts): a grant (+) or charge (−) of the credit history. */
export const creditEntryJsonSchema = z.object({
  id: z.union([z.string(), z.number()]),
  credits: z.number().describe('Signed, in credits (1 credit = $1.00): a grant above 0, a charge below'),
  reason: z.string(),
  ref: z.string().nullable(),
  created_at: time,
});

const usd = z.number().describe('In US dollars');

const packSchema = z.object({
  id: z.string(),
  credits: z.number().describe('The credits it adds (1 credit = $1.00)'),
  price_usd: usd,
  most_popular: z.boolean(),
});

/**
 * `creditOffersJson` (credit-json.ts): the packs on sale, the Pro plan, and what a profile costs
 * (the price every front end shows and estimates with).
 */
export const creditOffersJsonSchema = z.object({
  packs: z.array(packSchema.extend({ tagline: z.string().nullable() })),
  default_pack_id: z.string(),
  credits_per_profile: z
    .number()
    .describe('What one profile found costs, in credits (spec §9: 0.008), estimated and charged'),
  pro: z.object({
    price_usd: usd,
    interval: z.string(),
    monthly_credits: z.number().describe('The credits it adds each month'),
    monthly_profiles: z.number(),
    items: z.array(z.string()),
  }),
});
