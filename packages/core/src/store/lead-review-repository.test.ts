import { createTestUser, openTestStore, settleRows, testEngine } from '@leadgen/test-utils/core';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadReviewFilter } from '../domain/lead-review-filter.js';
import { matchesLeadReviewFilter } from '../domain/lead-review-filter.js';
import {
  DEFAULT_LEAD_REVIEW_SORT,
  LEAD_REVIEW_SORT_KEYS,
  type LeadReviewSort,
  leadReviewSortValue,
} from '../domain/lead-review-sort.js';
import type { Profile } from '../domain/profile.js';
import { listProfiles } from '../lists/profiles.js';
import { createRowIndexCache } from '../search/row-index-cache.js';
import { visibleListRows } from './lead-review-repository.js';
import { leadReviewOrderBy, rowsAfter } from './lead-review-sql.js';
import type { Store } from './open-store.js';
import type { ProfileDetails } from './profiles-repository.js';

// Sorting the lead review by any column, with keyset paging: every row once, in order, on
// SQLite and PostgreSQL alike (scripts/test-postgres.sh runs this file there).

let store: Store;
let alice: string;
let bob: string;
let listId: string;
let otherListId: string;

// ASCII only: the order of other text is the engine's byte order, which JavaScript's < matches
// for ASCII. Repeated values (and blanks) make ties, which the id breaks.
const NAMES = ['Ana Perez', null, 'bob stone', 'ana perez', '', 'Zed', 'carla'];

function details(i: number): ProfileDetails {
  return {
    full_name: NAMES[i % NAMES.length] ?? null,
    biography: i % 3 === 0 ? 'coach' : 'runner',
    followers_count: i % 6 === 0 ? null : (i * 7) % 40,
    // following_count missing on some rows: those sort on follows_count, as they show
    following_count: i % 4 === 0 ? null : (i * 5) % 25,
    follows_count: i % 8 === 0 ? null : 100 + (i % 3),
    posts_count: i % 5 === 0 ? null : (i * 3) % 10,
  };
}

async function seedList(userId: string, count: number, prefix: string): Promise<string> {
  const list = await store.lists.create(userId, {
    name: prefix,
    target_accounts: ['natgeo'],
    search_type: 'followers',
    max_profiles: 1000,
    instagram_session_id: null,
  });
  const rows = Array.from({ length: count }, (_, i) => ({
    // shuffled so the usernames' order is not the insertion order
    username: `${prefix}_${(i * 37) % count}`,
    connection_type: 'followers' as const,
    source_username: 'natgeo',
  }));
  await store.profiles.insertMany(userId, list.id, rows);
  await settleRows(store, userId, list.id, (username) => details(Number(username.split('_')[1])));
  return list.id;
}

beforeAll(async () => {
  store = await openTestStore();
  alice = (await createTestUser(store, 'alice@example.com')).id;
  bob = (await createTestUser(store, 'bob@example.com')).id;
  listId = await seedList(alice, 90, 'lead');
  otherListId = await seedList(alice, 5, 'other');
});
afterAll(() => store.close());

/** The order the lead review promises: the sort value, missing values last, then the id. */
function expectedOrder(rows: Profile[], sort: LeadReviewSort): string[] {
  return [...rows]
    .sort((a, b) => {
      const x = leadReviewSortValue(a, sort.by);
      const y = leadReviewSortValue(b, sort.by);
      if (x !== y) {
        if (x === null) return 1;
        if (y === null) return -1;
        const before = x < y ? -1 : 1;
        return sort.direction === 'asc' ? before : -before;
      }
      return a.id < b.id ? -1 : 1;
    })
    .map((row) => row.id);
}

async function everyPage(sort: LeadReviewSort, filter: LeadReviewFilter = {}, limit = 7): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await store.profiles.page(alice, listId, { sort, filter, limit, cursor });
    expect(page.profiles.length).toBeLessThanOrEqual(limit);
    seen.push(...page.profiles.map((row) => row.id));
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

const ORDERS: LeadReviewSort[] = LEAD_REVIEW_SORT_KEYS.flatMap((by) => [
  { by, direction: 'asc' as const },
  { by, direction: 'desc' as const },
]);

describe('lead review sorting with keyset paging', () => {
  it.each(ORDERS)('pages by $by $direction: every row exactly once, in order, ties by id', async (sort) => {
    const all = await everyPage({ by: 'followers', direction: 'desc' }, {}, 1000);
    const rows = (await store.profiles.page(alice, listId, { limit: 1000 })).profiles;
    expect(all).toHaveLength(90);
    const paged = await everyPage(sort);
    expect(new Set(paged).size).toBe(90);
    expect(paged).toEqual(expectedOrder(rows, sort));
  });

  it.each(ORDERS)('pages a filtered list by $by $direction', async (sort) => {
    const filter: LeadReviewFilter = { bioContains: 'coach', minPosts: 1 };
    const rows = (await store.profiles.page(alice, listId, { limit: 1000 })).profiles.filter((row) =>
      matchesLeadReviewFilter(row, filter),
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(await everyPage(sort, filter, 4)).toEqual(expectedOrder(rows, sort));
  });

  it('sorts through the service with the in-memory index too, refusing a cursor of another order', async () => {
    const deps = { store, indexes: createRowIndexCache() };
    const rows = (await store.profiles.page(alice, listId, { limit: 1000 })).profiles;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await listProfiles(deps, alice, listId, {
        sort: { sort: 'name', dir: 'desc' },
        limit: 11,
        cursor,
      });
      expect(page.total).toBe(90);
      expect(page.matching).toBe(90);
      seen.push(...page.profiles.map((row) => row.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expectedOrder(rows, { by: 'name', direction: 'desc' }));

    const first = await listProfiles(deps, alice, listId, { sort: { sort: 'posts' }, limit: 5 });
    await expect(
      listProfiles(deps, alice, listId, { sort: { sort: 'posts', dir: 'asc' }, cursor: first.nextCursor }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT', message: 'Invalid page cursor' });
    await expect(listProfiles(deps, alice, listId, { sort: { sort: 'bio' } })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });

  it("gives another user none of alice's rows in any order", async () => {
    expect(
      (await store.profiles.page(bob, listId, { sort: { by: 'username', direction: 'asc' } })).profiles,
    ).toEqual([]);
  });

  it("streams a selection in order, leaving out other lists' and other users' rows", async () => {
    const rows = (await store.profiles.page(alice, listId, { limit: 1000 })).profiles;
    const chosen = rows.slice(10, 22).map((row) => row.id);
    const [stranger] = (await store.profiles.page(alice, otherListId, { limit: 1 })).profiles;
    const ids = [...chosen, stranger?.id ?? '', 'not-an-id', chosen[0] ?? ''];
    const sort: LeadReviewSort = { by: 'posts', direction: 'asc' };
    const streamed: string[] = [];
    for await (const row of store.profiles.streamIds(alice, listId, ids, sort)) streamed.push(row.id);
    expect(streamed).toEqual(expectedOrder(rows.slice(10, 22), sort));
    expect(await store.profiles.countIds(alice, listId, ids)).toBe(12);
    const none: string[] = [];
    for await (const row of store.profiles.streamIds(bob, listId, ids, sort)) none.push(row.id);
    expect(none).toEqual([]);
    expect(await store.profiles.countIds(bob, listId, ids)).toBe(0);
  });
});

describe('keyset paging reads from the cursor on', () => {
  // One condition `v < x or (v = x and id > y) or v is null` is read from the list's first row,
  // so page 500 would cost what the 499 before it did; each order's index must serve the range.
  it.runIf(testEngine === 'sqlite')(
    "reads a page after a cursor with a value as a range of the order's index (SQLite plan)",
    async () => {
      const plans: string[] = [];
      const cursor = { sort: DEFAULT_LEAD_REVIEW_SORT, value: 20, id: '~' };
      await rowsAfter(cursor, 'sqlite', 101, async (where, limit) => {
        const query = visibleListRows(store.db, 'sqlite', alice, listId, {})
          .select('id')
          .$if(where !== null, (q) => q.where(where as NonNullable<typeof where>))
          .orderBy(leadReviewOrderBy(DEFAULT_LEAD_REVIEW_SORT, 'sqlite'))
          .limit(limit)
          .compile();
        const plan = await store.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
        );
        plans.push(plan.rows.map((row) => row.detail).join(' | '));
        return [];
      });
      expect(plans).toHaveLength(2);
      expect(plans[0]).toMatch(
        /USING (COVERING )?INDEX profiles_list_followers \(search_list_id=\? AND followers_count[<>]\?\)/,
      );
      expect(plans[1]).toMatch(
        /USING (COVERING )?INDEX profiles_list_followers \(search_list_id=\? AND followers_count=\?\)/,
      );
    },
  );
});
