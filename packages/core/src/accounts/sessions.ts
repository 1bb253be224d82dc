import type { User } from '../domain/user.js';
import { clockOf, hashToken, newToken, type SessionDeps, tokenHashOf } from './deps.js';

const DAY = 24 * 60 * 60_000;

/** A remembered session ends after 30 days without use (DESIGN.md §6); each use slides it. */
export const SESSION_TTL_MS = 30 * DAY;
/**
 * A session without remember-me ends after 1 day without use. Its cookie has no Max-Age and
 * dies with the browser, but the server does not rely on the browser for that.
 */
export const TRANSIENT_SESSION_TTL_MS = DAY;
/** The expiry slides at most once a minute, so a burst of requests is not a burst of writes. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** A newly issued session: `token` goes in the cookie and is never stored. */
export interface IssuedSession {
  token: string;
  persistent: boolean;
  expiresAt: string;
}

/** A session's user, with the session's kind and current expiry (for the cookie). */
export interface AuthSession {
  user: User;
  persistent: boolean;
  expiresAt: string;
}

const lifetime = (persistent: boolean) => (persistent ? SESSION_TTL_MS : TRANSIENT_SESSION_TTL_MS);

/**
 * Issues a session for a user: an opaque 256-bit token of which only the SHA-256 is stored.
 * `persistent` is the login form's remember-me (default off).
 *
 * @example
 * const { token, expiresAt } = await createSession(deps, user.id, { persistent: true });
 */
export async function createSession(
  deps: SessionDeps,
  userId: string,
  options: { persistent?: boolean } = {},
): Promise<IssuedSession> {
  const persistent = options.persistent ?? false;
  const now = clockOf(deps);
  const token = newToken(deps);
  const expiresAt = new Date(now.getTime() + lifetime(persistent));
  await deps.store.sessions.create({ tokenHash: hashToken(token), userId, persistent, expiresAt }, now);
  return { token, persistent, expiresAt: expiresAt.toISOString() };
}

/**
 * The signed-in user for a session token, or null when the token is unknown, revoked or
 * expired. Each use slides the expiry (30 days, or 1 day without remember-me), written at most
 * once a minute.
 */
export async function authenticate(deps: SessionDeps, token: unknown): Promise<AuthSession | null> {
  const tokenHash = tokenHashOf(token);
  if (!tokenHash) return null;
  const now = clockOf(deps);
  const session = await deps.store.sessions.find(tokenHash, now);
  if (!session) return null;
  const user = await deps.store.users.get(session.user_id);
  if (!user) return null;
  let expiresAt = session.expires_at;
  if (now.getTime() - Date.parse(session.last_seen_at) >= SESSION_TOUCH_INTERVAL_MS) {
    const slid = new Date(now.getTime() + lifetime(session.persistent));
    if (!(await deps.store.sessions.touch(tokenHash, slid, now))) return null;
    expiresAt = slid.toISOString();
  }
  return { user, persistent: session.persistent, expiresAt };
}

/**
 * Whether a session token is still signed in, without sliding its expiry: what a long-lived
 * connection (the live-event stream) re-checks while it stays open.
 */
export async function sessionIsActive(deps: SessionDeps, token: unknown): Promise<boolean> {
  const tokenHash = tokenHashOf(token);
  return tokenHash !== undefined && (await deps.store.sessions.find(tokenHash, clockOf(deps))) !== undefined;
}

/** Ends the session of this token; a token that is unknown or already ended is no error. */
export async function signOut(deps: Pick<SessionDeps, 'store'>, token: unknown): Promise<void> {
  const tokenHash = tokenHashOf(token);
  if (tokenHash) await deps.store.sessions.delete(tokenHash);
}
