import type { MiddlewareHandler } from 'hono';

/**
 * API answers are one account's data: the browser keeps none of them. Without this, Back after
 * signing out loads the page again with `GET /api/users/me` answered from the HTTP cache (a
 * back-forward navigation takes cached answers however old), signed in as before. An answer
 * that says how it is cached (the live events stream) keeps its own.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
};
