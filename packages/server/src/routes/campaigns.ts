import {
  campaignOverview,
  campaignProfilesPage,
  createCampaignFromList,
  createCampaignFromSelection,
  deleteCampaign,
  exportCampaignCsv,
  listCampaigns,
  populateMessages,
  renameCampaign,
  saveCampaign,
  saveCampaignMessage,
  saveMessages,
  setCampaignStatus,
  startPersonalization,
} from '@leadgen/core';
import {
  campaignMessagesBody,
  campaignStatusBody,
  createCampaignBody,
  csvQuery,
  leadReviewQuery,
  personalizeBody,
  populateBody,
  profileMessageBody,
  updateCampaignBody,
} from '@leadgen/core/schemas';
import { batchResultJson, campaignOverviewJson, lintJson, lintWarningsJson } from '@leadgen/core/wire';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { campaignJson, campaignProfileJson, campaignSummaryJson } from '../campaign-json.js';
import { csvResponse } from '../csv-response.js';
import { requireUser } from '../middleware/session.js';
import { answers } from '../openapi/answers.js';
import { describe } from '../openapi/describe.js';
import { validate } from '../validate.js';

const storeOf = (c: Context<AppEnv>) => ({ store: c.var.deps.store });

/**
 * GET /api/campaigns/:id/profiles: the view screen's search (spec §2), its outreach status
 * filter and keyset paging, as lead review pages (the services clamp `limit` to 1..1000, default 100).
 */
const campaignProfilesQuery = leadReviewQuery
  .pick({ limit: true, cursor: true })
  .extend({ search: leadReviewQuery.shape.nameContains, status: leadReviewQuery.shape.nameContains });

/** Campaigns: create, read, edit, status, messages, populate, personalise, CSV. */
export const campaignsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    describe({
      summary: 'Your campaigns',
      tags: ['Campaigns'],
      responses: { 200: { description: 'The campaigns', schema: answers.campaigns } },
    }),
    async (c) => {
      const campaigns = await listCampaigns(storeOf(c), c.var.user.id);
      return c.json({ campaigns: campaigns.map(campaignSummaryJson) });
    },
  )
  .post(
    '/',
    describe({
      summary: 'Create a campaign from a list or from chosen profiles',
      tags: ['Campaigns'],
      responses: { 201: { description: 'The campaign', schema: answers.campaignChanged } },
    }),
    validate('json', createCampaignBody),
    async (c) => {
      const { fromListId, name, description, messageTemplate, filters, profileIds, messages } =
        c.req.valid('json');
      const userId = c.var.user.id;
      const base = { description, template: messageTemplate };
      const { campaign, notice, lint } =
        fromListId !== undefined
          ? await createCampaignFromList(storeOf(c), userId, fromListId, {
              ...base,
              name,
              // the CLI's --from-list with the lead review's filters or chosen profiles
              ...(filters === undefined ? {} : { filter: filters }),
              ...(profileIds === undefined ? {} : { profileIds }),
            })
          : await createCampaignFromSelection(storeOf(c), userId, {
              ...base,
              name: name ?? '',
              filters,
              // spec §5: nothing selected is 'Please select at least one profile'
              profileIds: profileIds ?? [],
              messages,
            });
      const created = await campaignOverview(storeOf(c), userId, campaign.id);
      return c.json({ campaign: campaignJson(created), message: notice, lint: lintJson(lint) }, 201);
    },
  )
  .get(
    '/:id',
    describe({
      summary: 'A campaign with its counts, stats and how many messages are written',
      tags: ['Campaigns'],
      responses: { 200: { description: 'The campaign', schema: answers.campaignWithStats } },
    }),
    async (c) => {
      // its counts and stats, not its profiles: those come a page at a time from /:id/profiles
      const campaign = await campaignOverview(storeOf(c), c.var.user.id, c.req.param('id'));
      return c.json({ campaign: campaignOverviewJson(campaign) });
    },
  )
  .get(
    '/:id/profiles',
    describe({
      summary: "A page of a campaign's profiles with their outreach status",
      tags: ['Campaigns'],
      responses: { 200: { description: 'A page of profiles', schema: answers.campaignProfiles } },
    }),
    validate('query', campaignProfilesQuery),
    async (c) => {
      const { search, status, limit, cursor } = c.req.valid('query');
      const { profiles, total, matching, nextCursor } = await campaignProfilesPage(
        storeOf(c),
        c.var.user.id,
        c.req.param('id'),
        { search, status, limit, cursor: cursor ?? null },
      );
      return c.json({
        profiles: profiles.map(campaignProfileJson),
        total,
        matching,
        next_cursor: nextCursor,
      });
    },
  )
  .patch(
    '/:id',
    describe({
      summary: 'Edit a campaign: its settings, profiles and messages',
      tags: ['Campaigns'],
      responses: { 200: { description: 'The saved campaign', schema: answers.campaignSaved } },
    }),
    validate('json', updateCampaignBody),
    async (c) => {
      const { version, ...body } = c.req.valid('json');
      const id = c.req.param('id');
      if (Object.keys(body).length === 1 && body.name !== undefined) {
        // The dashboard's inline rename (spec §2): 'Campaign renamed successfully'.
        const { campaign, notice } = await renameCampaign(storeOf(c), c.var.user.id, id, body.name, {
          expectedVersion: version,
        });
        return c.json({ campaign: campaignJson(campaign), message: notice });
      }
      const { selectedIds, addIds, removeIds, messages, messageVersions, messageTemplate, ...settings } =
        body;
      const saved = await saveCampaign(storeOf(c), c.var.user.id, id, {
        version,
        settings: { ...settings, ...(messageTemplate !== undefined && { template: messageTemplate }) },
        selectedIds,
        addIds,
        removeIds,
        messages,
        messageVersions,
      });
      return c.json({
        campaign: campaignJson(saved.campaign),
        selection: saved.selection,
        messages_saved: saved.messagesSaved,
        message_versions: saved.messageVersions,
        message: saved.notice,
        lint: lintJson(saved.lint),
        lint_warnings: lintWarningsJson(saved.messageWarnings),
      });
    },
  )
  .put(
    '/:id/status',
    describe({
      summary: "Set a campaign's status",
      tags: ['Campaigns'],
      responses: { 200: { description: 'The campaign', schema: answers.campaignChanged } },
    }),
    validate('json', campaignStatusBody),
    async (c) => {
      const { status, version } = c.req.valid('json');
      const { campaign, notice } = await setCampaignStatus(
        storeOf(c),
        c.var.user.id,
        c.req.param('id'),
        status,
        { expectedVersion: version },
      );
      return c.json({ campaign: campaignJson(campaign), message: notice });
    },
  )
  .delete(
    '/:id',
    describe({
      summary: 'Delete a campaign',
      tags: ['Campaigns'],
      responses: { 200: { description: 'What was deleted', schema: answers.message } },
    }),
    async (c) => {
      const { notice } = await deleteCampaign(storeOf(c), c.var.user.id, c.req.param('id'));
      return c.json({ message: notice });
    },
  )
  .put(
    '/:id/messages',
    describe({
      summary: "Save messages of a campaign's profiles",
      tags: ['Campaigns'],
      responses: { 200: { description: 'How many were saved', schema: answers.messagesSaved } },
    }),
    validate('json', campaignMessagesBody),
    async (c) => {
      const { messages, versions } = c.req.valid('json');
      const written = await saveMessages(storeOf(c), c.var.user.id, c.req.param('id'), messages, versions);
      return c.json({
        saved: written.saved,
        versions: written.versions,
        lint_warnings: lintWarningsJson(written.warnings),
      });
    },
  )
  .put(
    '/:id/profiles/:profileId/message',
    describe({
      summary: "Save one campaign profile's message (blank clears it)",
      tags: ['Campaigns'],
      responses: { 200: { description: 'The saved message', schema: answers.profileMessage } },
    }),
    validate('json', profileMessageBody),
    async (c) => {
      const { id, profileId } = c.req.param();
      const { message = null, version } = c.req.valid('json');
      const saved = await saveCampaignMessage(storeOf(c), c.var.user.id, id, profileId, message, {
        expectedVersion: version,
      });
      // a message saved by hand is not the AI's (spec §3, §4)
      return c.json({
        id: saved.profileId,
        message: saved.message,
        message_processed: false,
        message_version: saved.messageVersion,
        lint: lintJson(saved.lint),
      });
    },
  )
  .post(
    '/:id/populate',
    describe({
      summary: "Fill a template into a campaign's messages",
      tags: ['Campaigns'],
      responses: { 200: { description: 'How many messages were written', schema: answers.populated } },
    }),
    validate('json', populateBody),
    async (c) => {
      const { template, profileIds } = c.req.valid('json');
      const result = await populateMessages(storeOf(c), c.var.user.id, c.req.param('id'), {
        template,
        profileIds,
      });
      return c.json({ count: result.count, message: result.notice });
    },
  )
  .post(
    '/:id/personalize',
    describe({
      summary: 'Write personalised messages with AI (spends credits)',
      tags: ['Campaigns'],
      responses: {
        200: { description: 'The messages, written at once', schema: answers.personalized },
        202: { description: 'A larger batch, queued as a job', schema: answers.personalizeQueued },
      },
    }),
    validate('json', personalizeBody),
    async (c) => {
      const { profileIds, template, context, force } = c.req.valid('json');
      const { store, providers } = c.var.deps;
      const started = await startPersonalization(
        { store, writer: providers.writer },
        c.var.user.id,
        { campaignId: c.req.param('id'), profileIds, template, context, force },
        // A closed tab stops a batch run in the request after its group in flight.
        { signal: c.req.raw.signal },
      );
      if (started.queued) return c.json({ job_id: started.job.id }, 202);
      return c.json({ ...batchResultJson(started.result), message: started.result.notice }, 200);
    },
  )
  .get(
    '/:id/csv',
    describe({
      summary: 'A campaign as CSV',
      tags: ['Campaigns'],
      responses: { 200: { description: 'A CSV file (text/csv)' } },
    }),
    validate('query', csvQuery),
    async (c) => {
      const bom = c.req.valid('query').bom === 'true';
      return csvResponse(c, await exportCampaignCsv(storeOf(c), c.var.user.id, c.req.param('id'), { bom }));
    },
  );
