import { authenticateApiKey } from '@leadgen/core';
import { LeadgenError, messages, RateLimitedError } from '@leadgen/core/domain';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.js';
import { type ApiRateLimiter, rateLimitHeaders } from './api-rate-limit.js';

/** Where the public API lives (issue 35). */
export const API_V1 = '/api/v1';
/** The public API's own description, which anyone may read. */
export const OPEN_V1_PATHS: ReadonlySet<string> = new Set([`${API_V1}/openapi.json`, `${API_V1}/docs`]);

/** Whether `path` is under the public API. */
export const isV1Path = (path: string) => path === API_V1 || path.startsWith(`${API_V1}/`);

/** What a read-only key may do: read. */
const READ_METHODS = new Set(['GET', 'HEAD']);

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Authenticates the public API (`/api/v1`): only `Authorization: Bearer <API key>`, never the
 * session cookie, so there is no ambient credential and no CSRF check. A missing, unknown or
 * revoked key is 401; a read-only key asking anything but GET or HEAD is 403. Each authenticated
 * request counts against its key's rate limit, and every answer carries the RateLimit header
 * fields (429 with Retry-After over the limit). The key's user becomes the request's user, so
 * every route's ownership rules apply as for a signed-in user.
 */
export function apiKeyAuth(limiter: ApiRateLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (OPEN_V1_PATHS.has(c.req.path)) return next();
    const header = c.req.header('authorization');
    if (header === undefined) throw new LeadgenError('UNAUTHENTICATED', messages.apiKeyMissing);
    const key = BEARER.exec(header)?.[1];
    const { deps } = c.var;
    const found = key ? await authenticateApiKey({ store: deps.store, now: deps.now }, key) : null;
    if (!found) throw new LeadgenError('UNAUTHENTICATED', messages.apiKeyInvalid);

    const verdict = limiter.take(found.apiKey.id);
    const headers = rateLimitHeaders(verdict);
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    if (!verdict.allowed)
      throw new RateLimitedError(
        messages.apiRateLimited(verdict.limit, verdict.resetSeconds),
        verdict.resetSeconds,
      );
    if (found.apiKey.scope === 'read' && !READ_METHODS.has(c.req.method))
      throw new LeadgenError('FORBIDDEN', messages.apiKeyNeedsWrite(c.req.method));

    c.set('user', found.user);
    c.set('apiKey', found.apiKey);
    await next();
    // an answer made as a new Response (a CSV download) did not take the context's headers
    for (const [name, value] of Object.entries(headers))
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}
