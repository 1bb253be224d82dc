import { activeRuns, cancelJob, getJob, listJobs, resumeJob } from '@leadgen/core';
import { jobsQuery, resumeJobBody } from '@leadgen/core/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { jobJson } from '../job-json.js';
import { requireUser } from '../middleware/session.js';
import { answers } from '../openapi/answers.js';
import { describe } from '../openapi/describe.js';
import { validate } from '../validate.js';

/**
 * The user's jobs: a page of them, their runs still going (GET /active), progress, cancel, and
 * retry of a failed or canceled run.
 */
export const jobsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    describe({
      summary: 'A page of your jobs, newest first',
      tags: ['Runs'],
      responses: { 200: { description: 'A page of jobs', schema: answers.jobs } },
    }),
    validate('query', jobsQuery),
    async (c) => {
      const { limit, cursor } = c.req.valid('query');
      const page = await listJobs({ store: c.var.deps.store }, c.var.user.id, { limit, cursor });
      return c.json({ jobs: page.jobs.map(jobJson), next_cursor: page.nextCursor, total: page.total });
    },
  )
  // the user's runs still going (queued or running): the run screens name them before another starts
  .get(
    '/active',
    describe({
      summary: 'Your runs still queued or running',
      tags: ['Runs'],
      responses: { 200: { description: 'The runs', schema: answers.activeJobs } },
    }),
    async (c) => {
      const runs = await activeRuns({ store: c.var.deps.store }, c.var.user.id);
      return c.json({ jobs: runs.map(jobJson) });
    },
  )
  .get(
    '/:id',
    describe({
      summary: 'A job with its progress and result',
      tags: ['Runs'],
      responses: { 200: { description: 'The job', schema: answers.job } },
    }),
    async (c) => {
      const job = await getJob({ store: c.var.deps.store }, c.var.user.id, c.req.param('id'));
      return c.json({ job: jobJson(job) });
    },
  )
  .post(
    '/:id/cancel',
    describe({
      summary: 'Cancel a queued or running job',
      tags: ['Runs'],
      responses: { 200: { description: 'The job', schema: answers.job } },
    }),
    async (c) => {
      const job = await cancelJob({ store: c.var.deps.store }, c.var.user.id, c.req.param('id'));
      return c.json({ job: jobJson(job) });
    },
  )
  .post(
    '/:id/resume',
    describe({
      summary: 'Resume a failed or canceled run where it stopped',
      tags: ['Runs'],
      responses: { 202: { description: 'The job, queued again', schema: answers.job } },
    }),
    validate('json', resumeJobBody),
    async (c) => {
      const { sessionId } = c.req.valid('json');
      const { store, providers } = c.var.deps;
      const job = await resumeJob({ store, scraper: providers.scraper }, c.var.user.id, c.req.param('id'), {
        sessionId,
      });
      return c.json({ job: jobJson(job) }, 202);
    },
  );
