import {
  activeSendQueues,
  blockUsernames,
  importBlocked,
  type LeadRef,
  leadsForUsername,
  liftBlocked,
  listBlocked,
  markLead,
  openLead,
  paceOverview,
  reportBlocked,
  type SendQueue,
  sendQueue,
  unblockUsernames,
  undoLead,
  updateOutreachSettings,
} from '@leadgen/core';
import {
  blockReportBody,
  doNotContactBody,
  doNotContactCsvBody,
  doNotContactQuery,
  leadStatusBody,
  outreachSettingsBody,
  profileLeadQuery,
} from '@leadgen/core/schemas';
import { blockJson, leadJson, paceOverviewJson, profileLeadJson, sendQueueJson } from '@leadgen/core/wire';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { servedAvatarUrl } from '../demo-avatars.js';
import { requireUser } from '../middleware/session.js';
import { answers } from '../openapi/answers.js';
import { describe } from '../openapi/describe.js';
import { validate } from '../validate.js';

const deps = (c: Context<AppEnv>) => ({ store: c.var.deps.store });

/**
 * The lead a path names: its profile id, or `@username` (the CLI's `campaigns mark <id>
 * <username>`), which core looks up in the campaign as it does locally.
 */
const leadRef = (param: string): LeadRef =>
  param.startsWith('@') ? { username: param.slice(1) } : { profileId: param };

/** A send queue as core's wire shape, with the picture one the browser can load (demo avatars). */
const queueJson = (queue: SendQueue) => sendQueueJson(queue, { avatarUrl: servedAvatarUrl });

/**
 * A campaign's send queue and its leads' outreach statuses (mounted under /api/campaigns):
 * GET /:id/queue, POST /:id/leads/:profileId/status { status, note?, overridePace? } (a send the
 * pace holds is refused, 409 PACE_HELD, unless overridden), …/undo, …/open.
 */
export const campaignOutreachRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/:id/queue',
    describe({
      summary: "A campaign's send queue: the next lead, the pace and the counts",
      tags: ['Outreach'],
      responses: { 200: { description: 'The send queue', schema: answers.sendQueue } },
    }),
    async (c) => c.json(queueJson(await sendQueue(deps(c), c.var.user.id, c.req.param('id')))),
  )
  .post(
    '/:id/leads/:profileId/status',
    describe({
      summary: 'Mark a lead (its profile id, or @username): sent, replied, interested…',
      tags: ['Outreach'],
      responses: { 200: { description: 'The lead', schema: answers.leadMarked } },
    }),
    validate('json', leadStatusBody),
    async (c) => {
      const { status, note, overridePace } = c.req.valid('json');
      const { id, profileId } = c.req.param();
      const { lead, notice, overPace } = await markLead(
        deps(c),
        c.var.user.id,
        id,
        leadRef(profileId),
        status,
        note,
        {
          overridePace,
        },
      );
      return c.json({ lead: leadJson(lead), message: notice, over_pace: overPace });
    },
  )
  .post(
    '/:id/leads/:profileId/undo',
    describe({
      summary: "Undo a lead's last mark (its profile id, or @username)",
      tags: ['Outreach'],
      responses: { 200: { description: 'The lead', schema: answers.leadMarked } },
    }),
    async (c) => {
      const { id, profileId } = c.req.param();
      const { lead, notice } = await undoLead(deps(c), c.var.user.id, id, leadRef(profileId));
      return c.json({ lead: leadJson(lead), message: notice });
    },
  )
  .post(
    '/:id/leads/:profileId/open',
    describe({
      summary: "Record that a lead's profile was opened",
      tags: ['Outreach'],
      responses: { 204: { description: 'Recorded' } },
    }),
    async (c) => {
      const { id, profileId } = c.req.param();
      await openLead(deps(c), c.var.user.id, id, { profileId });
      return c.body(null, 204);
    },
  );

/**
 * Under /api/outreach: the pace settings with the account's health (GET and PUT /settings),
 * "Instagram blocked me" (POST /blocked { note? }, DELETE /blocked to undo it), and for the
 * browser extension the active campaigns' queues (GET /campaigns) and the leads of one username
 * (GET /lead).
 */
export const outreachRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/campaigns',
    describe({
      summary: 'The send queues of your active campaigns',
      tags: ['Outreach'],
      responses: { 200: { description: 'The queues', schema: answers.sendQueues } },
    }),
    async (c) => c.json({ campaigns: (await activeSendQueues(deps(c), c.var.user.id)).map(queueJson) }),
  )
  .get(
    '/lead',
    describe({
      summary: 'The leads of one Instagram username in your active campaigns',
      tags: ['Outreach'],
      responses: { 200: { description: 'The leads', schema: answers.profileLeads } },
    }),
    validate('query', profileLeadQuery),
    async (c) =>
      c.json({
        leads: (await leadsForUsername(deps(c), c.var.user.id, c.req.valid('query').username)).map(
          profileLeadJson,
        ),
      }),
  )
  .get(
    '/settings',
    describe({
      summary: 'Your send pace, the factor that limits sending now and any block reported',
      tags: ['Outreach'],
      responses: { 200: { description: 'The pace', schema: answers.paceSettings } },
    }),
    async (c) => c.json(paceOverviewJson(await paceOverview(deps(c), c.var.user.id))),
  )
  .put(
    '/settings',
    describe({
      summary: 'Change your send pace (daily cap, working hours, time zone, warm-up)',
      tags: ['Outreach'],
      responses: { 200: { description: 'The pace', schema: answers.paceSettings } },
    }),
    validate('json', outreachSettingsBody),
    async (c) => {
      const { version, ...input } = c.req.valid('json');
      await updateOutreachSettings(deps(c), c.var.user.id, input, { expectedVersion: version });
      return c.json(paceOverviewJson(await paceOverview(deps(c), c.var.user.id)));
    },
  )
  .post(
    '/blocked',
    describe({
      summary: 'Report that Instagram blocked you: sending pauses for 24 hours, then a day at half the cap',
      tags: ['Outreach'],
      responses: { 200: { description: 'The block in effect', schema: answers.blockReported } },
    }),
    validate('json', blockReportBody),
    async (c) => {
      const { block, notice } = await reportBlocked(deps(c), c.var.user.id, c.req.valid('json').note);
      return c.json({ blocked: blockJson(block), message: notice });
    },
  )
  .delete(
    '/blocked',
    describe({
      summary: 'Undo the latest block report (a mistaken tap)',
      tags: ['Outreach'],
      responses: { 200: { description: 'Undone', schema: answers.message } },
    }),
    async (c) => c.json({ message: (await liftBlocked(deps(c), c.var.user.id)).notice }),
  );

/** The do-not-contact list: GET a page, POST to add usernames (or a CSV of them), DELETE to take them off. */
export const doNotContactRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    describe({
      summary: 'A page of your do-not-contact list',
      tags: ['Outreach'],
      responses: { 200: { description: 'A page of usernames', schema: answers.doNotContact } },
    }),
    validate('query', doNotContactQuery),
    async (c) => {
      const { limit, after } = c.req.valid('query');
      return c.json(await listBlocked(deps(c), c.var.user.id, { limit, after }));
    },
  )
  .post(
    '/',
    describe({
      summary: 'Add usernames to do-not-contact',
      tags: ['Outreach'],
      responses: { 200: { description: 'How many were added', schema: answers.blocked } },
    }),
    validate('json', doNotContactBody),
    async (c) => {
      const { added, notice } = await blockUsernames(deps(c), c.var.user.id, c.req.valid('json').usernames);
      return c.json({ added, message: notice });
    },
  )
  .post(
    '/csv',
    describe({
      summary: 'Add the usernames of a CSV file to do-not-contact',
      tags: ['Outreach'],
      responses: { 200: { description: 'How many were added', schema: answers.blockedCsv } },
    }),
    validate('json', doNotContactCsvBody),
    async (c) => {
      const { added, notice, note } = await importBlocked(deps(c), c.var.user.id, c.req.valid('json'));
      return c.json({ added, message: notice, note });
    },
  )
  .delete(
    '/',
    describe({
      summary: 'Take usernames off do-not-contact',
      tags: ['Outreach'],
      responses: { 200: { description: 'How many were taken off', schema: answers.unblocked } },
    }),
    validate('json', doNotContactBody),
    async (c) => {
      const { removed, notice } = await unblockUsernames(
        deps(c),
        c.var.user.id,
        c.req.valid('json').usernames,
      );
      return c.json({ removed, message: notice });
    },
  );
