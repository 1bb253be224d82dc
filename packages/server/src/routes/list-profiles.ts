import {
  deleteProfiles,
  exportListCsv,
  listDataVersion,
  listInsight,
  listProfiles,
  listProfileUsernames,
  populateListMessages,
  saveListProfileMessage,
} from '@leadgen/core';
import {
  deleteProfilesBody,
  leadReviewQuery,
  listCsvBody,
  listCsvQuery,
  listUsernamesBody,
  populateListBody,
  profileMessageBody,
} from '@leadgen/core/schemas';
import { lintJson, profileInsightJson } from '@leadgen/core/wire';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { csvResponse } from '../csv-response.js';
import { answers } from '../openapi/answers.js';
import { describe } from '../openapi/describe.js';
import { pageAnswer } from '../page-answer.js';
import { pageParts, type profileJson, profileJsonBytes } from '../profile-json.js';
import { validate } from '../validate.js';

/** A page of a list's lead review (GET /api/lists/:id/profiles). */
type LeadReviewPage = {
  profiles: ReturnType<typeof profileJson>[];
  total: number;
  matching: number;
  next_cursor: string | null;
};

/** A list's profiles: the lead review's pages, ids and usernames, messages, insight, deletes and CSV. */
export const listProfilesRoutes = new Hono<AppEnv>()
  .get(
    '/:id/profiles',
    describe({
      summary: "A page of a list's profiles, filtered and sorted",
      tags: ['Profiles'],
      responses: { 200: { description: 'A page of profiles', schema: answers.leadReview } },
    }),
    validate('query', leadReviewQuery),
    async (c) => {
      const { limit, cursor, sort, dir, ...filter } = c.req.valid('query');
      const { store } = c.var.deps;
      const userId = c.var.user.id;
      const listId = c.req.param('id');
      // A page is the same answer until the list's rows change: served from the cache then.
      const version = await listDataVersion({ store }, userId, listId);
      const key = `lead-review\n${listId}\n${new URL(c.req.url).search}`;
      return pageAnswer<LeadReviewPage>(c, key, version, async () => {
        const page = await listProfiles({ store, indexes: c.var.caches.indexes }, userId, listId, {
          filter,
          sort: { sort, dir },
          version,
          limit,
          cursor: cursor ?? null,
        });
        const { total, matching, nextCursor } = page;
        return pageParts(page.profiles.map(profileJsonBytes), {
          total,
          matching,
          next_cursor: nextCursor,
        } satisfies Omit<LeadReviewPage, 'profiles'>);
      });
    },
  )
  .get(
    '/:id/profile-ids',
    describe({
      summary: "Every matching profile's id and username",
      tags: ['Profiles'],
      responses: { 200: { description: 'The ids and usernames', schema: answers.usernames } },
    }),
    validate('query', leadReviewQuery),
    async (c) => {
      // every matching row's id and username, for "select all matching" and its Open IG (paging
      // parameters are ignored)
      const { limit: _limit, cursor: _cursor, sort: _sort, dir: _dir, ...filter } = c.req.valid('query');
      const profiles = await listProfileUsernames(
        { store: c.var.deps.store, indexes: c.var.caches.indexes },
        c.var.user.id,
        c.req.param('id'),
        { filter },
      );
      return c.json({ profiles });
    },
  )
  .post(
    '/:id/usernames',
    describe({
      summary: 'The usernames of chosen profiles of a list',
      tags: ['Profiles'],
      responses: { 200: { description: 'The ids and usernames', schema: answers.usernames } },
    }),
    validate('json', listUsernamesBody),
    async (c) => {
      // Open IG's usernames for a selection (ids that are not rows of this list are left out)
      const { profileIds } = c.req.valid('json');
      const profiles = await listProfileUsernames(
        { store: c.var.deps.store },
        c.var.user.id,
        c.req.param('id'),
        {
          profileIds,
        },
      );
      return c.json({ profiles });
    },
  )
  .post(
    '/:id/populate',
    describe({
      summary: "Fill a template into the messages of a list's profiles",
      tags: ['Profiles'],
      responses: { 200: { description: 'How many messages were written', schema: answers.populated } },
    }),
    validate('json', populateListBody),
    async (c) => {
      const { template, profileIds } = c.req.valid('json');
      const result = await populateListMessages(
        { store: c.var.deps.store },
        c.var.user.id,
        c.req.param('id'),
        {
          template,
          profileIds,
        },
      );
      return c.json({ count: result.count, message: result.notice });
    },
  )
  .get(
    '/:id/insight',
    describe({
      summary: "The follower bands and flags of a list's profiles",
      tags: ['Profiles'],
      responses: { 200: { description: 'The insight', schema: answers.insight } },
    }),
    async (c) => {
      const { store } = c.var.deps;
      const insight = await listInsight(
        { store, indexes: c.var.caches.indexes },
        c.var.user.id,
        c.req.param('id'),
      );
      return c.json({ insight: profileInsightJson(insight) });
    },
  )
  .delete(
    '/:id/profiles',
    describe({
      summary: 'Delete profiles from a list',
      tags: ['Profiles'],
      responses: { 200: { description: 'How many were deleted', schema: answers.deleted } },
    }),
    validate('json', deleteProfilesBody),
    async (c) => {
      const { profileIds } = c.req.valid('json');
      const { store } = c.var.deps;
      const deleted = await deleteProfiles({ store }, c.var.user.id, c.req.param('id'), profileIds);
      return c.json({ deleted });
    },
  )
  .put(
    '/:id/profiles/:profileId/message',
    describe({
      summary: "Save one profile's message",
      tags: ['Profiles'],
      responses: { 200: { description: 'The saved message', schema: answers.profileMessage } },
    }),
    validate('json', profileMessageBody),
    async (c) => {
      const { id, profileId } = c.req.param();
      const { message = null, version } = c.req.valid('json');
      const saved = await saveListProfileMessage(
        { store: c.var.deps.store },
        c.var.user.id,
        id,
        profileId,
        message,
        { expectedVersion: version },
      );
      // spec §3, §4: a saved message is always message_processed=false
      return c.json({
        id: saved.profileId,
        message: saved.message,
        message_processed: false,
        message_version: saved.messageVersion,
        lint: lintJson(saved.lint),
      });
    },
  )
  .get(
    '/:id/csv',
    describe({
      summary: 'A list as CSV, whole or filtered',
      tags: ['Lists'],
      responses: { 200: { description: 'A CSV file (text/csv)' } },
    }),
    validate('query', listCsvQuery),
    async (c) => {
      // the whole list, or the rows the lead review's filters pass, in its order
      const { bom, sort, dir, ...filter } = c.req.valid('query');
      const download = await exportListCsv({ store: c.var.deps.store }, c.var.user.id, c.req.param('id'), {
        bom: bom === 'true',
        filter,
        sort: { sort, dir },
      });
      return csvResponse(c, download);
    },
  )
  .post(
    '/:id/csv',
    describe({
      summary: 'Chosen profiles of a list as CSV',
      tags: ['Lists'],
      responses: { 200: { description: 'A CSV file (text/csv)' } },
    }),
    validate('json', listCsvBody),
    async (c) => {
      // the selected rows: ids in a body, as a selection may be far too long for a URL
      const { profileIds, bom, sort, dir } = c.req.valid('json');
      const download = await exportListCsv({ store: c.var.deps.store }, c.var.user.id, c.req.param('id'), {
        bom,
        profileIds,
        sort: { sort, dir },
      });
      return csvResponse(c, download);
    },
  );
