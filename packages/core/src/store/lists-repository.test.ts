import { createTestUser, openTestStore } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from './open-store.js';

let store: Store;
let alice: string;
let bob: string;

const newList = (name: string) => ({
  name,
  target_accounts: ['natgeo', 'nasa'],
  search_type: 'followers' as const,
  max_profiles: 200,
  instagram_session_id: 'secret-session',
});

beforeEach(async () => {
  store = await openTestStore();
  alice = (await createTestUser(store, 'alice@example.com')).id;
  bob = (await createTestUser(store, 'bob@example.com')).id;
});
afterEach(() => store.close());

describe('lists repository', () => {
  it('creates a processing list with profile_limit mirroring max_profiles', async () => {
    const list = await store.lists.create(alice, newList('natgeo, nasa - followers - Jan 1'));
    expect(list).toMatchObject({
      user_id: alice,
      status: 'processing',
      max_profiles: 200,
      profile_limit: 200,
      target_accounts: ['natgeo', 'nasa'],
      profiles_found: 0,
      cost: 0,
    });
  });

  it('lists newest first, and completed ones on their own', async () => {
    const first = await store.lists.create(alice, newList('first'));
    const second = await store.lists.create(alice, newList('second'));
    await store.lists.complete(alice, first.id, { profiles_found: 10, cost: 80 });
    expect((await store.lists.list(alice)).map((l) => l.name)).toEqual(['second', 'first']);
    const completed = await store.lists.list(alice, { status: 'completed' });
    expect(completed).toMatchObject([{ id: first.id, status: 'completed', profiles_found: 10, cost: 80 }]);
    expect(second.status).toBe('processing');
  });

  it("never reads, changes or deletes another user's list", async () => {
    const list = await store.lists.create(alice, newList('mine'));
    expect(await store.lists.get(bob, list.id)).toBeUndefined();
    expect(await store.lists.list(bob)).toEqual([]);
    expect(await store.lists.rename(bob, list.id, 'stolen')).toBeUndefined();
    expect(await store.lists.complete(bob, list.id, { profiles_found: 1, cost: 8 })).toBeUndefined();
    expect(await store.lists.delete(bob, list.id)).toEqual({ deleted: false, kept: 0 });
    expect(await store.lists.get(alice, list.id)).toMatchObject({ name: 'mine', status: 'processing' });
  });

  it('renames, fails, erases the session id and deletes with its profiles', async () => {
    const list = await store.lists.create(alice, newList('old'));
    expect((await store.lists.rename(alice, list.id, 'new'))?.name).toBe('new');
    expect(await store.lists.fail(alice, list.id, 'Failed to fetch Instagram data')).toMatchObject({
      status: 'failed',
      error: 'Failed to fetch Instagram data',
    });
    expect((await store.lists.eraseSessionId(alice, list.id))?.instagram_session_id).toBeNull();
    await store.profiles.insertMany(alice, list.id, [
      { username: 'a', connection_type: 'followers', source_username: 'natgeo' },
    ]);
    expect(await store.lists.delete(alice, list.id)).toEqual({ deleted: true, kept: 0 });
    const left = await store.db
      .selectFrom('profiles')
      .select('id')
      .where('search_list_id', '=', list.id)
      .execute();
    expect(left).toEqual([]);
  });
});
