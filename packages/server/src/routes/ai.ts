import { generateTemplate, personalizeProfile, startPersonalization } from '@leadgen/core';
import { messages } from '@leadgen/core/domain';
import { aiDraftsBody, aiPersonalizeBody, aiTemplateBody } from '@leadgen/core/schemas';
import { batchResultJson } from '@leadgen/core/wire';
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
      profile_id: result.profileId,
      username: result.username,
      message: result.message,
      notice: result.notice,
    });
  })
  // The create screen's Personalize selected: the selected profiles' messages written 5 at a time
  // with 1 s between groups (spec §9) and returned unsaved; past the job threshold it is queued
  // as a 'personalize' job whose result carries them (202 with its id).
  .post('/drafts', validate('json', aiDraftsBody), async (c) => {
    const { profileIds, template, context } = c.req.valid('json');
    const started = await startPersonalization(
      writerDeps(c),
      c.var.user.id,
      { profileIds, template, context, draft: true },
      // A closed tab stops the batch after its group in flight.
      { signal: c.req.raw.signal },
    );
    if (started.queued) return c.json({ job_id: started.job.id }, 202);
    const { ok, failed } = batchResultJson(started.result);
    return c.json({ ok, failed, message: started.result.notice }, 200);
  });
