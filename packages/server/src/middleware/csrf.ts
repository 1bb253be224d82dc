import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.js';
import { ForbiddenError } from '../forbidden.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const isOwnOrigin = (deps: AppDeps, origin: string) =>
  origin === new URL(deps.publicUrl).origin || (deps.localOrigins?.includes(origin) ?? false);

/**
 * Refuses cross-site writes (DESIGN.md §6): on every non-GET request, a browser's
 * `Sec-Fetch-Site` must be same-origin (or none: typed by the user), and an `Origin` header must
 * be the app's own: the configured public URL's, or one of `localOrigins` (the address the server
 * listens on) when none is configured. Never the request's Host: a rebound DNS name sends
 * `Host: evil.example` and `Origin: http://evil.example` alike. Requests with neither header come
 * from programs, not browsers, so a forged page cannot produce them. `exempt` paths (the Stripe
 * webhook, signed instead) are skipped, and so are requests an extension token or an API key
 * authenticated (`extensionToken`, `apiKeyAuth`: neither reads the cookie).
 */
export function csrf(options: { exempt: readonly string[] }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || options.exempt.includes(c.req.path)) return next();
    // an extension token authenticates the request, not the cookie: there is no ambient credential to forge
    // likewise an API key (the public API, /api/v1, never reads the cookie)
    if (c.var.viaExtension || c.var.apiKey) return next();
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    if (site !== undefined && site !== 'same-origin' && site !== 'none') throw new ForbiddenError();
    if (origin !== undefined && !isOwnOrigin(c.var.deps, origin)) throw new ForbiddenError();
    return next();
  };
}
