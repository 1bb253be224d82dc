import { createTestUser, openTestStore } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chargeRef, listTotals, pendingRows } from './totals.js';

let store: Awaited<ReturnType<typeof openTestStore>>;
beforeEach(async () => {
  store = await openTestStore();
});
afterEach(() => store.close());

describe('run totals', () => {
  it("counts a list's rows by status, its pending rows, and what its profiles were charged", async () => {
    const ana = (await createTestUser(store, 'ana@example.com')).id;
    const bob = (await createTestUser(store, 'bob@example.com')).id;
    const list = await store.lists.create(ana, {
      name: 'natgeo - followers - Jan 1',
      target_accounts: ['natgeo'],
      search_type: 'followers',
      max_profiles: 3,
      instagram_session_id: null,
    });
    await store.profiles.insertMany(
      ana,
      list.id,
      ['a_1', 'b_2', 'c_3'].map((username) => ({
        username,
        connection_type: 'followers',
        source_username: 'natgeo',
      })),
    );
    const pending = await pendingRows(store, ana, list.id);
    expect(pending.map((row) => row.username).sort()).toEqual(['a_1', 'b_2', 'c_3']);
    const idOf = (username: string) => pending.find((row) => row.username === username)?.id as string;
    await store.profiles.recordEnrichment(ana, [
      { id: idOf('a_1'), status: 'enriched', details: {} },
      { id: idOf('b_2'), status: 'not_found', error: 'gone' },
    ]);
    await store.ledger.charge(ana, {
      millicredits: 8,
      reason: 'enrichment',
      ref: chargeRef(list.id, idOf('a_1')),
    });
    await store.ledger.charge(ana, { millicredits: 8, reason: 'other', ref: 'enrich:other:x' });
    expect(await listTotals(store, ana, list.id)).toEqual({
      rows: 3,
      reused: 0,
      pending: 1,
      enriched: 1,
      notFound: 1,
      failed: 0,
      charged: 8,
    });
    expect((await pendingRows(store, ana, list.id)).map((row) => row.username)).toEqual(['c_3']);
    expect(await listTotals(store, bob, list.id)).toEqual({
      rows: 0,
      reused: 0,
      pending: 0,
      enriched: 0,
      notFound: 0,
      failed: 0,
      charged: 0,
    });
  });
});
