import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.js';

/**
 * One log line per API request: id, method, path, status and time. Never headers, bodies or
 * query strings (they may carry cookies, passwords or tokens).
 */
export const logRequests: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  if (!c.req.path.startsWith('/api/')) return;
  c.var.deps.log.info(
    {
      requestId: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    },
    'request',
  );
};
