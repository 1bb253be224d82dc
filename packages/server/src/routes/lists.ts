import {
  deleteList,
  getList,
  listCampaignUse,
  listCompleteness,
  listLists,
  listStanding,
  listStandings,
  markProfilesSeen,
  queueRun,
  renameList,
  resumeListRun,
  validateCustom,
  validateDiscovery,
} from '@leadgen/core';
import { MAX_CSV_BYTES, messages, type UsernameCsvFile } from '@leadgen/core/domain';
import {
  customListBody,
  customListForm,
  discoveryBody,
  renameListBody,
  resumeJobBody,
  seenProfilesBody,
} from '@leadgen/core/schemas';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../app-env.js';
import { jobJson } from '../job-json.js';
import { completenessJson, estimateJson, listJson } from '../list-json.js';
import { requireUser } from '../middleware/session.js';
import { answers } from '../openapi/answers.js';
import { describe } from '../openapi/describe.js';
import { validate } from '../validate.js';
import { listProfilesRoutes } from './list-profiles.js';

/**
 * A CSV upload's body may exceed the file's 1 MB by the multipart envelope; past that the body is
 * refused unread (413) with spec §5's size message. Files between 1 MB and this limit get the
 * same message from `parseUsernameCsv`.
 */
const UPLOAD_LIMIT = MAX_CSV_BYTES + 64 * 1024;
const uploadLimit = bodyLimit({
  maxSize: UPLOAD_LIMIT,
  onError: () => {
    throw new HTTPException(413, { message: messages.csvTooLarge });
  },
});

/** An uploaded file as the CSV import reads it (spec §5: name and size are checked before the text). */
async function csvFile(file: File): Promise<UsernameCsvFile> {
  const readable = file.name.toLowerCase().endsWith('.csv') && file.size <= MAX_CSV_BYTES;
  return { fileName: file.name, size: file.size, text: readable ? await file.text() : '' };
}

/** The user's lists (discovery and custom); their profiles and CSV are list-profiles.ts. */
export const listsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    describe({
      summary: 'Your lists, with what each is doing and the campaigns using it',
      tags: ['Lists'],
      responses: { 200: { description: 'The lists', schema: answers.lists } },
    }),
    async (c) => {
      const { store } = c.var.deps;
      const lists = await listLists({ store }, c.var.user.id);
      const standings = await listStandings({ store }, c.var.user.id, lists);
      const use = await listCampaignUse({ store }, c.var.user.id);
      return c.json({
        lists: lists.map((list) => ({
          ...listJson(list),
          standing: standings.get(list.id) ?? null,
          // what a delete keeps: the campaigns holding some of its profiles (a campaign owns its leads)
          campaign_use: use.get(list.id) ?? null,
        })),
      });
    },
  )
  // the dashboard's failed list: its run tried again (the job's own route is POST /api/jobs/:id/resume)
  .post(
    '/:id/retry',
    describe({
      summary: "Try a failed list's run again",
      tags: ['Runs'],
      responses: { 202: { description: 'The run, queued again', schema: answers.job } },
    }),
    validate('json', resumeJobBody),
    async (c) => {
      const { sessionId } = c.req.valid('json');
      const { store, providers } = c.var.deps;
      const job = await resumeListRun(
        { store, scraper: providers.scraper },
        c.var.user.id,
        c.req.param('id'),
        {
          sessionId,
        },
      );
      return c.json({ job: jobJson(job) }, 202);
    },
  )
  .post(
    '/discovery',
    describe({
      summary: 'Start a discovery run: the followers or followings of up to 5 accounts',
      tags: ['Runs'],
      responses: { 202: { description: 'The run, queued, with its estimate', schema: answers.runQueued } },
    }),
    validate('json', discoveryBody),
    async (c) => {
      const { targets, type, maxProfiles, sessionId, name, refresh } = c.req.valid('json');
      const payload = validateDiscovery(
        { targets, type, max: maxProfiles ?? undefined, sessionId, name, refresh },
        c.var.deps.providers.scraper,
      );
      const { store } = c.var.deps;
      const { job, estimate } = await queueRun({ store }, c.var.user.id, { kind: 'discover', payload });
      return c.json({ job_id: job.id, estimate: estimateJson(estimate) }, 202);
    },
  )
  .post(
    '/custom',
    describe({
      summary: 'Start a run that looks up usernames (a JSON list, or a CSV file as multipart)',
      tags: ['Runs'],
      responses: { 202: { description: 'The run, queued, with its estimate', schema: answers.runQueued } },
    }),
    async (c, next) =>
      c.req.header('content-type')?.startsWith('multipart/') ? uploadLimit(c, next) : next(),
    validate('json', customListBody),
    validate('form', customListForm),
    async (c) => {
      const form = c.req.valid('form');
      const body = c.req.valid('json');
      const payload = validateCustom({
        usernames: body.usernames,
        csv: form.file ? await csvFile(form.file) : undefined,
        sessionId: form.sessionId ?? body.sessionId,
        name: form.name ?? body.name,
        refresh: form.refresh === 'true' || body.refresh,
      });
      const { store } = c.var.deps;
      const { job, estimate } = await queueRun({ store }, c.var.user.id, { kind: 'custom', payload });
      return c.json({ job_id: job.id, estimate: estimateJson(estimate) }, 202);
    },
  )
  .get(
    '/:id',
    describe({
      summary: 'A list with its completeness per target',
      tags: ['Lists'],
      responses: { 200: { description: 'The list', schema: answers.list } },
    }),
    async (c) => {
      const { store } = c.var.deps;
      const list = await getList({ store }, c.var.user.id, c.req.param('id'));
      const standing = await listStanding({ store }, c.var.user.id, list.id);
      // issue 34: what each target has, what was collected, and why it came up short
      const completeness = completenessJson(await listCompleteness({ store }, c.var.user.id, list.id));
      return c.json({ list: { ...listJson(list), standing, completeness } });
    },
  )
  .patch(
    '/:id',
    describe({
      summary: 'Rename a list',
      tags: ['Lists'],
      responses: { 200: { description: 'The renamed list', schema: answers.listChanged } },
    }),
    validate('json', renameListBody),
    async (c) => {
      const { store } = c.var.deps;
      const { name = '', version } = c.req.valid('json');
      const { list, notice } = await renameList({ store }, c.var.user.id, c.req.param('id'), name, {
        expectedVersion: version,
      });
      return c.json({ list: listJson(list), message: notice });
    },
  )
  // lead review showed a watch's new people: they are new no more (issue 34)
  .post(
    '/:id/seen',
    describe({
      summary: "Mark a watch's new people as seen",
      tags: ['Lists'],
      responses: { 200: { description: 'How many were new', schema: answers.cleared } },
    }),
    validate('json', seenProfilesBody),
    async (c) => {
      const { profileIds } = c.req.valid('json');
      const cleared = await markProfilesSeen(
        { store: c.var.deps.store },
        c.var.user.id,
        c.req.param('id'),
        profileIds,
      );
      return c.json({ cleared });
    },
  )
  .delete(
    '/:id',
    describe({
      summary: 'Delete a list (campaigns keep their leads)',
      tags: ['Lists'],
      responses: { 200: { description: 'What the delete kept', schema: answers.listDeleted } },
    }),
    async (c) => {
      const { notice, kept } = await deleteList(
        { store: c.var.deps.store },
        c.var.user.id,
        c.req.param('id'),
      );
      return c.json({ message: notice, kept });
    },
  )
  // a list's profiles (GET /api/lists/:id/profiles and the rest): list-profiles.ts
  .route('/', listProfilesRoutes);
