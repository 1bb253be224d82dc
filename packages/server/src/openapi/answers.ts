import {
  batchResultJsonSchema,
  blockJsonSchema,
  campaignJsonSchema,
  campaignOverviewJsonSchema,
  campaignProfileJsonSchema,
  campaignSummaryJsonSchema,
  campaignVariantsJsonSchema,
  completenessJsonSchema,
  creditEntryJsonSchema,
  creditOffersJsonSchema,
  estimateJsonSchema,
  jobJsonSchema,
  leadJsonSchema,
  lintJsonSchema,
  lintWarningsJsonSchema,
  listJsonSchema,
  paceOverviewJsonSchema,
  profileInsightJsonSchema,
  profileJsonSchema,
  profileLeadJsonSchema,
  selectorProfileJsonSchema,
  sendQueueJsonSchema,
  userJsonSchema,
  variantJsonSchema,
  watchJsonSchema,
} from '@leadgen/core/wire';
import { z } from 'zod';

// The JSON answers of the routes the public API serves (issue 35), built from core's wire
// schemas: each route's `describe()` names one, and the OpenAPI document says it.

const notice = z.string().nullable().describe('A line to show the user');
const page = { total: z.number().int(), matching: z.number().int(), next_cursor: z.string().nullable() };
const usernames = z.array(z.object({ id: z.string(), username: z.string() }));

/** A list's standing (dashboard): what it is doing and can do; passed through from core. */
const standing = z.looseObject({}).nullable();

export const answers = {
  lists: z.object({
    lists: z.array(
      listJsonSchema.extend({
        standing,
        campaign_use: z.looseObject({}).nullable().describe('The campaigns holding some of its profiles'),
      }),
    ),
  }),
  list: z.object({ list: listJsonSchema.extend({ standing, completeness: completenessJsonSchema }) }),
  listChanged: z.object({ list: listJsonSchema, message: notice }),
  listDeleted: z.object({ message: notice, kept: z.unknown() }),
  runQueued: z.object({ job_id: z.string(), estimate: estimateJsonSchema }),
  estimate: z.object({ estimate: estimateJsonSchema }),
  leadReview: z.object({ profiles: z.array(profileJsonSchema), ...page }),
  usernames: z.object({ profiles: usernames }),
  cleared: z.object({ cleared: z.number().int() }),
  deleted: z.object({ deleted: z.number().int() }),
  populated: z.object({ count: z.number().int(), message: notice }),
  insight: z.object({ insight: profileInsightJsonSchema }),
  profileMessage: z.object({
    id: z.string(),
    message: z.string().nullable(),
    message_processed: z.literal(false),
    message_version: z.number().int(),
    lint: lintJsonSchema,
  }),
  job: z.object({ job: jobJsonSchema }),
  jobs: z.object({
    jobs: z.array(jobJsonSchema),
    next_cursor: z.string().nullable(),
    total: z.number().int(),
  }),
  activeJobs: z.object({ jobs: z.array(jobJsonSchema) }),
  selector: z.object({
    profiles: z.array(selectorProfileJsonSchema),
    matching: z.number().int(),
    candidates: z.number().int(),
    insight: profileInsightJsonSchema,
    next_offset: z.number().int().nullable(),
    next_cursor: z.string().nullable(),
  }),
  campaigns: z.object({ campaigns: z.array(campaignSummaryJsonSchema) }),
  campaign: z.object({ campaign: campaignJsonSchema }),
  campaignWithStats: z.object({ campaign: campaignOverviewJsonSchema }),
  campaignChanged: z.object({
    campaign: campaignJsonSchema,
    message: notice,
    lint: lintJsonSchema.optional().describe("The template's lint, on a create"),
  }),
  campaignSaved: z.object({
    campaign: campaignJsonSchema,
    selection: z.unknown().optional(),
    messages_saved: z.number().int().optional(),
    message_versions: z.record(z.string(), z.number().int()).optional(),
    message: notice,
    lint: lintJsonSchema.optional().describe("The template's lint, when it was edited"),
    lint_warnings: lintWarningsJsonSchema.optional(),
  }),
  campaignProfiles: z.object({ profiles: z.array(campaignProfileJsonSchema), ...page }),
  messagesSaved: z.object({
    saved: z.number().int(),
    versions: z.record(z.string(), z.number().int()),
    lint_warnings: lintWarningsJsonSchema,
  }),
  personalized: batchResultJsonSchema.extend({ message: notice }),
  personalizeQueued: z.object({ job_id: z.string() }),
  message: z.object({ message: notice }),
  sendQueue: sendQueueJsonSchema,
  variants: campaignVariantsJsonSchema,
  variantSaved: z.object({ variant: variantJsonSchema, message: notice, lint: lintJsonSchema }),
  variantRemoved: z.object({
    unassigned: z.number().int().describe('Queued leads that lost the variant'),
    message: notice,
  }),
  variantPicked: z.object({
    moved: z.number().int().describe('Queued leads moved to the winner'),
    message: notice,
    warning: z.string().nullable().describe('Set when the pick is not the suggested winner'),
  }),
  sendQueues: z.object({ campaigns: z.array(sendQueueJsonSchema) }),
  leadMarked: z.object({ lead: leadJsonSchema, message: notice, over_pace: z.boolean().optional() }),
  profileLeads: z.object({ leads: z.array(profileLeadJsonSchema) }),
  paceSettings: paceOverviewJsonSchema,
  blockReported: z.object({ blocked: blockJsonSchema, message: notice }),
  doNotContact: z.looseObject({
    entries: z.array(z.object({ username: z.string(), created_at: z.string() })),
  }),
  blocked: z.object({ added: z.number().int(), message: notice }),
  blockedCsv: z.object({
    added: z.number().int(),
    message: notice,
    note: z.string().nullable().describe('What of the file was skipped, if anything'),
  }),
  unblocked: z.object({ removed: z.number().int(), message: notice }),
  credits: z.object({ credits: z.number().describe('The balance, in credits') }),
  creditHistory: z.object({
    entries: z.array(creditEntryJsonSchema),
    next_before: z.union([z.string(), z.number()]).nullable(),
    total: z.number().int(),
  }),
  creditOffers: creditOffersJsonSchema,
  checkout: z.object({
    id: z.string().describe("The payment provider's checkout session"),
    url: z.string().describe('The page to pay at'),
  }),
  watches: z.object({ watches: z.array(watchJsonSchema) }),
  watch: z.object({ watch: watchJsonSchema }),
  watchRun: z.object({ watch: watchJsonSchema, job: jobJsonSchema, queued: z.boolean() }),
  watchRuns: z.object({
    runs: z.array(z.object({ watch: watchJsonSchema, job: jobJsonSchema, queued: z.boolean() })),
  }),
  ok: z.object({ ok: z.literal(true) }),
  user: z.object({ user: userJsonSchema }),
  freshness: z.object({
    days: z.number().int(),
    is_default: z.boolean(),
    version: z.number().int(),
    default_days: z.number().int(),
    max_days: z.number().int(),
  }),
} as const;
