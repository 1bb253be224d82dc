import { type SelectorPage, selectorIds, selectorPage, selectorVersion } from '@leadgen/core';
import { selectorQuery } from '@leadgen/core/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { requireUser } from '../middleware/session.js';
import { cachedJson } from '../page-cache.js';
import { pageJson, type selectorProfileJson, selectorProfileJsonBytes } from '../profile-json.js';
import { validate } from '../validate.js';

/** A page of the profile selector (GET /api/profiles). */
type SelectorPageJson = Omit<SelectorPage, 'profiles'> & {
  profiles: ReturnType<typeof selectorProfileJson>[];
};

/** Profiles across the user's completed lists (the create-campaign selector). */
export const profilesRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', validate('query', selectorQuery), async (c) => {
    const { lists, campaignId, limit, offset, cursor, ...rest } = c.req.valid('query');
    // spec §3: the filter object calls the lists `selectedLists`
    const filter = { ...rest, selectedLists: lists };
    const { store } = c.var.deps;
    const userId = c.var.user.id;
    const { pages, indexes } = c.var.caches;
    // A page is the same answer until the user's lists or campaigns change: serve it from the cache then.
    const version = await selectorVersion({ store }, userId);
    const key = `selector\n${new URL(c.req.url).search}`;
    const cached = pages.get(userId, key, version);
    if (cached !== undefined) return cachedJson<SelectorPageJson>(cached);
    const page = await selectorPage({ store, indexes }, userId, {
      filter,
      version,
      exceptCampaign: campaignId,
      limit,
      offset,
      cursor,
    });
    const { matching, candidates, nextOffset, nextCursor, insight } = page;
    const body = pageJson(page.profiles.map(selectorProfileJsonBytes), {
      matching,
      candidates,
      nextOffset,
      nextCursor,
      insight,
    } satisfies Omit<SelectorPageJson, 'profiles'>);
    pages.set(userId, key, version, body);
    return cachedJson<SelectorPageJson>(body);
  })
  .get('/ids', validate('query', selectorQuery), async (c) => {
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
  });
