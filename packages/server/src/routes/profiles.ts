import { selectorIds, selectorPage, selectorVersion } from '@leadgen/core';
import { selectorQuery } from '@leadgen/core/schemas';
import { type ProfileInsightJson, profileInsightJson } from '@leadgen/core/wire';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { requireUser } from '../middleware/session.js';
import { answers } from '../openapi/answers.js';
import { describe } from '../openapi/describe.js';
import { pageAnswer } from '../page-answer.js';
import { pageParts, type selectorProfileJson, selectorProfileJsonBytes } from '../profile-json.js';
import { validate } from '../validate.js';

/** A page of the profile selector (GET /api/profiles). */
type SelectorPageJson = {
  profiles: ReturnType<typeof selectorProfileJson>[];
  matching: number;
  candidates: number;
  insight: ProfileInsightJson;
  next_offset: number | null;
  next_cursor: string | null;
};

/** Profiles across the user's completed lists (the create-campaign selector). */
export const profilesRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    describe({
      summary: 'Profiles across your completed lists, filtered (the campaign selector)',
      tags: ['Profiles'],
      responses: { 200: { description: 'A page of profiles', schema: answers.selector } },
    }),
    validate('query', selectorQuery),
    async (c) => {
      const { lists, campaignId, limit, offset, cursor, ...rest } = c.req.valid('query');
      // spec §3: the filter object calls the lists `selectedLists`
      const filter = { ...rest, selectedLists: lists };
      const { store } = c.var.deps;
      const userId = c.var.user.id;
      // A page is the same answer until the user's lists or campaigns change: served from the cache then.
      const version = await selectorVersion({ store }, userId);
      return pageAnswer<SelectorPageJson>(c, `selector\n${new URL(c.req.url).search}`, version, async () => {
        const page = await selectorPage({ store, indexes: c.var.caches.indexes }, userId, {
          filter,
          version,
          exceptCampaign: campaignId,
          limit,
          offset,
          cursor,
        });
        const { matching, candidates, nextOffset, nextCursor, insight } = page;
        return pageParts(page.profiles.map(selectorProfileJsonBytes), {
          matching,
          candidates,
          insight: profileInsightJson(insight),
          next_offset: nextOffset,
          next_cursor: nextCursor,
        } satisfies Omit<SelectorPageJson, 'profiles'>);
      });
    },
  )
  .get(
    '/ids',
    describe({
      summary: "Every matching profile's id and username across your lists",
      tags: ['Profiles'],
      responses: { 200: { description: 'The ids and usernames', schema: answers.usernames } },
    }),
    validate('query', selectorQuery),
    async (c) => {
      // every matching profile's id and username, for Select All (paging parameters are ignored)
      const {
        lists,
        campaignId,
        limit: _limit,
        offset: _offset,
        cursor: _cursor,
        ...rest
      } = c.req.valid('query');
      const profiles = await selectorIds(
        { store: c.var.deps.store, indexes: c.var.caches.indexes },
        c.var.user.id,
        {
          filter: { ...rest, selectedLists: lists },
          exceptCampaign: campaignId,
        },
      );
      return c.json({ profiles });
    },
  );
