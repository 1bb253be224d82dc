import { openVariedList, type VariedList } from '@leadgen/test-utils/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../store/open-store.js';
import { listProfiles } from './profiles.js';

let list: VariedList;
let store: Store;

beforeAll(async () => {
  list = await openVariedList();
  store = list.store;
});
afterAll(() => store.close());

/** The list's repositories over SQL, counting the filter counts they are asked for. */
function countingDeps() {
  const asked: unknown[] = [];
  const profiles: Store['profiles'] = {
    ...store.profiles,
    count: (userId, listId, filter, options) => {
      asked.push(filter);
      return store.profiles.count(userId, listId, filter, options);
    },
  };
  return { deps: { store: { lists: store.lists, profiles } }, asked };
}

describe('listProfiles over SQL: filter counts', () => {
  it('counts a filter once while paging on, and again once the rows change', async () => {
    const { deps, asked } = countingDeps();
    const filter = { bioContains: 'coach' };
    const pages = async () => {
      const seen: string[] = [];
      const matching = new Set<number>();
      let cursor: string | null = null;
      do {
        const page = await listProfiles(deps, list.alice, list.listId, { filter, limit: 10, cursor });
        seen.push(...page.profiles.map((profile) => profile.username));
        matching.add(page.matching);
        cursor = page.nextCursor;
      } while (cursor);
      return { seen, matching: [...matching] };
    };

    const before = await pages();
    expect(before.seen.length).toBe(50);
    expect(before.matching).toEqual([50]);
    expect(asked).toHaveLength(1);

    // a matching row goes: the next page counts again, and says so
    const gone = (await listProfiles(deps, list.alice, list.listId, { filter, limit: 1 })).profiles[0];
    expect(await store.profiles.deleteMany(list.alice, list.listId, [gone?.id as string])).toBe(1);
    const after = await pages();
    expect(after.matching).toEqual([49]);
    expect(after.seen).not.toContain(gone?.username);
    expect(asked).toHaveLength(2);
  });

  it('counts each filter of its own, and no other list or user shares a count', async () => {
    const { deps, asked } = countingDeps();
    const coach = await listProfiles(deps, list.alice, list.listId, { filter: { bioContains: 'coach' } });
    const ceo = await listProfiles(deps, list.alice, list.listId, { filter: { bioContains: 'ceo' } });
    expect([coach.matching, ceo.matching]).toEqual([
      await store.profiles.count(list.alice, list.listId, { bioContains: 'coach' }),
      50,
    ]);
    expect(asked).toHaveLength(2);
    await expect(
      listProfiles(deps, list.bob, list.listId, { filter: { bioContains: 'coach' } }),
    ).rejects.toThrow('List not found');
  });
});
