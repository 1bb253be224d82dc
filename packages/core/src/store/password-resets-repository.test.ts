import { createTestUser, openTestStore } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from './open-store.js';

const T0 = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const HOUR = 3_600_000;

let store: Store;
let userId: string;
beforeEach(async () => {
  store = await openTestStore();
  userId = (await createTestUser(store, 'resets@example.com')).id;
});
afterEach(() => store.close());

describe('password resets repository', () => {
  it('consumes a token once', async () => {
    await store.passwordResets.create({ tokenHash: 'h1', userId, expiresAt: at(HOUR) }, T0);
    expect(await store.passwordResets.find('h1', at(1000))).toMatchObject({ user_id: userId });
    expect(await store.passwordResets.consume('h1', at(1000))).toBe(userId);
    expect(await store.passwordResets.consume('h1', at(2000))).toBeUndefined();
    expect(await store.passwordResets.find('h1', at(2000))).toBeUndefined();
    const row = await store.db
      .selectFrom('password_resets')
      .select('used_at')
      .where('token_hash', '=', 'h1')
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBe(at(1000).toISOString());
  });

  it('lets exactly one of two concurrent consumers win', async () => {
    await store.passwordResets.create({ tokenHash: 'h1', userId, expiresAt: at(HOUR) }, T0);
    const results = await Promise.all([
      store.passwordResets.consume('h1', at(1)),
      store.passwordResets.consume('h1', at(1)),
    ]);
    expect(results.filter((id) => id === userId)).toHaveLength(1);
  });

  it('refuses an expired or unknown token', async () => {
    await store.passwordResets.create({ tokenHash: 'h1', userId, expiresAt: at(HOUR) }, T0);
    expect(await store.passwordResets.find('h1', at(HOUR))).toBeUndefined();
    expect(await store.passwordResets.consume('h1', at(HOUR))).toBeUndefined();
    expect(await store.passwordResets.consume('nope', T0)).toBeUndefined();
    expect(await store.passwordResets.consume('h1', at(HOUR - 1))).toBe(userId);
  });

  it('deletes a user’s tokens and the expired ones', async () => {
    const other = (await createTestUser(store, 'other@example.com')).id;
    await store.passwordResets.create({ tokenHash: 'a', userId, expiresAt: at(HOUR) }, T0);
    await store.passwordResets.create({ tokenHash: 'b', userId, expiresAt: at(HOUR) }, T0);
    await store.passwordResets.create({ tokenHash: 'c', userId: other, expiresAt: at(1000) }, T0);
    await store.passwordResets.create({ tokenHash: 'd', userId: other, expiresAt: at(HOUR) }, T0);
    expect(await store.passwordResets.deleteAllOfUser(userId)).toBe(2);
    expect(await store.passwordResets.deleteExpired(at(1000))).toBe(1);
    expect(await store.passwordResets.find('d', T0)).toMatchObject({ user_id: other });
  });
});
