import { openVariedList, settleRows, type VariedList } from '@leadgen/test-utils/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesLeadReviewFilter } from '../domain/lead-review-filter.js';
import { profileInsight } from '../domain/profile-insight.js';
import { listProfileIds, listProfiles } from '../lists/profiles.js';
import { createRowIndexCache } from '../search/row-index-cache.js';
import type { Store } from './open-store.js';

let store: Store;
let alice: string;
let bob: string;
let listId: string;
let allPages: VariedList['allPages'];

beforeAll(async () => {
  ({ store, alice, bob, listId, allPages } = await openVariedList());
});
afterAll(() => store.close());

describe('profiles repository', () => {
  it('keeps one row per username per list', async () => {
    const again = await store.profiles.insertMany(alice, listId, [
      { username: 'user_1', connection_type: 'followers', source_username: 'natgeo' },
    ]);
    expect(again).toBe(0);
    expect(await store.profiles.count(alice, listId)).toBe(300);
  });

  it("keeps the list's shown total equal to its settled rows through inserts, settling, duplicates and deletes", async () => {
    const list = await store.lists.create(alice, {
      name: 'totals',
      target_accounts: ['nasa'],
      search_type: 'followers',
      max_profiles: 1000,
      instagram_session_id: null,
    });
    const row = (username: string) => ({
      username,
      connection_type: 'followers' as const,
      source_username: 'nasa',
    });
    await store.profiles.insertMany(
      alice,
      list.id,
      Array.from({ length: 250 }, (_, i) => row(`t_${i}`)),
    );
    await store.profiles.insertMany(alice, list.id, [row('t_1'), row('t_new')]);
    // discovered, not settled: shown to no one, counted as hidden
    expect(await store.profiles.total(alice, list.id)).toBe(0);
    expect(await store.profiles.hiddenCount(alice, list.id)).toBe(251);
    expect(await settleRows(store, alice, list.id)).toBe(251);
    expect(await store.profiles.hiddenCount(alice, list.id)).toBe(0);
    const page = await store.profiles.page(alice, list.id, { limit: 3 });
    await store.profiles.deleteMany(alice, list.id, [...page.profiles.map((p) => p.id), 'not-an-id']);
    expect(await store.profiles.deleteMany(bob, list.id, [page.profiles[0]?.id ?? ''])).toBe(0);
    expect(await store.profiles.count(alice, list.id)).toBe(248);
    expect(await store.profiles.total(alice, list.id)).toBe(248);
    expect(await store.profiles.total(bob, list.id)).toBe(0);
  });

  it("bumps the list's data version with every change to its rows, in the write's transaction", async () => {
    const list = await store.lists.create(alice, {
      name: 'versions',
      target_accounts: ['nasa'],
      search_type: 'followers',
      max_profiles: 1000,
      instagram_session_id: null,
    });
    const version = async () => (await store.lists.dataVersion(alice, list.id)) ?? -1;
    const seen = [await version()];
    await store.profiles.insertMany(alice, list.id, [
      { username: 'v_1', connection_type: 'followers', source_username: 'nasa' },
      { username: 'v_2', connection_type: 'followers', source_username: 'nasa' },
    ]);
    seen.push(await version());
    const [first, second] = await store.profiles.pendingEnrichment(alice, list.id, 10);
    await store.profiles.recordEnrichment(alice, [
      { id: first?.id ?? '', status: 'not_found', error: 'gone' },
    ]);
    seen.push(await version());
    // a message for a row the run has not settled is refused, and changes nothing
    expect(await store.profiles.saveMessage(alice, second?.id ?? '', 'Hi')).toBeUndefined();
    seen.push(await version());
    await store.profiles.recordEnrichment(alice, [{ id: second?.id ?? '', status: 'enriched', details: {} }]);
    seen.push(await version());
    await store.profiles.saveMessage(alice, second?.id ?? '', 'Hi');
    seen.push(await version());
    await store.profiles.saveMessages(alice, [{ id: second?.id ?? '', message: 'Hello' }]);
    seen.push(await version());
    await store.profiles.saveMessage(bob, second?.id ?? '', 'not mine');
    seen.push(await version());
    await store.profiles.deleteMany(alice, list.id, [first?.id ?? '']);
    seen.push(await version());
    expect(seen).toEqual([0, 1, 2, 2, 3, 4, 5, 5, 6]);
    expect(await store.lists.dataVersion(bob, list.id)).toBeUndefined();
  });

  it('inserts large batches with every field in place and counts only new rows', async () => {
    const list = await store.lists.create(alice, {
      name: 'big',
      target_accounts: ['nasa'],
      search_type: 'following',
      max_profiles: 1000,
      instagram_session_id: null,
    });
    const row = (i: number) => ({
      username: `big_${i}`,
      full_name: `Big ${i}`,
      instagram_user_id: `id${i}`,
      is_private: i % 2 === 0,
      is_verified: i % 3 === 0,
      profile_pic_url: `https://example.com/${i}.jpg`,
      connection_type: 'following' as const,
      source_username: 'nasa',
    });
    expect(
      await store.profiles.insertMany(
        alice,
        list.id,
        Array.from({ length: 150 }, (_, i) => row(i)),
      ),
    ).toBe(150);
    // 350 more, of which the first 100 are already there: only 250 are new
    const more = Array.from({ length: 350 }, (_, i) => row(i + 50));
    expect(await store.profiles.insertMany(alice, list.id, more)).toBe(250);
    const rows = await store.profiles.pendingEnrichment(alice, list.id, 1000);
    expect(rows).toHaveLength(400);
    const last = rows.find((r) => r.username === 'big_399');
    expect(last).toMatchObject({
      full_name: 'Big 399',
      instagram_user_id: 'id399',
      is_private: false,
      is_verified: true,
      profile_pic_url: 'https://example.com/399.jpg',
      connection_type: 'following',
      source_username: 'nasa',
      search_list_id: list.id,
      user_id: alice,
    });
    expect(new Set(rows.map((r) => r.id)).size).toBe(400);
  });

  it("counts a list's shape in the database exactly as profileInsight counts its rows", async () => {
    const list = await store.lists.create(alice, {
      name: 'edges',
      target_accounts: ['nasa'],
      search_type: 'followers',
      max_profiles: 100,
      instagram_session_id: null,
    });
    const followers = [null, 0, 999, 1000, 9999, 10_000, 99_999, 100_000, 999_999, 1_000_000, 5e8];
    const rows = followers.map((_, i) => ({
      username: `edge_${i}`,
      connection_type: 'followers' as const,
      source_username: 'nasa',
    }));
    await store.profiles.insertMany(alice, list.id, rows);
    const pending = await store.profiles.pendingEnrichment(alice, list.id, 100);
    await store.profiles.recordEnrichment(
      alice,
      pending.map((row) => {
        const i = Number(row.username.slice(5));
        return {
          id: row.id,
          status: 'enriched' as const,
          details: {
            followers_count: followers[i] ?? null,
            is_business_account: i % 3 === 0,
            is_business: i % 5 === 0,
            is_verified: i % 2 === 0,
            is_private: i % 4 === 0,
          },
        };
      }),
    );
    const every = await store.profiles.page(alice, list.id, { limit: 1000 });
    expect(await store.profiles.insight(alice, list.id)).toEqual(profileInsight(every.profiles));
    expect(await store.profiles.insight(alice, listId)).toEqual(profileInsight(await allPages({}, 1000)));
    expect((await store.profiles.insight(bob, list.id)).total).toBe(0);
  });

  it('pages a whole list followers-descending, missing counts last, each row exactly once', async () => {
    const rows = await allPages({}, 37);
    expect(rows).toHaveLength(300);
    expect(new Set(rows.map((r) => r.id)).size).toBe(300);
    const counts = rows.map((r) => r.followers_count);
    const firstNull = counts.indexOf(null);
    expect(counts.slice(firstNull).every((c) => c === null)).toBe(true);
    const known = counts.slice(0, firstNull) as number[];
    expect(known).toEqual([...known].sort((a, b) => b - a));
  });

  it('filters in SQL, and from the rows in memory, exactly as the domain filter does (spec §5 lead review)', async () => {
    const all = await allPages({}, 1000);
    const indexes = createRowIndexCache();
    const text = fc.constantFrom('', 'coach', 'CEO', 'élan', 'ana', 'zola', 'user_1', 'nothing');
    const bound = fc.option(fc.integer({ min: 0, max: 5000 }), { nil: undefined });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          bioContains: text,
          bioExcludes: text,
          nameContains: text,
          minFollowers: bound,
          maxFollowers: bound,
          minPosts: bound,
          maxPosts: bound,
        }),
        async (filter) => {
          const expected = all.filter((p) => matchesLeadReviewFilter(p, filter)).map((p) => p.id);
          const actual = (await allPages(filter, 1000)).map((p) => p.id);
          expect(actual).toEqual(expected);
          expect((await allPages(filter, 1000, false)).map((p) => p.id)).toEqual(expected);
          expect(await store.profiles.count(alice, listId, filter)).toBe(expected.length);
          expect(await store.profiles.count(alice, listId, filter, { textIndex: false })).toBe(
            expected.length,
          );
          expect(await store.profiles.count(alice, listId, filter, { atMost: 10 })).toBe(
            Math.min(10, expected.length),
          );
          // the server's way (the list's rows held in memory) and the CLI's and TUI's (SQL, the
          // text index or the rows in order as the counts say): the same answers
          for (const deps of [{ store, indexes }, { store }]) {
            const paged: string[] = [];
            let cursor: string | null = null;
            do {
              const page = await listProfiles(deps, alice, listId, { filter, limit: 40, cursor });
              expect(page.matching).toBe(expected.length);
              paged.push(...page.profiles.map((p) => p.id));
              cursor = page.nextCursor;
            } while (cursor);
            expect(paged).toEqual(expected);
          }
          expect(await listProfileIds({ store, indexes }, alice, listId, filter)).toEqual(expected);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('reads the whole rows of a large list for its index, each once, in page order', async () => {
    const big = await store.lists.create(alice, {
      name: 'big',
      target_accounts: ['natgeo'],
      search_type: 'followers',
      max_profiles: 5000,
      instagram_session_id: null,
    });
    const usernames = Array.from({ length: 4500 }, (_, i) => `big_${i}`);
    await store.profiles.insertMany(
      alice,
      big.id,
      usernames.map((username) => ({
        username,
        connection_type: 'followers' as const,
        source_username: 'natgeo',
      })),
    );
    // few distinct counts (ties broken by id) and a tail of missing ones
    await settleRows(store, alice, big.id, (username) => {
      const i = Number(username.slice(4));
      return { followers_count: i % 10 === 0 ? null : i % 3, is_verified: i % 2 === 0 };
    });
    const rows = await store.profiles.listRows(alice, big.id);
    expect(rows.map((row) => row.username).sort()).toEqual([...usernames].sort());
    expect(rows.filter((row) => row.is_verified)).toHaveLength(2250);
    const { profiles } = await store.profiles.page(alice, big.id, { limit: 1000 });
    // whole rows, as pages read them
    expect(rows.slice(0, 1000)).toEqual(profiles);
    const selectable = await store.profiles.selectableRows(alice);
    expect(selectable.filter((row) => row.search_list_id === big.id)).toHaveLength(0);
    await store.lists.complete(alice, big.id, { profiles_found: 4500, cost: 0 });
    const completed = (await store.profiles.selectableRows(alice)).filter(
      (row) => row.search_list_id === big.id,
    );
    expect(completed).toHaveLength(4500);
    expect(completed[0]).toEqual({
      ...rows[0],
      search_list_name: 'big',
      search_list_type: 'followers',
      target_accounts: ['natgeo'],
      list_ids: [big.id],
    });
    await store.lists.delete(alice, big.id);
  });

  it('matches non-ASCII text case-insensitively', async () => {
    const rows = await allPages({ bioContains: 'élan' }, 1000);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.biography?.includes('ÉLAN'))).toBe(true);
  });

  it('clamps page sizes from callers to 1..1000', async () => {
    expect((await store.profiles.page(alice, listId, { limit: Number.NaN })).profiles).toHaveLength(100);
    expect((await store.profiles.page(alice, listId, { limit: -5 })).profiles).toHaveLength(1);
    expect((await store.profiles.page(alice, listId, { limit: 2.9 })).profiles).toHaveLength(2);
  });

  it('rejects a forged cursor with a clear error', async () => {
    await expect(store.profiles.page(alice, listId, { cursor: 'garbage' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });
});
