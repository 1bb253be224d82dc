import { openStore, type Store } from './open-store.js';

/**
 * An in-memory store with a clock that ticks one second per call, for tests: rows get
 * distinct, increasing timestamps so "newest first" is deterministic.
 */
export async function openTestStore(path = ':memory:'): Promise<Store & { clock: { now: () => Date } }> {
  let tick = Date.parse('2026-01-01T00:00:00Z');
  const clock = {
    now: () => {
      tick += 1000;
      return new Date(tick);
    },
  };
  const store = await openStore({ database: { kind: 'sqlite', path }, now: clock.now });
  return Object.assign(store, { clock });
}

/** Creates a user with the signup grant; names default to something readable. */
export function createTestUser(store: Store, email: string) {
  return store.users.create({ email, first_name: 'Test', last_name: 'User' });
}
