import { selectorIds, selectorPage } from '@leadgen/core';
import { selectorQuery } from '@leadgen/core/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { requireUser } from '../middleware/session.js';
import { selectorProfileJson } from '../profile-json.js';
import { validate } from '../validate.js';

/** Profiles across the user's completed lists (the create-campaign selector). */
export const profilesRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', validate('query', selectorQuery), async (c) => {
    const { lists, campaignId, limit, offset, ...rest } = c.req.valid('query');
    // spec §3: the filter object calls the lists `selectedLists`
    const filter = { ...rest, selectedLists: lists };
    const page = await selectorPage({ store: c.var.deps.store }, c.var.user.id, {
      filter,
      exceptCampaign: campaignId,
      limit,
      offset,
    });
    const { matching, candidates, nextOffset, insight } = page;
    return c.json({
      profiles: page.profiles.map(selectorProfileJson),
      matching,
      candidates,
      nextOffset,
      insight,
    });
  })
  .get('/ids', validate('query', selectorQuery), async (c) => {
    // every matching profile's id and username, for Select All (paging parameters are ignored)
    const { lists, campaignId, limit: _limit, offset: _offset, ...rest } = c.req.valid('query');
    const profiles = await selectorIds({ store: c.var.deps.store }, c.var.user.id, {
      filter: { ...rest, selectedLists: lists },
      exceptCampaign: campaignId,
    });
    return c.json({ profiles });
  });
