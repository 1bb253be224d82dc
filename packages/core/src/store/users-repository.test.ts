import { openTestStore } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from './open-store.js';

let store: Store;
beforeEach(async () => {
  store = await openTestStore();
});
afterEach(() => store.close());

describe('users repository', () => {
  it('creates a user with normalised e-mail, null optional fields and the signup grant', async () => {
    const user = await store.users.create({
      email: '  Ana@Example.COM ',
      first_name: ' Ana ',
      last_name: 'Pérez',
      instagram_username: '  ',
      industry: 'Technology',
    });
    expect(user).toMatchObject({
      email: 'ana@example.com',
      first_name: 'Ana',
      instagram_username: null,
      industry: 'Technology',
      referral_source: null,
      credits: 500,
      has_extension: false,
      subscription_status: 'inactive',
    });
    expect(await store.users.findByEmail('ANA@example.com')).toEqual(user);
  });

  it('refuses a second account with the same e-mail and a malformed e-mail', async () => {
    await store.users.create({ email: 'a@example.com', first_name: 'A', last_name: 'B' });
    await expect(
      store.users.create({ email: 'A@example.com', first_name: 'A', last_name: 'B' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(
      store.users.create({ email: 'not-an-email', first_name: 'A', last_name: 'B' }),
    ).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Please enter a valid email address',
    });
  });

  it('updates settings fields and returns the row, leaving e-mail alone', async () => {
    const user = await store.users.create({ email: 'a@example.com', first_name: 'A', last_name: 'B' });
    const updated = await store.users.updateProfile(user.id, {
      first_name: 'Ann',
      industry: 'SaaS',
      referral_source: '',
    });
    expect(updated).toMatchObject({
      first_name: 'Ann',
      last_name: 'B',
      industry: 'SaaS',
      referral_source: null,
    });
    expect(updated?.email).toBe('a@example.com');
    expect(await store.users.updateProfile('missing', { first_name: 'x' })).toBeUndefined();
  });

  it('keeps subscription status, extension flag and password hash', async () => {
    const user = await store.users.create({ email: 'a@example.com', first_name: 'A', last_name: 'B' });
    await store.users.setSubscriptionStatus(user.id, 'active');
    await store.users.setHasExtension(user.id, true);
    await store.users.setPasswordHash(user.id, 'hash');
    expect(await store.users.get(user.id)).toMatchObject({
      subscription_status: 'active',
      has_extension: true,
    });
    expect(await store.users.passwordHash(user.id)).toBe('hash');
    expect(await store.users.credits(user.id)).toBe(500);
  });
});
