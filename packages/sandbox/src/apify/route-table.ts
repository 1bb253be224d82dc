import type { Context, Hono } from 'hono';
import type { SandboxEnv } from '../sandbox-env.js';
import { APIFY_ERRORS, apifyError, methodNotAllowed } from './apify-error.js';

type Method = 'GET' | 'POST';
type Handler = (c: Context<SandboxEnv>) => Response | Promise<Response>;

/** Both prefixes of the actor endpoints: `/v2/actors` (canonical) and `/v2/acts` (deprecated). */
export const ACTOR_PREFIXES = ['/v2/actors', '/v2/acts'] as const;

/**
 * The Apify routes, registered with the methods each path allows, so that every other request
 * gets Apify's error body: 405 method-not-allowed on a known path, 404 page-not-found elsewhere
 * (openapi `MethodNotAllowed.yaml`; Apify's 404 for an unknown endpoint). The openapi.yaml
 * introduction: the `/v2/acts/` prefix "routes to the same handler as its `/v2/actors/...`
 * counterpart", so `actor()` registers a path under both.
 */
export class RouteTable {
  readonly #allowed = new Map<string, Set<Method>>();

  constructor(private readonly app: Hono<SandboxEnv>) {}

  on(method: Method, path: string, handler: Handler): void {
    this.app.on(method, path, handler);
    const methods = this.#allowed.get(path) ?? new Set<Method>();
    methods.add(method);
    this.#allowed.set(path, methods);
  }

  /** A route under both actor prefixes: `subPath` follows `/:actorId`. */
  actor(method: Method, subPath: string, handler: Handler): void {
    for (const prefix of ACTOR_PREFIXES) this.on(method, `${prefix}/:actorId${subPath}`, handler);
  }

  /** To be called after every route: the 405s and the 404. */
  close(): void {
    for (const [path, methods] of this.#allowed) {
      const allowed = [...methods];
      this.app.all(path, (c) => {
        if (c.req.method === 'OPTIONS') {
          return c.body(null, 204, { Allow: ['OPTIONS', ...allowed].join(',') });
        }
        return apifyError(c, 405, ...methodNotAllowed(allowed));
      });
    }
    this.app.all('/v2/*', (c) => apifyError(c, 404, ...APIFY_ERRORS.pageNotFound));
  }
}
