// The list services (spec §2 dashboard lists tab and lead review screen, §4, §5, §7, §9) on a
// real in-memory SQLite store.

import {
  completedLists,
  createCampaignFromList,
  deleteList,
  deleteProfiles,
  exportListCsv,
  getCampaign,
  getList,
  listLists,
  listProfiles,
  renameList,
} from '@leadgen/core';
import { EXPORT_COLUMNS } from '@leadgen/core/domain';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIVE, idOf, openWorld, readAll, rejection, type SeededList, type World } from './service-harness.js';

let world: World;
let list: SeededList;

beforeEach(async () => {
  world = await openWorld();
  list = await world.seedList(world.alice, { targets: ['natgeo', 'nasa'], profiles: FIVE });
});
afterEach(() => world.store.close());

describe('listing lists', () => {
  it('lists newest first, never handing out a running list’s session id', async () => {
    const running = await world.seedList(world.alice, {
      name: 'Custom: x - Jan 2',
      profiles: [{ username: 'x' }],
      status: 'processing',
      sessionId: 'secret-session',
    });
    const lists = await listLists(world, world.alice);
    expect(lists.map((l) => l.id)).toEqual([running.id, list.id]);
    expect(lists[0]).not.toHaveProperty('instagram_session_id');
    expect(JSON.stringify(lists)).not.toContain('secret-session');
    expect((await completedLists(world, world.alice)).map((l) => l.id)).toEqual([list.id]);
    expect(await listLists(world, world.bob)).toEqual([]);
    expect(await getList(world, world.alice, running.id)).toMatchObject({ status: 'processing' });
  });

  it("answers 'List not found' for a missing or foreign list", async () => {
    for (const call of [
      () => getList(world, world.bob, list.id),
      () => getList(world, world.alice, 'nope'),
    ]) {
      expect(await rejection(call())).toMatchObject({ code: 'NOT_FOUND', message: 'List not found' });
    }
  });
});

describe('renaming and deleting lists', () => {
  it('renames the part before " - " and keeps the generated suffix (spec §3)', async () => {
    const result = await renameList(world, world.alice, list.id, '  Space fans ');
    expect(result.notice).toBe('List renamed successfully');
    expect(result.list.name).toBe('Space fans - followers - Jan 1');
    expect((await getList(world, world.alice, list.id)).name).toBe('Space fans - followers - Jan 1');
  });

  it('refuses a blank name and a foreign list', async () => {
    expect(await rejection(renameList(world, world.alice, list.id, '  '))).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Please enter a list name',
    });
    expect(await rejection(renameList(world, world.bob, list.id, 'Mine'))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await getList(world, world.alice, list.id)).name).toBe('natgeo, nasa - followers - Jan 1');
  });

  it('deletes a list; a campaign made from it keeps its leads (a campaign owns them)', async () => {
    const other = await world.seedList(world.alice, { profiles: [{ username: 'zed' }] });
    const { campaign } = await createCampaignFromList(world, world.alice, list.id);
    await world.store.campaignMembers.addProfiles(world.alice, campaign.id, [idOf(other, 'zed')]);
    const before = (await getCampaign(world, world.alice, campaign.id)).profiles.map((p) => p.username);
    expect(await rejection(deleteList(world, world.bob, list.id))).toMatchObject({ code: 'NOT_FOUND' });

    expect(await deleteList(world, world.alice, list.id)).toEqual({
      notice: 'List deleted successfully. 1 campaign keeps its 5 leads.',
      kept: { campaigns: 1, leads: 5 },
    });
    expect(await rejection(getList(world, world.alice, list.id))).toMatchObject({ code: 'NOT_FOUND' });
    const after = await getCampaign(world, world.alice, campaign.id);
    expect(after.search_list).toBeNull();
    expect(after.profiles.map((p) => p.username)).toEqual(before);
    expect(after.profiles).toHaveLength(6);
    expect(await rejection(deleteList(world, world.alice, list.id))).toMatchObject({
      message: 'List not found',
    });
  });
});

describe('the lead review screen', () => {
  it('pages followers-descending with the total and the filtered count', async () => {
    const first = await listProfiles(world, world.alice, list.id, { limit: 2 });
    expect(first.profiles.map((p) => p.username)).toEqual(['ana.p', 'ben']);
    expect(first).toMatchObject({ total: 5, matching: 5 });
    const second = await listProfiles(world, world.alice, list.id, { limit: 2, cursor: first.nextCursor });
    expect(second.profiles.map((p) => p.username)).toEqual(['cat', 'dan']);
    const third = await listProfiles(world, world.alice, list.id, { limit: 2, cursor: second.nextCursor });
    expect(third.profiles.map((p) => p.username)).toEqual(['eve']);
    expect(third.nextCursor).toBeNull();
  });

  it('cleans the filter from raw input (spec §5 lead review)', async () => {
    // query-string values: numbers as text, padded text, '' for an unset bound
    const page = await listProfiles(world, world.alice, list.id, {
      filter: { minFollowers: '150', bioContains: ' O ', minPosts: '', maxPosts: '45' },
    });
    expect(page.profiles.map((p) => p.username)).toEqual(['ben', 'cat']);
    expect(page).toMatchObject({ total: 5, matching: 2 });
    // a zero post count is excluded as soon as a posts bound is set
    const posts = await listProfiles(world, world.alice, list.id, { filter: { maxPosts: 100 } });
    expect(posts.profiles.map((p) => p.username)).toEqual(['ana.p', 'ben', 'cat', 'eve']);
    const byName = await listProfiles(world, world.alice, list.id, { filter: { nameContains: 'STONE' } });
    expect(byName.profiles.map((p) => p.username)).toEqual(['ben']);
    expect(
      await rejection(listProfiles(world, world.alice, list.id, { filter: { minFollowers: -1 } })),
    ).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Minimum followers must be a whole number of 0 or more',
    });
  });

  it('shows nothing of a foreign list', async () => {
    expect(await rejection(listProfiles(world, world.bob, list.id))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'List not found',
    });
  });

  it('deletes the selected profiles of the list only', async () => {
    const other = await world.seedList(world.alice, { profiles: [{ username: 'zed' }] });
    const ids = [idOf(list, 'ben'), idOf(list, 'cat'), idOf(other, 'zed')];
    expect(await rejection(deleteProfiles(world, world.bob, list.id, ids))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await deleteProfiles(world, world.alice, list.id, ids)).toBe(2);
    expect((await listProfiles(world, world.alice, list.id)).total).toBe(3);
    expect((await listProfiles(world, world.alice, other.id)).total).toBe(1);
    expect(await deleteProfiles(world, world.alice, list.id, [])).toBe(0);
  });
});

describe('CSV export of a list (spec §9)', () => {
  it('streams every profile in the spec’s columns, quoted, named after the list', async () => {
    const download = await exportListCsv(world, world.alice, list.id);
    expect(download.fileName).toBe('natgeo__nasa___followers___jan_1_leads.csv');
    expect(download.count).toBe(5);
    const text = await readAll(download.stream);
    expect(text.split('\n')[0]).toBe(EXPORT_COLUMNS.map((c) => `"${c}"`).join(','));
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Username)).toEqual(['ana.p', 'ben', 'cat', 'dan', 'eve']);
    expect(rows[0]).toMatchObject({
      'Full Name': 'Ana Pérez',
      Followers: '500',
      Posts: '50',
      'Is Private': 'false',
    });
    // DESIGN.md §9: a bio starting like a formula is neutralised
    expect(rows[4]?.Biography).toBe("'=cmd|calc");
  });

  it('adds a byte-order mark when asked', async () => {
    const text = await readAll((await exportListCsv(world, world.alice, list.id, { bom: true })).stream);
    expect(text.startsWith('\uFEFF"Username"')).toBe(true);
  });

  it("refuses an empty list ('No profiles found in this list'), a running one and a foreign one", async () => {
    await deleteProfiles(world, world.alice, list.id, Object.values(list.ids));
    expect(await rejection(exportListCsv(world, world.alice, list.id))).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'No profiles found in this list',
    });
    const running = await world.seedList(world.alice, {
      profiles: [{ username: 'x' }],
      status: 'processing',
    });
    expect(await rejection(exportListCsv(world, world.alice, running.id))).toMatchObject({
      code: 'CONFLICT',
      message: 'This list is not completed yet: wait for its run to finish',
    });
    expect(await rejection(exportListCsv(world, world.bob, list.id))).toMatchObject({ code: 'NOT_FOUND' });
  });
});
