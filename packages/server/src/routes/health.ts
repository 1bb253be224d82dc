import { checkReadiness } from '@leadgen/core';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.js';

/** A probe's answer is about this moment: no cache keeps it. */
const NO_STORE = { 'Cache-Control': 'no-store' };

/** 503 with why, in the API's snake_case: `{ "status": "not_ready", "reason": "stopping" }`. */
function notReady(c: Context, reason: string) {
  return c.json({ status: 'not_ready', reason }, 503, NO_STORE);
}

/** Liveness: the process answers. Nothing is checked, so a slow database never gets it restarted. */
const healthz = (c: Context) => c.json({ status: 'ok' }, 200, NO_STORE);

/**
 * `/healthz` (liveness: 200 while the process answers) and `/readyz` (readiness: 200 only when the
 * database answers a query and its schema is this release's; 503 with the reason while starting
 * or migrating, from the moment a shutdown begins, and when the database is unreachable or its
 * schema differs). Unauthenticated and tiny: they say nothing but the state.
 */
export const healthRoutes = new Hono<AppEnv>().get('/healthz', healthz).get('/readyz', async (c) => {
  const phase = c.var.deps.phase?.() ?? 'ready';
  if (phase !== 'ready') return notReady(c, phase);
  const readiness = await checkReadiness({ store: c.var.deps.store });
  if (!readiness.ready) return notReady(c, readiness.reason);
  return c.json({ status: 'ready' }, 200, NO_STORE);
});

/**
 * What a server answers while it opens and migrates its database, before the app exists: alive,
 * not ready, and 503 with Retry-After to everything else.
 */
export function startingApp(message: string) {
  return new Hono()
    .get('/healthz', healthz)
    .get('/readyz', (c) => notReady(c, 'starting'))
    .all('*', (c) => c.json({ error: { code: 'HTTP', message } }, 503, { ...NO_STORE, 'Retry-After': '1' }));
}
