import { Hono } from 'hono';
import type { SandboxEnv } from '../app.js';
import type { SandboxContext } from '../context.js';
import { apifyError } from './apify-error.js';
import { runRoutes } from './run-routes.js';
import { RunStore } from './run-store.js';
import { storageRoutes } from './storage-routes.js';

/** The token of a request: `Authorization: Bearer <token>`, else the `token` query parameter. */
export function requestToken(
  authorization: string | undefined,
  query: string | undefined,
): string | undefined {
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  return bearer || query || undefined;
}

/**
 * The sandbox's Apify API (DESIGN.md §4) under `/v2/`: run an actor synchronously and get its
 * dataset items, or run it asynchronously and read its run, dataset and INPUT record. Any actor id
 * (`owner~name`) is accepted; the input decides whether it behaves as the followers actor or the
 * profile actor (see actors.ts). Every call needs `settings.apifyToken`. Faults, latency and
 * request counting are the app's generic middleware, not repeated here.
 */
export function apifyRoutes(ctx: SandboxContext): Hono<SandboxEnv> {
  const store = new RunStore(ctx);
  const app = new Hono<SandboxEnv>();
  app.use('/v2/*', async (c, next) => {
    const token = requestToken(c.req.header('authorization'), c.req.query('token'));
    if (token !== ctx.settings().apifyToken) {
      const message = token ? 'Authentication token is not valid.' : 'Authentication token was not provided.';
      return apifyError(c, 401, message);
    }
    await next();
  });
  app.route('/', runRoutes(ctx, store));
  app.route('/', storageRoutes(store));
  return app;
}
