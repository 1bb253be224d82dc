import { addWatch, getWatch, listWatches, queueDueWatches, queueWatchRun, removeWatch } from '@leadgen/core';
import { LeadgenError, messages } from '@leadgen/core/domain';
import { watchBody } from '@leadgen/core/schemas';
import { watchJson } from '@leadgen/core/wire';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { jobJson } from '../job-json.js';
import { requireUser } from '../middleware/session.js';
import { answers } from '../openapi/answers.js';
import { describe } from '../openapi/describe.js';
import { validate } from '../validate.js';

/**
 * The user's watchlists (issue 34): their watches with the last run's new people and missed, a
 * new one (from the "Watch" of a discovery list, or any target), a run now, and removal. The
 * worker runs the runs; every route reads and writes the signed-in user's watches only.
 */
export const watchesRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    describe({
      summary: 'Your watches',
      tags: ['Watches'],
      responses: { 200: { description: 'The watches', schema: answers.watches } },
    }),
    async (c) => {
      const watches = await listWatches({ store: c.var.deps.store }, c.var.user.id);
      return c.json({ watches: watches.map(watchJson) });
    },
  )
  .post(
    '/',
    describe({
      summary: "Watch a target's followers or followings on a schedule",
      tags: ['Watches'],
      responses: { 201: { description: 'The watch', schema: answers.watch } },
    }),
    validate('json', watchBody),
    async (c) => {
      const body = c.req.valid('json');
      const watch = await addWatch({ store: c.var.deps.store }, c.var.user.id, {
        target: body.target,
        type: body.type,
        every: body.every,
        max: body.maxProfiles ?? undefined,
        fromListId: body.fromListId ?? undefined,
      });
      return c.json({ watch: watchJson(watch) }, 201);
    },
  )
  .get(
    '/:id',
    describe({
      summary: 'A watch',
      tags: ['Watches'],
      responses: { 200: { description: 'The watch', schema: answers.watch } },
    }),
    async (c) => {
      const watch = await getWatch({ store: c.var.deps.store }, c.var.user.id, c.req.param('id'));
      return c.json({ watch: watchJson(watch) });
    },
  )
  // every due watch of the user, queued now (the CLI's `watch run --due` in remote mode)
  .post(
    '/run-due',
    describe({
      summary: 'Run your due watches now',
      tags: ['Watches'],
      responses: {
        202: { description: 'The runs queued (none when none is due)', schema: answers.watchRuns },
      },
    }),
    async (c) => {
      const runs = await queueDueWatches({ store: c.var.deps.store }, { userId: c.var.user.id });
      const json = runs.map((run) => ({
        watch: watchJson(run.watch),
        job: jobJson(run.job),
        queued: run.queued,
      }));
      return c.json({ runs: json }, 202);
    },
  )
  // run now: queued for the worker (or the run already queued or running)
  .post(
    '/:id/run',
    describe({
      summary: 'Run a watch now',
      tags: ['Watches'],
      responses: {
        202: { description: 'The run, queued (or the one already queued)', schema: answers.watchRun },
      },
    }),
    async (c) => {
      const run = await queueWatchRun({ store: c.var.deps.store }, c.var.user.id, c.req.param('id'));
      // asked without `due`, a run is always queued or found
      if (!run) throw new LeadgenError('CONFLICT', messages.watchRunning);
      return c.json({ watch: watchJson(run.watch), job: jobJson(run.job), queued: run.queued }, 202);
    },
  )
  .delete(
    '/:id',
    describe({
      summary: 'Remove a watch (its list stays)',
      tags: ['Watches'],
      responses: { 200: { description: 'Removed', schema: answers.ok } },
    }),
    async (c) => {
      await removeWatch({ store: c.var.deps.store }, c.var.user.id, c.req.param('id'));
      return c.json({ ok: true });
    },
  );
