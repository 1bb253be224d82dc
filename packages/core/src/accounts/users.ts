import { NotFoundError, ValidationError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { User } from '../domain/user.js';
import type { Repositories } from '../store/open-store.js';

/** What the user look-ups need: the users repository only. */
export interface UsersDeps {
  store: Pick<Repositories, 'users'>;
}

/** A user by id, with their cached balance and plan; NotFoundError('User not found') when gone. */
export async function getUser(deps: UsersDeps, userId: string): Promise<User> {
  const user = await deps.store.users.get(userId);
  if (!user) throw new NotFoundError(messages.userNotFound);
  return user;
}

/** A user named by e-mail (any case) or id; undefined when nobody matches. */
export async function findUser(deps: UsersDeps, emailOrId: string): Promise<User | undefined> {
  return (await deps.store.users.findByEmail(emailOrId)) ?? (await deps.store.users.get(emailOrId));
}

/**
 * The installation's only user, for front ends that act without signing in (the CLI on its own
 * database): `'none'` before the first user; with more than one, `several` holds the e-mails of
 * the first `shown` (oldest first) and `more` whether there are others.
 */
export async function onlyUser(
  deps: UsersDeps,
  shown = 3,
): Promise<User | 'none' | { several: string[]; more: boolean }> {
  const ids = await deps.store.users.firstIds(shown + 1);
  if (ids.length === 0) return 'none';
  if (ids.length === 1) return getUser(deps, ids[0] as string);
  const users = await Promise.all(ids.slice(0, shown).map((id) => getUser(deps, id)));
  return { several: users.map((user) => user.email), more: ids.length > shown };
}

/** A user made from a terminal without a password (`leadgen init`): see `signUp` for one with. */
export interface LocalUserInput {
  email: string;
  firstName: string;
  lastName: string;
  instagramUsername?: string | null;
}

/**
 * Creates a user with no password, with the signup credits, for a front end that works on the
 * database directly; e-mail, first and last name are required ('Please fill in all required
 * fields'), a taken e-mail is CONFLICT.
 */
export async function createLocalUser(deps: UsersDeps, input: LocalUserInput): Promise<User> {
  if (!input.email.trim() || !input.firstName.trim() || !input.lastName.trim()) {
    throw new ValidationError(messages.fillAllRequiredFields);
  }
  return deps.store.users.create({
    email: input.email,
    first_name: input.firstName,
    last_name: input.lastName,
    instagram_username: input.instagramUsername ?? null,
  });
}
