import { LeadgenError, NotFoundError, ValidationError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { User, UserProfileFields } from '../domain/user.js';
import { normalizeEmail } from '../store/users-repository.js';
import { checkNewPassword, fieldText, optionalText } from './account-input.js';
import { AUTH_LIMITS, refuseWhenLimited, throttleKeys } from './auth-throttle.js';
import { type AccountsDeps, clockOf, dummyHash, passwordsOf, tokenHashOf } from './deps.js';
import { createSession, type IssuedSession } from './sessions.js';
import { staleSettings } from './settings-version.js';

/** The sign-up form (spec §2 /signup). Fields arrive from forms, so anything may be missing. */
export interface SignUpInput {
  email?: string;
  password?: string;
  confirmPassword?: string;
  firstName?: string;
  lastName?: string;
  instagramUsername?: string | null;
  industry?: string | null;
  referralSource?: string | null;
}

/** Where a request came from, for the per-client throttles; without `ip` they do not apply. */
export interface RequestOrigin {
  ip?: string;
}

/**
 * Creates an account (spec §5 Auth): e-mail, password, first and last name required ('Please
 * fill in all required fields'), passwords must match and be at least 6 characters; the
 * optional fields are stored as null when blank. The user starts with the signup credits. A
 * taken e-mail is CONFLICT; more than 10 sign-ups per client per hour is RATE_LIMITED.
 *
 * @example
 * const user = await signUp(deps, { email, password, confirmPassword: password, firstName, lastName });
 * const session = await createSession(deps, user.id);
 */
export async function signUp(
  deps: AccountsDeps,
  input: SignUpInput,
  origin: RequestOrigin = {},
): Promise<User> {
  const email = fieldText(input.email).trim();
  const password = fieldText(input.password);
  const firstName = fieldText(input.firstName).trim();
  const lastName = fieldText(input.lastName).trim();
  if (!email || !password || !firstName || !lastName) {
    throw new ValidationError(messages.fillAllRequiredFields);
  }
  checkNewPassword(password, fieldText(input.confirmPassword));
  const normalized = normalizeEmail(email);
  if (origin.ip) {
    const key = throttleKeys.signUpClient(origin.ip);
    refuseWhenLimited(await deps.store.rateLimits.hit(key, AUTH_LIMITS.signUpsPerClient, clockOf(deps)));
  }
  return deps.store.users.create({
    email: normalized,
    password_hash: await passwordsOf(deps).hash(password),
    first_name: firstName,
    last_name: lastName,
    instagram_username: optionalText(input.instagramUsername),
    industry: optionalText(input.industry),
    referral_source: optionalText(input.referralSource),
  });
}

/**
 * Signs in with e-mail and password and issues a session (`persistent` is remember-me). Blank
 * fields: 'Please fill in all fields'; a wrong e-mail or password: 'Invalid email or password'
 * (UNAUTHENTICATED) either way, and an unknown e-mail still verifies a hash so both take as
 * long. Throttled (AUTH_LIMITS): a locked-out client or account gets RATE_LIMITED.
 */
export async function signIn(
  deps: AccountsDeps,
  email: unknown,
  password: unknown,
  options: RequestOrigin & { persistent?: boolean } = {},
): Promise<{ user: User; session: IssuedSession }> {
  const address = fieldText(email).trim().toLowerCase();
  const secret = fieldText(password);
  if (!address || !secret) throw new ValidationError(messages.fillAllFields);
  const now = clockOf(deps);
  const { rateLimits, users } = deps.store;
  const clientLimit = options.ip ? throttleKeys.signInClient(options.ip) : undefined;
  const accountLimit = throttleKeys.signInAccount(address);
  if (clientLimit) {
    refuseWhenLimited(await rateLimits.peek(clientLimit, AUTH_LIMITS.signInFailuresPerClient, now));
  }
  refuseWhenLimited(await rateLimits.peek(accountLimit, AUTH_LIMITS.signInFailuresPerAccount, now));

  const passwords = passwordsOf(deps);
  const dummy = await dummyHash(passwords);
  const user = await users.findByEmail(address);
  const stored = user ? await users.passwordHash(user.id) : undefined;
  const matches = await passwords.verify(stored ?? dummy, secret);
  if (!user || !stored || !matches) {
    if (clientLimit) await rateLimits.hit(clientLimit, AUTH_LIMITS.signInFailuresPerClient, now);
    await rateLimits.hit(accountLimit, AUTH_LIMITS.signInFailuresPerAccount, now);
    throw new LeadgenError('UNAUTHENTICATED', messages.invalidCredentials);
  }
  // The account's failures were someone guessing or the owner mistyping: the owner is back.
  await rateLimits.reset(accountLimit);
  return { user, session: await createSession(deps, user.id, { persistent: options.persistent }) };
}

/**
 * Changes a signed-in user's password: every field required ('Please fill in all fields'),
 * the new one must match its confirmation and be at least 6 characters, and the current one
 * must be right ('Current password is incorrect'; wrong guesses count toward the account's
 * sign-in throttle). All the user's sessions end, including the caller's, and a fresh session
 * replaces it: pass the caller's `sessionToken` to keep its remember-me setting.
 */
export async function changePassword(
  deps: AccountsDeps,
  userId: string,
  currentPassword: unknown,
  newPassword: unknown,
  confirmPassword: unknown,
  options: { sessionToken?: string; persistent?: boolean } = {},
): Promise<{ session: IssuedSession; notice: string }> {
  const current = fieldText(currentPassword);
  const next = fieldText(newPassword);
  const confirm = fieldText(confirmPassword);
  if (!current || !next || !confirm) throw new ValidationError(messages.fillAllFields);
  checkNewPassword(next, confirm);
  const now = clockOf(deps);
  const user = await deps.store.users.get(userId);
  if (!user) throw new NotFoundError(messages.userNotFound);
  const limit = throttleKeys.signInAccount(user.email);
  refuseWhenLimited(await deps.store.rateLimits.peek(limit, AUTH_LIMITS.signInFailuresPerAccount, now));
  const passwords = passwordsOf(deps);
  const stored = await deps.store.users.passwordHash(userId);
  const matches = await passwords.verify(stored ?? (await dummyHash(passwords)), current);
  if (!stored || !matches) {
    await deps.store.rateLimits.hit(limit, AUTH_LIMITS.signInFailuresPerAccount, now);
    throw new ValidationError(messages.currentPasswordIncorrect);
  }
  const callerHash = tokenHashOf(options.sessionToken);
  const caller = callerHash ? await deps.store.sessions.find(callerHash, now) : undefined;
  const persistent = caller?.user_id === userId ? caller.persistent : (options.persistent ?? false);
  const passwordHash = await passwords.hash(next);
  const session = await deps.store.transaction(async (tx) => {
    await tx.users.setPasswordHash(userId, passwordHash);
    await tx.sessions.deleteAllOfUser(userId);
    await tx.passwordResets.deleteAllOfUser(userId);
    return createSession({ ...deps, store: tx }, userId, { persistent });
  });
  return { session, notice: messages.passwordUpdated };
}

/**
 * Saves the settings form (spec §2 Settings, §7 users update): first and last name (not blank:
 * 'Please fill in all required fields'), instagram_username, industry and referral_source
 * (blank stored as null). Fields left out stay as they are; the e-mail never changes here.
 * Returns the updated user.
 */
export async function updateProfile(
  deps: Pick<AccountsDeps, 'store'>,
  userId: string,
  fields: Partial<Record<keyof UserProfileFields, string | null>>,
  check: { expectedVersion?: number } = {},
): Promise<User> {
  const changes: Partial<UserProfileFields> = {};
  for (const key of ['first_name', 'last_name'] as const) {
    if (fields[key] === undefined) continue;
    const value = fieldText(fields[key]).trim();
    if (!value) throw new ValidationError(messages.fillAllRequiredFields);
    changes[key] = value;
  }
  for (const key of ['instagram_username', 'industry', 'referral_source'] as const) {
    if (fields[key] !== undefined) changes[key] = optionalText(fields[key]);
  }
  const user = await deps.store.users.updateProfile(userId, changes, check);
  if (user) return user;
  const current = deps.store.users.get(userId);
  if (!(await current)) throw new NotFoundError(messages.userNotFound);
  throw await staleSettings(current);
}

/**
 * Records that the user installed the browser extension (spec §3 users.has_extension): they
 * walked its install steps to the end. The dashboard then no longer offers the steps on its own
 * (spec §2). Returns the updated user.
 */
export async function markExtensionInstalled(
  deps: Pick<AccountsDeps, 'store'>,
  userId: string,
): Promise<User> {
  await deps.store.users.setHasExtension(userId, true);
  const user = await deps.store.users.get(userId);
  if (!user) throw new NotFoundError(messages.userNotFound);
  return user;
}
