import { generateTemplate, personalizeProfile } from '@leadgen/core';
import { messages } from '@leadgen/core/domain';
import { aiPersonalizeBody, aiTemplateBody } from '@leadgen/core/schemas';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { requireUser } from '../middleware/session.js';
import { validate } from '../validate.js';

const writerDeps = (c: Context<AppEnv>) => ({
  store: c.var.deps.store,
  writer: c.var.deps.providers.writer,
});

/** AI template generation and personalisation (spec §7 "Generative AI service"). */
export const aiRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/template', validate('json', aiTemplateBody), async (c) => {
    const { context, campaignId } = c.req.valid('json');
    // A closed tab stops the writer's call (the request's signal aborts).
    const template = await generateTemplate(writerDeps(c), c.var.user.id, {
      context,
      campaignId,
      signal: c.req.raw.signal,
    });
    return c.json({ template, message: messages.aiTemplateGenerated });
  })
  .post('/personalize', validate('json', aiPersonalizeBody), async (c) => {
    const { profileId, template, context, campaignId } = c.req.valid('json');
    const result = await personalizeProfile(writerDeps(c), c.var.user.id, {
      profileId,
      campaignId,
      template,
      context,
      signal: c.req.raw.signal,
    });
    return c.json({
      profileId: result.profileId,
      username: result.username,
      message: result.message,
      notice: result.notice,
    });
  });
