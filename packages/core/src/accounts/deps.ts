import { createHash, randomBytes } from 'node:crypto';
import type { Mailer } from '../providers/mailer.js';
import type { Repositories, Store } from '../store/open-store.js';
import { createPasswordHasher, type PasswordHasher } from './passwords.js';

/**
 * What the accounts services need (CONVENTIONS 1–2): the store's account repositories, the mail
 * port (a reset request only checks it is there: the reset mail sender mails), and the
 * nondeterministic parts, each with a default: `passwords` (argon2id, DESIGN.md §6), `now`, and
 * `randomBytes` for tokens.
 */
export interface AccountsDeps {
  store: Pick<
    Store,
    'users' | 'sessions' | 'passwordResets' | 'rateLimits' | 'resetMailQueue' | 'transaction'
  >;
  mailer?: Mailer;
  passwords?: PasswordHasher;
  now?: () => Date;
  randomBytes?: (size: number) => Uint8Array;
}

/** What issuing and checking sessions needs; a transaction's repositories will do. */
export interface SessionDeps {
  store: Pick<Repositories, 'users' | 'sessions'>;
  now?: () => Date;
  randomBytes?: (size: number) => Uint8Array;
}

/** Session and reset tokens carry 256 bits (DESIGN.md §6: ">= 256 bits"). */
export const TOKEN_BYTES = 32;

/** Longer than any token we issue: anything longer is refused without hashing it. */
const MAX_TOKEN_LENGTH = 256;

const defaultHasher = createPasswordHasher();

export const clockOf = (deps: { now?: () => Date }): Date => (deps.now ?? (() => new Date()))();

export const passwordsOf = (deps: { passwords?: PasswordHasher }): PasswordHasher =>
  deps.passwords ?? defaultHasher;

/** A new opaque token: 32 random bytes, base64url (43 characters). */
export function newToken(deps: { randomBytes?: (size: number) => Uint8Array }): string {
  return Buffer.from((deps.randomBytes ?? randomBytes)(TOKEN_BYTES)).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The hash of a token from a caller, or undefined for anything that cannot be one of ours. */
export function tokenHashOf(token: unknown): string | undefined {
  if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH) return undefined;
  return hashToken(token);
}

const dummyHashes = new WeakMap<PasswordHasher, Promise<string>>();

/**
 * A hash of a random password made by `passwords`, so a sign-in for an unknown e-mail verifies
 * against a hash of the same cost as a real one and takes as long (no account enumeration by
 * timing). Made once per hasher.
 */
export function dummyHash(passwords: PasswordHasher): Promise<string> {
  let hash = dummyHashes.get(passwords);
  if (!hash) {
    hash = passwords.hash(randomBytes(16).toString('base64url')).catch((error: unknown) => {
      dummyHashes.delete(passwords);
      throw error;
    });
    dummyHashes.set(passwords, hash);
  }
  return hash;
}
