import { ConfigError, ValidationError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { User } from '../domain/user.js';
import { normalizeEmail } from '../store/users-repository.js';
import { checkNewPassword, fieldText } from './account-input.js';
import type { RequestOrigin } from './accounts.js';
import { AUTH_LIMITS, refuseWhenLimited, throttleKeys } from './auth-throttle.js';
import { type AccountsDeps, clockOf, passwordsOf, tokenHashOf } from './deps.js';
import { createSession, type IssuedSession } from './sessions.js';

/** A reset link works once, for an hour (DESIGN.md §6). */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/** The reset page reads the token from the URL hash (spec §2 /reset-password). */
export function resetLink(resetUrl: string | URL, token: string): string {
  const url = new URL(resetUrl);
  url.hash = `access_token=${token}&type=recovery`;
  return url.toString();
}

/**
 * Queues a password reset mail (spec §2 /forgot-password): blank is 'Please enter your email
 * address'. Every e-mail, known or not, gets the same work and the same answer: one row in the
 * reset mail queue and no user look-up, so neither the answer nor its timing tells who has an
 * account; `sendQueuedResetMails` looks the user up and mails the link later (at once when the
 * caller kicks a running sender). At most 3 mails per e-mail per hour (further requests answer
 * the same and queue nothing) and 10 requests per client per hour (RATE_LIMITED). The link is
 * `${resetUrl}#access_token=<token>&type=recovery` with a single-use token valid for an hour,
 * made when the mail is sent, of which only the SHA-256 is stored.
 *
 * @example
 * await requestPasswordReset(deps, 'ana@example.com', { resetUrl: 'https://app.example.com/reset-password' });
 * resetMailSender.kick();
 */
export async function requestPasswordReset(
  deps: AccountsDeps,
  email: unknown,
  options: RequestOrigin & { resetUrl: string },
): Promise<{ notice: string }> {
  const address = fieldText(email).trim();
  if (!address) throw new ValidationError(messages.enterEmail);
  const normalized = normalizeEmail(address);
  // Checked here although the sender mails: a setup mistake fails the request, alike for every address.
  if (!deps.mailer) throw new ConfigError(messages.mailNotConfigured);
  const resetUrl = new URL(options.resetUrl).toString();
  const now = clockOf(deps);
  const { rateLimits, resetMailQueue } = deps.store;
  if (options.ip) {
    const key = throttleKeys.resetClient(options.ip);
    refuseWhenLimited(await rateLimits.hit(key, AUTH_LIMITS.resetRequestsPerClient, now));
  }
  const quota = await rateLimits.hit(
    throttleKeys.resetEmail(normalized),
    AUTH_LIMITS.resetMailsPerEmail,
    now,
  );
  if (quota.allowed) await resetMailQueue.add({ email: normalized, resetUrl }, now);
  return { notice: messages.resetEmailSent };
}

/** Whether a reset token is unused and unexpired, without using it (the 'Verifying reset link...' step). */
export async function verifyResetToken(
  deps: Pick<AccountsDeps, 'store' | 'now'>,
  token: unknown,
): Promise<boolean> {
  const tokenHash = tokenHashOf(token);
  if (!tokenHash) return false;
  return (await deps.store.passwordResets.find(tokenHash, clockOf(deps))) !== undefined;
}

/**
 * Sets a new password from a reset link (spec §5 Auth): both fields required ('Please fill in
 * all fields'), matching, at least 6 characters; an unknown, used or expired token is 'Invalid
 * or expired reset link. Please request a new password reset.' On success the token is used
 * up, all the user's sessions and other reset links end, and a new session is issued (spec §2:
 * the page then goes to the dashboard).
 */
export async function resetPassword(
  deps: AccountsDeps,
  token: unknown,
  password: unknown,
  confirmPassword: unknown,
  options: { persistent?: boolean } = {},
): Promise<{ user: User; session: IssuedSession; notice: string }> {
  const next = fieldText(password);
  const confirm = fieldText(confirmPassword);
  if (!next || !confirm) throw new ValidationError(messages.fillAllFields);
  checkNewPassword(next, confirm);
  const now = clockOf(deps);
  const tokenHash = tokenHashOf(token);
  // Checked before hashing, so a bad link costs no argon2 work.
  if (!tokenHash || !(await deps.store.passwordResets.find(tokenHash, now))) {
    throw new ValidationError(messages.invalidResetLink);
  }
  const passwordHash = await passwordsOf(deps).hash(next);
  return deps.store.transaction(async (tx) => {
    const userId = await tx.passwordResets.consume(tokenHash, now);
    const user = userId ? await tx.users.get(userId) : undefined;
    if (!user) throw new ValidationError(messages.invalidResetLink);
    await tx.users.setPasswordHash(user.id, passwordHash);
    await tx.sessions.deleteAllOfUser(user.id);
    await tx.passwordResets.deleteAllOfUser(user.id);
    const session = await createSession({ ...deps, store: tx }, user.id, options);
    return { user, session, notice: messages.passwordUpdated };
  });
}
