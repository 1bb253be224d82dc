import { listExtensionPairings, pairExtension, revokeExtensionPairing } from '@leadgen/core';
import { pairExtensionBody } from '@leadgen/core/schemas';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { requireUser } from '../middleware/session.js';
import { validate } from '../validate.js';

const deps = (c: Context<AppEnv>) => ({ store: c.var.deps.store, now: c.var.deps.now });

/**
 * The browser extension's pairings (under /api/extension, signed-in users only): POST /tokens
 * pairs a browser and returns its token this once, GET /tokens lists the paired browsers,
 * DELETE /tokens/:id revokes one.
 */
export const extensionRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/tokens', validate('json', pairExtensionBody), async (c) => {
    const { token, pairing } = await pairExtension(deps(c), c.var.user.id, c.req.valid('json').label);
    return c.json({ token, pairing }, 201);
  })
  .get('/tokens', async (c) => c.json({ pairings: await listExtensionPairings(deps(c), c.var.user.id) }))
  .delete('/tokens/:id', async (c) => {
    await revokeExtensionPairing(deps(c), c.var.user.id, c.req.param('id'));
    return c.body(null, 204);
  });
