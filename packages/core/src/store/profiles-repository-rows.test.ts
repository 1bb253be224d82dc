import { openVariedList, testEngine, type VariedList } from '@leadgen/test-utils/core';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadReviewFilter } from '../domain/lead-review-filter.js';
import { normalizeSelectorFilter } from '../domain/selector-filter.js';
import { visibleListRows } from './lead-review-repository.js';
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

describe('profiles repository: rows', () => {
  it("gives another user nothing of alice's list and lets them change nothing", async () => {
    const [one] = (await store.profiles.page(alice, listId, { limit: 1 })).profiles;
    if (!one) throw new Error('no rows');
    expect((await store.profiles.page(bob, listId)).profiles).toEqual([]);
    expect(await store.profiles.count(bob, listId)).toBe(0);
    expect(await store.profiles.get(bob, one.id)).toBeUndefined();
    expect(await store.profiles.ids(bob, listId)).toEqual([]);
    expect(await store.profiles.saveMessage(bob, one.id, 'hi')).toBeUndefined();
    expect(await store.profiles.deleteMany(bob, listId, [one.id])).toBe(0);
    expect(await store.profiles.recordEnrichment(bob, [{ id: one.id, status: 'failed', error: 'x' }])).toBe(
      0,
    );
    expect(await store.profiles.get(alice, one.id)).toEqual(one);
  });

  it('saves a message and resets message_processed', async () => {
    const [one] = (await store.profiles.page(alice, listId, { limit: 1 })).profiles;
    if (!one) throw new Error('no rows');
    await store.db.updateTable('profiles').set({ message_processed: 1 }).where('id', '=', one.id).execute();
    // the new message version (issue 31)
    expect(await store.profiles.saveMessage(alice, one.id, 'Hi Ana!')).toBe(2);
    expect(await store.profiles.get(alice, one.id)).toMatchObject({
      message: 'Hi Ana!',
      message_processed: false,
    });
  });

  it('records failed enrichment with its reason and marks the row done', async () => {
    const list = await store.lists.create(alice, {
      name: 'custom',
      target_accounts: [],
      search_type: 'custom',
      max_profiles: 2,
      instagram_session_id: null,
    });
    await store.profiles.insertMany(alice, list.id, [
      {
        username: 'ghost',
        connection_type: 'custom',
        source_username: 'custom_input',
        instagram_user_id: 'custom_ghost',
      },
      { username: 'real', connection_type: 'custom', source_username: 'custom_input' },
    ]);
    const pending = await store.profiles.pendingEnrichment(alice, list.id, 10);
    const ghost = pending.find((p) => p.username === 'ghost');
    const real = pending.find((p) => p.username === 'real');
    if (!ghost || !real) throw new Error('rows missing');
    await store.profiles.recordEnrichment(alice, [
      { id: ghost.id, status: 'not_found', error: 'Profile not found' },
      {
        id: real.id,
        status: 'enriched',
        details: { followers_count: 12, is_verified: true, biography: 'hi' },
      },
    ]);
    expect(await store.profiles.pendingEnrichment(alice, list.id, 10)).toEqual([]);
    expect(await store.profiles.get(alice, ghost.id)).toMatchObject({
      enrichment_status: 'not_found',
      enrichment_error: 'Profile not found',
      instagram_user_id: 'custom_ghost',
      followers_count: null,
    });
    expect(await store.profiles.get(alice, real.id)).toMatchObject({
      enrichment_status: 'enriched',
      followers_count: 12,
      is_verified: true,
      biography: 'hi',
    });
  });

  it('streams a list in followers order', async () => {
    const streamed = [];
    for await (const row of store.profiles.stream(alice, listId)) streamed.push(row.id);
    expect(streamed).toEqual((await allPages({}, 1000)).map((r) => r.id));
    const none = [];
    for await (const row of store.profiles.stream(bob, listId)) none.push(row);
    expect(none).toEqual([]);
  });

  it('saves many messages at once, marking AI output processed, for the owner only', async () => {
    const rows = (await store.profiles.page(alice, listId, { limit: 3, cursor: null })).profiles.slice(1);
    const [a, b] = rows;
    if (!a || !b) throw new Error('no rows');
    const entries = [
      { id: a.id, message: 'Hi A' },
      { id: b.id, message: null },
    ];
    expect(await store.profiles.saveMessages(bob, entries, { processed: true })).toBe(0);
    expect(await store.profiles.saveMessages(alice, entries, { processed: true })).toBe(2);
    expect(await store.profiles.get(alice, a.id)).toMatchObject({ message: 'Hi A', message_processed: true });
    expect(await store.profiles.get(alice, b.id)).toMatchObject({ message: null, message_processed: true });
    expect(await store.profiles.saveMessages(alice, [{ id: a.id, message: 'Edited' }])).toBe(1);
    expect(await store.profiles.get(alice, a.id)).toMatchObject({
      message: 'Edited',
      message_processed: false,
    });
    expect(await store.profiles.saveMessages(alice, [])).toBe(0);
  });

  it("reads many rows by id with their list's status, the owner's only", async () => {
    const rows = (await store.profiles.page(alice, listId, { limit: 2 })).profiles;
    const ids = rows.map((row) => row.id);
    const found = await store.profiles.getMany(alice, [...ids, ids[0] ?? '', 'missing']);
    expect(found.map((row) => row.id).sort()).toEqual([...ids].sort());
    expect(found[0]).toMatchObject({ list_status: 'processing', user_id: alice });
    expect(found.find((row) => row.id === rows[0]?.id)).toEqual({ ...rows[0], list_status: 'processing' });
    expect(await store.profiles.getMany(bob, ids)).toEqual([]);
    expect(await store.profiles.getMany(alice, [])).toEqual([]);
  });

  it('shows a row the run has not settled to no one: pages, counts, ids, reads, writes, selector, campaigns', async () => {
    const list = await store.lists.create(alice, {
      name: 'canceled',
      target_accounts: ['nasa'],
      search_type: 'followers',
      max_profiles: 10,
      instagram_session_id: null,
    });
    await store.profiles.insertMany(
      alice,
      list.id,
      Array.from({ length: 10 }, (_, i) => ({
        username: `c_${i}`,
        full_name: `Hidden ${i}`,
        instagram_user_id: `ig_${i}`,
        connection_type: 'followers' as const,
        source_username: 'nasa',
      })),
    );
    const rows = await store.profiles.pendingEnrichment(alice, list.id, 10);
    // the run settled 3 (2 enriched and charged, 1 not found), then it was canceled
    const [paid1, paid2, missing, ...hidden] = rows;
    if (!paid1 || !paid2 || !missing || hidden.length !== 7) throw new Error('rows missing');
    await store.profiles.recordEnrichment(alice, [
      { id: paid1.id, status: 'enriched', details: { followers_count: 500 } },
      { id: paid2.id, status: 'enriched', details: { followers_count: 100 } },
      { id: missing.id, status: 'not_found', error: 'Profile not found' },
    ]);
    await store.lists.complete(alice, list.id, { profiles_found: 3, cost: 16 });
    const shown = [paid1.id, paid2.id, missing.id];
    const hiddenIds = hidden.map((row) => row.id);

    expect((await store.profiles.page(alice, list.id)).profiles.map((p) => p.id)).toEqual(shown);
    expect(await store.profiles.count(alice, list.id)).toBe(3);
    expect(await store.profiles.count(alice, list.id, { nameContains: 'hidden' })).toBe(3);
    expect(await store.profiles.total(alice, list.id)).toBe(3);
    expect(await store.profiles.hiddenCount(alice, list.id)).toBe(7);
    expect(await store.profiles.matchingIds(alice, list.id)).toEqual(shown);
    expect(await store.profiles.ids(alice, list.id)).toEqual(expect.arrayContaining(shown));
    expect(await store.profiles.ids(alice, list.id)).toHaveLength(3);
    expect((await store.profiles.insight(alice, list.id)).total).toBe(3);
    const streamed = [];
    for await (const row of store.profiles.stream(alice, list.id)) streamed.push(row.id);
    expect(streamed).toEqual(shown);
    expect(await store.profiles.get(alice, hiddenIds[0] ?? '')).toBeUndefined();
    expect((await store.profiles.getMany(alice, [...shown, ...hiddenIds])).map((r) => r.id).sort()).toEqual(
      [...shown].sort(),
    );
    const candidates = await store.profiles.selectorMatches(
      alice,
      normalizeSelectorFilter({ selectedLists: [list.id] }),
    );
    expect(candidates.map((c) => c.id)).toEqual(shown);

    // writes a user can reach leave hidden rows alone
    expect(await store.profiles.saveMessage(alice, hiddenIds[0] ?? '', 'Hi')).toBeUndefined();
    expect(await store.profiles.saveMessages(alice, [{ id: hiddenIds[0] ?? '', message: 'Hi' }])).toBe(0);
    expect(await store.profiles.deleteMany(alice, list.id, hiddenIds)).toBe(0);
    expect(await store.profiles.hiddenCount(alice, list.id)).toBe(7);
    const campaign = await store.campaigns.create(alice, {
      name: 'from all ids',
      description: null,
      message_template: null,
      filters: null,
      search_list_id: list.id,
      search_type: 'followers',
      profile_ids: [...shown, ...hiddenIds],
    });
    expect(campaign.profile_count).toBe(3);
    expect(await store.campaignMembers.addProfiles(alice, campaign.id, hiddenIds)).toBe(true);
    expect((await store.campaignMembers.profiles(alice, campaign.id)).map((p) => p.id)).toEqual(shown);

    // the run itself still sees them
    expect(await store.profiles.hasRows(alice, list.id)).toBe(true);
    expect(await store.profiles.pendingEnrichment(alice, list.id, 10)).toHaveLength(7);
  });

  it.skipIf(testEngine !== 'sqlite')(
    'answers lead-review pages, counts and select-all from the lead-review index (SQLite EXPLAIN)',
    async () => {
      await sql`analyze`.execute(store.db);
      const plan = async (query: { compile(): CompiledQuery }) => {
        const compiled = query.compile();
        const rows = await store.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
        );
        return rows.rows.map((row) => row.detail).join(' | ');
      };
      const rows = (filter: LeadReviewFilter) => visibleListRows(store.db, 'sqlite', alice, listId, filter);
      const page = rows({ minFollowers: 100 })
        .selectAll()
        .orderBy(sql`followers_count desc nulls last`)
        .orderBy('id')
        .limit(101);
      expect(await plan(page)).toMatch(/USING INDEX profiles_list_followers/);
      // text filters of three or more characters are looked up in the trigram index, not scanned
      const search = await plan(rows({ bioContains: 'coach' }).select('id'));
      expect(search).toMatch(/VIRTUAL TABLE INDEX \d+:M/);
      expect(await plan(rows({ minFollowers: 100 }).select('id'))).toMatch(
        /USING COVERING INDEX profiles_list_followers/,
      );
      expect(await plan(rows({}).select((eb) => eb.fn.countAll().as('n')))).toMatch(
        /USING COVERING INDEX profiles_list_followers/,
      );
    },
  );
});
