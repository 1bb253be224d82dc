import type { AccountsDeps } from '../accounts/deps.js';
import { createPasswordHasher, type PasswordHasher } from '../accounts/passwords.js';
import type { MailMessage } from '../providers/mailer.js';
import { createTestUser, openTestStore } from './test-store.js';

/** Argon2id at a cost tests can afford (hundreds of verifies in a test). */
export const CHEAP_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** A clock that stands still until told to move. */
export function manualClock(start = '2026-03-01T12:00:00Z') {
  let time = Date.parse(start);
  return {
    now: () => new Date(time),
    advance: (ms: number) => {
      time += ms;
    },
  };
}

/** A cheap hasher that records the hash each verify checked against. */
export function countingHasher(): PasswordHasher & { verified: string[] } {
  const inner = createPasswordHasher(CHEAP_HASHING);
  const verified: string[] = [];
  return {
    verified,
    hash: (password) => inner.hash(password),
    verify: (passwordHash, password) => {
      verified.push(passwordHash);
      return inner.verify(passwordHash, password);
    },
  };
}

/** An in-memory store with accounts deps around it: manual clock, cheap hashing, mail kept in `sent`. */
export async function openAccountsTest() {
  const store = await openTestStore();
  const clock = manualClock();
  const passwords = countingHasher();
  const sent: MailMessage[] = [];
  const deps: AccountsDeps = {
    store,
    passwords,
    now: clock.now,
    mailer: {
      send: async (message) => {
        sent.push(message);
      },
    },
  };
  /** A user whose password is `password`. */
  const createUser = async (email: string, password: string) => {
    const user = await createTestUser(store, email);
    await store.users.setPasswordHash(user.id, await passwords.hash(password));
    return user;
  };
  return { store, clock, passwords, sent, deps, createUser };
}
