import { Hono } from 'hono';
import type { SandboxContext } from '../context.js';
import type { SandboxEnv } from '../sandbox-env.js';
import { actorRunRoutes } from './actor-run-routes.js';
import { APIFY_ERRORS, apifyError } from './apify-error.js';
import { RouteTable } from './route-table.js';
import { SANDBOX_USER } from './run-json.js';
import { runRoutes } from './run-routes.js';
import { RunStore } from './run-store.js';
import { storageRoutes } from './storage-routes.js';

/**
 * The token of a request: `Authorization: Bearer <token>` (recommended), else the `token` query
 * parameter (openapi.yaml, "Authentication").
 */
export function requestToken(
  authorization: string | undefined,
  query: string | undefined,
): string | undefined {
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  return bearer || query || undefined;
}

/**
 * The sandbox's Apify API v2 (DESIGN.md §4), written from Apify's published contract (apify-docs
 * `apify-api/openapi`, apify-client-js): the actors the sandbox knows (actors.ts) by id under
 * `/v2/actors/` and the deprecated `/v2/acts/`, their runs under `/v2/actor-runs/`, datasets,
 * key-value stores, logs and `/v2/users/me`. Every call needs `settings.apifyToken`; every error
 * is Apify's `{ error: { type, message } }`. Faults, latency and request counting are the app's
 * generic middleware, not repeated here.
 */
export function apifyRoutes(ctx: SandboxContext): Hono<SandboxEnv> {
  const store = new RunStore(ctx);
  const app = new Hono<SandboxEnv>();
  app.use('/v2/*', async (c, next) => {
    const token = requestToken(c.req.header('authorization'), c.req.query('token'));
    if (!token) return apifyError(c, 401, ...APIFY_ERRORS.tokenNotProvided);
    if (token !== ctx.settings().apifyToken) return apifyError(c, 401, ...APIFY_ERRORS.tokenNotValid);
    await next();
  });
  const table = new RouteTable(app);
  // openapi `users@me.yaml`: the token's account (a harmless call to check a token)
  table.on('GET', '/v2/users/me', (c) =>
    c.json({
      data: {
        ...SANDBOX_USER,
        profile: { name: 'Leadgen sandbox' },
        email: 'sandbox@example.com',
        plan: { id: 'FREE' },
        effectivePlatformFeatures: {},
        createdAt: '2026-01-01T00:00:00.000Z',
        isPaying: false,
      },
    }),
  );
  runRoutes(table, ctx, store);
  actorRunRoutes(table, ctx, store);
  storageRoutes(table, store);
  table.close();
  return app;
}
