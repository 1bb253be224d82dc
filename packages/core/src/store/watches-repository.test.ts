import { createTestUser, openTestStore } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// The watches repository on either engine (issue 34): one run in flight at a time, who a watch has
// seen, and the new badge.

let store: Awaited<ReturnType<typeof openTestStore>>;
let ana: string;
let watchId: string;
let listId: string;
beforeEach(async () => {
  store = await openTestStore();
  ana = (await createTestUser(store, 'ana@example.com')).id;
  listId = (
    await store.lists.create(ana, {
      name: 'Watch: @natgeo followers',
      target_accounts: ['natgeo'],
      search_type: 'followers',
      max_profiles: 100,
      instagram_session_id: null,
    })
  ).id;
  watchId = (
    await store.watches.create(ana, {
      target_username: 'natgeo',
      search_type: 'followers',
      every_seconds: 86_400,
      max_profiles: 100,
      search_list_id: listId,
      next_run_at: '2026-01-01T00:00:00.000Z',
    })
  ).id;
});
afterEach(() => store.close());

const row = (username: string, id: string) => ({
  username,
  instagram_user_id: id,
  connection_type: 'followers' as const,
  source_username: 'natgeo',
});

describe('watches repository', () => {
  it('records a run in flight only over the one the caller read (compare-and-set)', async () => {
    const next = '2026-01-02T00:00:00.000Z';
    expect(await store.watches.startRun(ana, watchId, null, 'job-1', next)).toBe(true);
    // a second process that read the watch before job-1 was recorded loses
    expect(await store.watches.startRun(ana, watchId, null, 'job-2', next)).toBe(false);
    expect((await store.watches.get(ana, watchId))?.active_job_id).toBe('job-1');
    expect(await store.watches.startRun(ana, watchId, 'job-1', 'job-3', next)).toBe(true);
    // another user's id changes nothing
    const bob = (await createTestUser(store, 'bob@example.com')).id;
    expect(await store.watches.startRun(bob, watchId, 'job-3', 'job-4', next)).toBe(false);
  });

  it('adds only people it has not seen, once each, marked new until seen', async () => {
    const first = [row('ann', '1'), row('ben', '2'), row('ann', '1')];
    expect(await store.watches.recordCollected(ana, watchId, listId, 'job-1', first)).toBe(2);
    // the same collection again (a resumed run), or the same people renamed, adds nobody
    expect(await store.watches.recordCollected(ana, watchId, listId, 'job-1', first)).toBe(0);
    expect(await store.watches.recordCollected(ana, watchId, listId, 'job-2', [row('ann.new', '1')])).toBe(0);
    expect(
      await store.watches.recordCollected(ana, watchId, listId, 'job-2', [row('cat', '3'), row('ben', '2')]),
    ).toBe(1);
    expect(await store.watches.runTotals(ana, watchId, listId, 'job-1')).toEqual({ added: 2, charged: 0 });
    expect(await store.watches.runTotals(ana, watchId, listId, 'job-2')).toEqual({ added: 1, charged: 0 });
    const flags = await store.db
      .selectFrom('profiles')
      .select(['username', 'is_new'])
      .orderBy('username')
      .execute();
    expect(flags.map((p) => [p.username, Boolean(p.is_new)])).toEqual([
      ['ann.new', true],
      ['ben', true],
      ['cat', true],
    ]);
    expect(await store.watches.markSeen(ana, listId)).toBe(3);
    expect(await store.watches.markSeen(ana, listId)).toBe(0);
  });

  it('computes missed from the target count, the same when a run ends twice', async () => {
    await store.watches.finishRun(ana, watchId, 'job-1', { added: 100, charged: 800, reported: 1000 });
    const second = { added: 40, charged: 320, reported: 1050 };
    expect(await store.watches.finishRun(ana, watchId, 'job-2', second)).toEqual({ missed: 10 });
    // job-2 ending again (a takeover after it finished) measures against the same count
    expect(await store.watches.finishRun(ana, watchId, 'job-2', second)).toEqual({ missed: 10 });
    expect(await store.watches.get(ana, watchId)).toMatchObject({
      last_added: 40,
      last_missed: 10,
      last_charged: 320,
      reported_count: 1050,
    });
  });
});
