import { cancelJob, getJob } from '@leadgen/core';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { jobJson } from '../job-json.js';
import { requireUser } from '../middleware/session.js';

/** The user's jobs: progress and cancel. */
export const jobsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/:id', async (c) => {
    const job = await getJob({ store: c.var.deps.store }, c.var.user.id, c.req.param('id'));
    return c.json({ job: jobJson(job) });
  })
  .post('/:id/cancel', async (c) => {
    const job = await cancelJob({ store: c.var.deps.store }, c.var.user.id, c.req.param('id'));
    return c.json({ job: jobJson(job) });
  });
