import { createTestUser, openTestStore } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalUser, findUser, getUser, onlyUser } from './users.js';

let store: Awaited<ReturnType<typeof openTestStore>>;
beforeEach(async () => {
  store = await openTestStore();
});
afterEach(() => store.close());

describe('users', () => {
  it('finds the only user, or says there is none or several', async () => {
    expect(await onlyUser({ store })).toBe('none');
    const ana = await createLocalUser(
      { store },
      { email: 'Ana@Example.com', firstName: 'Ana', lastName: 'Perez' },
    );
    expect(ana).toMatchObject({ email: 'ana@example.com', credits: 500, instagram_username: null });
    expect(await onlyUser({ store })).toMatchObject({ id: ana.id });
    await createTestUser(store, 'bob@example.com');
    expect(await onlyUser({ store })).toEqual({
      several: ['ana@example.com', 'bob@example.com'],
      more: false,
    });
    await createTestUser(store, 'cy@example.com');
    expect(await onlyUser({ store }, 2)).toEqual({
      several: ['ana@example.com', 'bob@example.com'],
      more: true,
    });
  });

  it('finds a user by e-mail in any case or by id, and refuses a missing one', async () => {
    const ana = await createTestUser(store, 'ana@example.com');
    expect((await findUser({ store }, 'ANA@example.com'))?.id).toBe(ana.id);
    expect((await findUser({ store }, ana.id))?.email).toBe('ana@example.com');
    expect(await findUser({ store }, 'nobody@example.com')).toBeUndefined();
    expect((await getUser({ store }, ana.id)).email).toBe('ana@example.com');
    await expect(getUser({ store }, 'nope')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'User not found',
    });
  });

  it('needs an e-mail and both names for a local user', async () => {
    await expect(
      createLocalUser({ store }, { email: 'a@example.com', firstName: ' ', lastName: 'P' }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT', message: 'Please fill in all required fields' });
  });
});
