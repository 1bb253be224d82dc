import {
  blockUsernames,
  listBlocked,
  markLead,
  openLead,
  outreachSettings,
  sendQueue,
  unblockUsernames,
  undoLead,
  updateOutreachSettings,
} from '@leadgen/core';
import { formatWorkingHours } from '@leadgen/core/domain';
import {
  doNotContactBody,
  doNotContactQuery,
  leadStatusBody,
  outreachSettingsBody,
} from '@leadgen/core/schemas';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { requireUser } from '../middleware/session.js';
import { validate } from '../validate.js';

const deps = (c: Context<AppEnv>) => ({ store: c.var.deps.store });

/** The pace settings as the browser reads them: working hours as 'HH:MM-HH:MM' or null. */
const settingsJson = (settings: Awaited<ReturnType<typeof outreachSettings>>) => ({
  dailyCap: settings.dailyCap,
  workingHours: settings.workingHours && formatWorkingHours(settings.workingHours),
  timeZone: settings.timeZone,
});

/**
 * A campaign's send queue and its leads' outreach statuses (mounted under /api/campaigns):
 * GET /:id/queue, POST /:id/leads/:profileId/status { status, note? }, …/undo, …/open.
 */
export const campaignOutreachRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/:id/queue', async (c) => {
    const queue = await sendQueue(deps(c), c.var.user.id, c.req.param('id'));
    return c.json({ ...queue, pace: { ...queue.pace, at: queue.pace.at.toISOString() } });
  })
  .post('/:id/leads/:profileId/status', validate('json', leadStatusBody), async (c) => {
    const { status, note } = c.req.valid('json');
    const { id, profileId } = c.req.param();
    const { lead, notice } = await markLead(deps(c), c.var.user.id, id, { profileId }, status, note);
    return c.json({ lead, message: notice });
  })
  .post('/:id/leads/:profileId/undo', async (c) => {
    const { id, profileId } = c.req.param();
    const { lead, notice } = await undoLead(deps(c), c.var.user.id, id, { profileId });
    return c.json({ lead, message: notice });
  })
  .post('/:id/leads/:profileId/open', async (c) => {
    const { id, profileId } = c.req.param();
    await openLead(deps(c), c.var.user.id, id, { profileId });
    return c.body(null, 204);
  });

/** The user's pace settings: GET and PUT /api/outreach/settings. */
export const outreachRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/settings', async (c) => c.json(settingsJson(await outreachSettings(deps(c), c.var.user.id))))
  .put('/settings', validate('json', outreachSettingsBody), async (c) => {
    const settings = await updateOutreachSettings(deps(c), c.var.user.id, c.req.valid('json'));
    return c.json(settingsJson(settings));
  });

/** The do-not-contact list: GET a page, POST to add usernames, DELETE to take them off. */
export const doNotContactRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', validate('query', doNotContactQuery), async (c) => {
    const { limit, after } = c.req.valid('query');
    return c.json(await listBlocked(deps(c), c.var.user.id, { limit, after }));
  })
  .post('/', validate('json', doNotContactBody), async (c) => {
    const { added, notice } = await blockUsernames(deps(c), c.var.user.id, c.req.valid('json').usernames);
    return c.json({ added, message: notice });
  })
  .delete('/', validate('json', doNotContactBody), async (c) => {
    const { removed, notice } = await unblockUsernames(deps(c), c.var.user.id, c.req.valid('json').usernames);
    return c.json({ removed, message: notice });
  });
