import {
  changePassword,
  createSession,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signUp,
  verifyResetToken,
} from '@leadgen/core';
import {
  changePasswordBody,
  forgotPasswordBody,
  resetPasswordBody,
  resetTokenBody,
  signInBody,
  signUpBody,
} from '@leadgen/core/schemas';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { clientIp } from '../client-ip.js';
import { clearSessionCookie, requireUser, sessionToken, setSessionCookie } from '../middleware/session.js';
import { userJson } from '../user-json.js';
import { validate } from '../validate.js';

const accounts = (c: Context<AppEnv>) => {
  const { store, providers, passwords, now } = c.var.deps;
  return { store, mailer: providers.mailer, passwords, now };
};

/** Where reset links point: the web app's /reset-password page (spec §2). */
const resetUrl = (c: Context<AppEnv>) => new URL('/reset-password', c.var.deps.publicUrl).toString();

/** The spec's auth backend, rebuilt (spec §2 auth screens, §5 Auth, DESIGN.md §6). */
export const authRoutes = new Hono<AppEnv>()
  .post('/signup', validate('json', signUpBody), async (c) => {
    const deps = accounts(c);
    const user = await signUp(deps, c.req.valid('json'), { ip: clientIp(c) });
    setSessionCookie(c, await createSession(deps, user.id, { persistent: true }));
    return c.json({ user: userJson(user) }, 201);
  })
  .post('/signin', validate('json', signInBody), async (c) => {
    const { email, password, remember } = c.req.valid('json');
    const { user, session } = await signIn(accounts(c), email, password, {
      ip: clientIp(c),
      persistent: remember === true,
    });
    setSessionCookie(c, session);
    return c.json({ user: userJson(user) });
  })
  .post('/signout', async (c) => {
    const token = sessionToken(c);
    if (token) await signOut(accounts(c), token);
    clearSessionCookie(c);
    // the signed-out session's live streams end now (whose they were is not looked up)
    c.var.liveStreams.recheck();
    return c.body(null, 204);
  })
  .post('/forgot-password', validate('json', forgotPasswordBody), async (c) => {
    const { notice } = await requestPasswordReset(accounts(c), c.req.valid('json').email, {
      resetUrl: resetUrl(c),
      ip: clientIp(c),
    });
    // The mail goes out after the answer, for known and unknown e-mails alike (DESIGN.md §6).
    c.var.deps.resetMails?.kick();
    return c.json({ message: notice });
  })
  .post('/reset-password/verify', validate('json', resetTokenBody), async (c) => {
    return c.json({ valid: await verifyResetToken(accounts(c), c.req.valid('json').token) });
  })
  .post('/reset-password', validate('json', resetPasswordBody), async (c) => {
    const { token, password, confirmPassword } = c.req.valid('json');
    const { user, session, notice } = await resetPassword(accounts(c), token, password, confirmPassword, {
      persistent: true,
    });
    setSessionCookie(c, session);
    c.var.liveStreams.recheck(user.id);
    return c.json({ user: userJson(user), message: notice });
  })
  .post('/change-password', requireUser, validate('json', changePasswordBody), async (c) => {
    const { currentPassword, password, confirmPassword } = c.req.valid('json');
    const { session, notice } = await changePassword(
      accounts(c),
      c.var.user.id,
      currentPassword,
      password,
      confirmPassword,
      { sessionToken: c.var.sessionToken },
    );
    setSessionCookie(c, session);
    c.var.liveStreams.recheck(c.var.user.id);
    return c.json({ message: notice });
  });
