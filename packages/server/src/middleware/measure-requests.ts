import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../app-env.js';

/**
 * Times every request for the request-duration histogram, labelled with the pattern of the route
 * that answered (`/api/lists/:id`), never the raw path: ids in labels would make a new series per
 * list. A request no route answered counts under `unmatched`.
 */
export const measureRequests: MiddlewareHandler<AppEnv> = async (c, next) => {
  const metrics = c.var.deps.metrics;
  if (!metrics) return next();
  const started = performance.now();
  await next();
  // the pattern of the handler that answered (a catch-all '*' or a middleware's '/api/*' when none did)
  const pattern = routePath(c, c.req.routeIndex);
  const route = c.res.status === 404 && pattern.endsWith('*') ? 'unmatched' : pattern;
  metrics.observeRequest({
    method: c.req.method,
    route,
    status: c.res.status,
    seconds: (performance.now() - started) / 1000,
  });
};
