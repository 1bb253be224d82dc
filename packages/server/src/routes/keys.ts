import { createApiKey, listApiKeys, revokeApiKey } from '@leadgen/core';
import { createApiKeyBody } from '@leadgen/core/schemas';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { requireUser } from '../middleware/session.js';
import { validate } from '../validate.js';

const deps = (c: Context<AppEnv>) => ({ store: c.var.deps.store, now: c.var.deps.now });

/**
 * The user's API keys, managed from Settings (under /api/keys, signed-in users only: an API key
 * cannot make or revoke keys): POST / creates one and returns the key this once, GET / lists them
 * with their last use, DELETE /:id revokes one.
 */
export const keysRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json({ keys: await listApiKeys(deps(c), c.var.user.id) }))
  .post('/', validate('json', createApiKeyBody), async (c) => {
    const { key, apiKey } = await createApiKey(deps(c), c.var.user.id, c.req.valid('json'));
    return c.json({ key, api_key: apiKey }, 201);
  })
  .delete('/:id', async (c) => {
    const apiKey = await revokeApiKey(deps(c), c.var.user.id, c.req.param('id'));
    return c.json({ api_key: apiKey });
  });
