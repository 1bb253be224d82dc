import { createTestUser, openTestStore, seedCompletedList } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectorPage } from './selector-page.js';

let store: Awaited<ReturnType<typeof openTestStore>>;
let userId: string;
let ids: string[];
beforeEach(async () => {
  store = await openTestStore();
  userId = (await createTestUser(store, 'ana@example.com')).id;
  ({ ids } = await seedCompletedList(store, userId, 5));
});
afterEach(() => store.close());

describe('selectorPage', () => {
  it('pages the filtered rows by offset, with the counts', async () => {
    const first = await selectorPage({ store }, userId, { limit: 2 });
    expect(first).toMatchObject({ matching: 5, candidates: 5, nextOffset: 2 });
    expect(first.profiles.map((p) => p.id)).toEqual(ids.slice(0, 2));
    const last = await selectorPage({ store }, userId, { limit: 2, offset: 4 });
    expect(last.profiles.map((p) => p.id)).toEqual(ids.slice(4));
    expect(last.nextOffset).toBeNull();
    const filtered = await selectorPage({ store }, userId, { filter: { minFollowers: 998 } });
    expect(filtered).toMatchObject({ matching: 3, candidates: 5, nextOffset: null });
  });

  it('clamps the limit to 1..1000 and a negative offset to 0', async () => {
    expect((await selectorPage({ store }, userId, { limit: 0 })).profiles).toHaveLength(1);
    expect((await selectorPage({ store }, userId, { limit: 5000, offset: -3 })).profiles).toHaveLength(5);
    await expect(selectorPage({ store }, userId, { filter: { minFollowers: -1 } })).rejects.toMatchObject({
      message: 'Minimum followers must be a whole number of 0 or more',
    });
  });
});
