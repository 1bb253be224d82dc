import { authenticate } from '@leadgen/core';
import { LeadgenError } from '@leadgen/core/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env.js';

/**
 * The session cookie (DESIGN.md §6): HttpOnly, SameSite=Lax, path /; over https it is Secure
 * and `__Host-` prefixed (bound to this host). A remember-me session carries its expiry; without
 * remember-me it is a browser-session cookie (the server still ends it after a day idle).
 */
export function cookieName(c: Context<AppEnv>): string {
  return isHttps(c) ? '__Host-leadgen_session' : 'leadgen_session';
}

const isHttps = (c: Context<AppEnv>) => c.var.deps.publicUrl.startsWith('https:');

export function setSessionCookie(
  c: Context<AppEnv>,
  session: { token: string; persistent: boolean; expiresAt: string },
): void {
  setCookie(c, cookieName(c), session.token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(c),
    ...(session.persistent ? { expires: new Date(session.expiresAt) } : {}),
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, cookieName(c), { path: '/', secure: isHttps(c) });
}

export const sessionToken = (c: Context<AppEnv>): string | undefined => getCookie(c, cookieName(c));

/**
 * Lets only signed-in users through: sets `user` and `sessionToken`, and slides a remember-me
 * cookie's expiry with the session's. 401 'Please sign in' otherwise. A request an extension token
 * authenticated (only ever on the outreach routes, `extensionToken`) or an API key authenticated
 * (only ever under /api/v1, `apiKeyAuth`) already has its user.
 */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.viaExtension || c.var.apiKey) return next();
  const token = sessionToken(c);
  const { deps } = c.var;
  const session = token ? await authenticate({ store: deps.store, now: deps.now }, token) : null;
  if (!token || !session) throw new LeadgenError('UNAUTHENTICATED', 'Please sign in');
  c.set('user', session.user);
  c.set('sessionToken', token);
  if (session.persistent) setSessionCookie(c, { token, persistent: true, expiresAt: session.expiresAt });
  await next();
};
