import { API_KEY_PREFIX, authenticateExtension } from '@leadgen/core';
import { LeadgenError, messages } from '@leadgen/core/domain';
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from '../app-env.js';
import { METRICS_PATH } from '../routes/metrics.js';
import { isV1Path } from './api-key.js';

/**
 * The only routes a browser extension token opens (issue 23): a campaign's send queue, a lead's
 * status, undo and open, the active campaigns' queues, the leads of one username, and reporting
 * (or undoing) "Instagram blocked me". Every other
 * route refuses a token, so a leaked token cannot read lists, spend credits or change the account.
 */
export const EXTENSION_ROUTES: readonly { method: 'GET' | 'POST' | 'DELETE'; path: RegExp }[] = [
  { method: 'GET', path: /^\/api\/campaigns\/[^/]+\/queue$/ },
  { method: 'POST', path: /^\/api\/campaigns\/[^/]+\/leads\/[^/]+\/(?:status|undo|open)$/ },
  { method: 'GET', path: /^\/api\/outreach\/campaigns$/ },
  { method: 'GET', path: /^\/api\/outreach\/lead$/ },
  // "Instagram blocked me" from the panel, and its undo (issue 36)
  { method: 'POST', path: /^\/api\/outreach\/blocked$/ },
  { method: 'DELETE', path: /^\/api\/outreach\/blocked$/ },
];

/** Whether an extension token may make this request (HEAD reads like GET). */
export function isExtensionRoute(method: string, path: string): boolean {
  const asked = method === 'HEAD' ? 'GET' : method;
  return EXTENSION_ROUTES.some((route) => route.method === asked && route.path.test(path));
}

/** The extension pages' origins: Chrome's (and Firefox's) extension schemes. */
const EXTENSION_ORIGIN = /^(?:chrome|moz)-extension:\/\/[a-z0-9-]+$/i;

const extensionCors = cors({
  origin: (origin) => (EXTENSION_ORIGIN.test(origin) ? origin : null),
  allowMethods: ['GET', 'POST', 'DELETE'],
  allowHeaders: ['Authorization', 'Content-Type'],
  maxAge: 600,
});

/**
 * CORS for the extension routes, answered to extension origins only and without credentials:
 * the extension authenticates with its token, never with the cookie.
 */
export const extensionRoutesCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  const method =
    c.req.method === 'OPTIONS' ? (c.req.header('access-control-request-method') ?? '') : c.req.method;
  if (!isExtensionRoute(method, c.req.path)) return next();
  return extensionCors(c, next);
};

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Authenticates `Authorization: Bearer <extension token>` requests: on an extension route the
 * token's user becomes the request's user (the cookie is not read, so the CSRF check, which
 * guards cookies, does not apply); on any other route, or with an unknown or revoked token, 401.
 * Three credentials, three places: the extension token here, an API key under /api/v1 (read
 * by `apiKeyAuth`), and the session cookie everywhere else under /api; `/metrics` reads its own
 * bearer token (the scraper's). Requests without the header pass on to the cookie session.
 */
export const extensionToken: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('authorization');
  // the scraper's bearer token is /metrics' own, and an API key the public API's
  if (header === undefined || c.req.path === METRICS_PATH || isV1Path(c.req.path)) return next();
  const token = BEARER.exec(header)?.[1];
  if (token?.startsWith(API_KEY_PREFIX)) throw new LeadgenError('UNAUTHENTICATED', messages.apiKeyOnV1);
  if (!isExtensionRoute(c.req.method, c.req.path))
    throw new LeadgenError('UNAUTHENTICATED', messages.extensionTokenRefused);
  const { deps } = c.var;
  const user = token ? await authenticateExtension({ store: deps.store, now: deps.now }, token) : null;
  if (!user) throw new LeadgenError('UNAUTHENTICATED', messages.extensionTokenInvalid);
  c.set('user', user);
  c.set('viaExtension', true);
  await next();
};
