import { estimateRun, validateCustom, validateDiscovery } from '@leadgen/core';
import { customListBody, discoveryBody } from '@leadgen/core/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { estimateJson } from '../list-json.js';
import { requireUser } from '../middleware/session.js';
import { answers } from '../openapi/answers.js';
import { describe } from '../openapi/describe.js';
import { validate } from '../validate.js';

/** An estimate needs no Instagram login: whatever the actor, the session id is not asked for. */
const noSessionId = { sessionIdRequired: () => false };

/**
 * What a run would cost before it is started (issue 30; mounted under /api/lists), for the run
 * screens' configuration card: POST /discovery/estimate takes the discovery body, POST
 * /custom/estimate the custom list's JSON body, each with `refresh`; both answer `{ estimate }`
 * with the people already known and the summary, and queue nothing.
 */
export const runEstimateRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post(
    '/discovery/estimate',
    describe({
      summary: 'What a discovery run would cost, queueing nothing',
      tags: ['Runs'],
      responses: { 200: { description: 'The estimate', schema: answers.estimate } },
    }),
    validate('json', discoveryBody),
    async (c) => {
      const { targets, type, maxProfiles, name, refresh } = c.req.valid('json');
      const request = validateDiscovery(
        { targets, type, max: maxProfiles ?? undefined, name, refresh },
        noSessionId,
      );
      return c.json({ estimate: estimateJson(await estimateRun(c.var.deps.store, c.var.user.id, request)) });
    },
  )
  .post(
    '/custom/estimate',
    describe({
      summary: 'What a usernames run would cost, queueing nothing',
      tags: ['Runs'],
      responses: { 200: { description: 'The estimate', schema: answers.estimate } },
    }),
    validate('json', customListBody),
    async (c) => {
      const { usernames, name, refresh } = c.req.valid('json');
      const request = validateCustom({ usernames, name, refresh });
      return c.json({ estimate: estimateJson(await estimateRun(c.var.deps.store, c.var.user.id, request)) });
    },
  );
