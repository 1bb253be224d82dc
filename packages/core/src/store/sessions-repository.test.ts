import { createTestUser, openTestStore } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from './open-store.js';

const T0 = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

let store: Store;
let userId: string;
beforeEach(async () => {
  store = await openTestStore();
  userId = (await createTestUser(store, 'sessions@example.com')).id;
});
afterEach(() => store.close());

describe('sessions repository', () => {
  it('creates a session and finds it by token hash until it expires', async () => {
    const created = await store.sessions.create(
      { tokenHash: 'h1', userId, persistent: false, expiresAt: at(60_000) },
      T0,
    );
    expect(created).toEqual({
      token_hash: 'h1',
      user_id: userId,
      persistent: false,
      created_at: T0.toISOString(),
      expires_at: at(60_000).toISOString(),
      last_seen_at: T0.toISOString(),
    });
    expect(await store.sessions.find('h1', at(59_999))).toEqual(created);
    expect(await store.sessions.find('h1', at(60_000))).toBeUndefined();
    expect(await store.sessions.find('other', T0)).toBeUndefined();
  });

  it('slides the expiry of a live session only', async () => {
    await store.sessions.create({ tokenHash: 'h1', userId, persistent: true, expiresAt: at(60_000) }, T0);
    expect(await store.sessions.touch('h1', at(120_000), at(30_000))).toBe(true);
    expect(await store.sessions.find('h1', at(90_000))).toMatchObject({
      persistent: true,
      expires_at: at(120_000).toISOString(),
      last_seen_at: at(30_000).toISOString(),
    });
    expect(await store.sessions.touch('h1', at(999_000), at(120_000))).toBe(false);
    expect(await store.sessions.find('h1', at(120_000))).toBeUndefined();
  });

  it('deletes one session, all of a user, and the expired ones', async () => {
    const other = (await createTestUser(store, 'other@example.com')).id;
    for (const [tokenHash, owner, expiresAt] of [
      ['a', userId, at(1000)],
      ['b', userId, at(5000)],
      ['c', other, at(1000)],
      ['d', other, at(5000)],
    ] as const) {
      await store.sessions.create({ tokenHash, userId: owner, persistent: true, expiresAt }, T0);
    }
    expect(await store.sessions.delete('a')).toBe(true);
    expect(await store.sessions.delete('a')).toBe(false);
    expect(await store.sessions.deleteAllOfUser(userId)).toBe(1);
    expect(await store.sessions.find('b', T0)).toBeUndefined();
    expect(await store.sessions.deleteExpired(at(1000))).toBe(1);
    expect(await store.sessions.find('d', T0)).toMatchObject({ user_id: other });
  });
});
