import { createTestUser, openTestStore } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../store/open-store.js';
import { campaignOverview, campaignProfilesPage } from './profiles.js';

let store: Store;
let alice: string;
let bob: string;
let campaignId: string;
let memberIds: string[];
const deps = () => ({ store });

/** A completed list of `count` rows of `userId`; every 7th keeps no follower count, many tie. */
async function listOf(userId: string, prefix: string, count: number): Promise<string[]> {
  const list = await store.lists.create(userId, {
    name: `${prefix} - followers - Jan 1`,
    target_accounts: ['natgeo'],
    search_type: 'followers',
    max_profiles: count,
    instagram_session_id: null,
  });
  await store.profiles.insertMany(
    userId,
    list.id,
    Array.from({ length: count }, (_, i) => ({
      username: `${prefix}_${String(i).padStart(3, '0')}`,
      full_name: i === 42 ? 'Ágata Coral' : `Person ${i}`,
      connection_type: 'followers' as const,
      source_username: 'natgeo',
    })),
  );
  // in username order: the members (the first 205) are then the same rows every time
  const rows = (await store.profiles.pendingEnrichment(userId, list.id, 1000)).sort((a, b) =>
    a.username.localeCompare(b.username),
  );
  // every row settled (rows a run has not settled are visible to no one); some were not found,
  // so they have no counts
  await store.profiles.recordEnrichment(userId, [
    ...rows
      .filter((_, i) => i % 7 !== 3)
      .map((row, i) => ({
        id: row.id,
        status: 'enriched' as const,
        details: { followers_count: (i % 5) * 100 },
      })),
    ...rows
      .filter((_, i) => i % 7 === 3)
      .map((row) => ({ id: row.id, status: 'not_found' as const, error: 'Profile not found' })),
  ]);
  await store.lists.complete(userId, list.id, { profiles_found: count, cost: count * 8 });
  return rows.map((row) => row.id);
}

beforeEach(async () => {
  store = await openTestStore();
  alice = (await createTestUser(store, 'alice@example.com')).id;
  bob = (await createTestUser(store, 'bob@example.com')).id;
  const ids = await listOf(alice, 'ana', 230);
  memberIds = ids.slice(0, 205);
  const campaign = await store.campaigns.create(alice, {
    name: 'Spring outreach',
    description: null,
    message_template: null,
    filters: null,
    search_list_id: null,
    search_type: null,
    profile_ids: memberIds,
  });
  campaignId = campaign.id;
  await store.campaignMessages.saveMessages(alice, campaignId, [
    { id: memberIds[7] ?? '', message: 'Loved your CORAL reef series' },
  ]);
});
afterEach(() => store.close());

/** Every page of the campaign for `search`, `limit` at a time. */
async function allPages(search: string, limit: number) {
  const pages = [];
  let cursor: string | null = null;
  do {
    const page = await campaignProfilesPage(deps(), alice, campaignId, { search, limit, cursor });
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}

describe('campaignProfilesPage', () => {
  it('pages every member exactly once, followers descending with missing counts last', async () => {
    const pages = await allPages('', 40);
    expect(pages.map((page) => page.profiles.length)).toEqual([40, 40, 40, 40, 40, 5]);
    const rows = pages.flatMap((page) => page.profiles);
    expect(new Set(rows.map((p) => p.id)).size).toBe(205);
    expect(rows.map((p) => p.id).sort()).toEqual([...memberIds].sort());
    const whole = await store.campaignMembers.profiles(alice, campaignId);
    expect(rows.map((p) => p.id)).toEqual(whole.map((p) => p.id));
    const counts = rows.map((p) => p.followers_count);
    const known = counts.filter((n) => n !== null) as number[];
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(counts.slice(known.length).every((n) => n === null)).toBe(true);
    expect(counts.filter((n) => n === null).length).toBeGreaterThan(0);
    expect(pages.every((page) => page.total === 205 && page.matching === 205)).toBe(true);
    expect(rows[0]).toMatchObject({ search_list_name: 'ana - followers - Jan 1', is_private: false });
  });

  it("keeps the campaign's messages and the list's lead-review messages apart (issue 30)", async () => {
    const lead = memberIds[7] ?? '';
    // the campaign's message is not the list row's
    expect((await store.profiles.get(alice, lead))?.message).toBeNull();
    await store.profiles.saveMessage(alice, lead, 'Lead review draft');
    const page = await campaignProfilesPage(deps(), alice, campaignId, { search: 'coral reef' });
    expect(page.profiles[0]?.message).toBe('Loved your CORAL reef series');
    // a lead-review message written before a campaign is made comes along into it
    const other = await store.campaigns.create(alice, {
      name: 'Later',
      description: null,
      message_template: null,
      filters: null,
      search_list_id: null,
      search_type: null,
      profile_ids: [lead],
    });
    const [carried] = await store.campaignMembers.profiles(alice, other.id);
    expect(carried?.message).toBe('Lead review draft');
    // bob cannot write alice's campaign's messages
    expect(
      await store.campaignMessages.saveMessages(bob, campaignId, [{ id: lead, message: 'x' }]),
    ).toMatchObject({
      saved: 0,
    });
  });

  it('searches the username, full name and message case-insensitively, and counts the matches', async () => {
    const byUsername = await campaignProfilesPage(deps(), alice, campaignId, { search: ' ANA_01 ' });
    expect(byUsername.profiles.map((p) => p.username).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `ana_01${i}`),
    );
    expect(byUsername).toMatchObject({ total: 205, matching: 10, nextCursor: null });

    const byName = await campaignProfilesPage(deps(), alice, campaignId, { search: 'ágata' });
    expect(byName.profiles.map((p) => p.username)).toEqual(['ana_042']);

    const byMessage = await campaignProfilesPage(deps(), alice, campaignId, { search: 'coral reef' });
    expect(byMessage.profiles.map((p) => p.id)).toEqual([memberIds[7]]);
    expect(byMessage.matching).toBe(1);

    const none = await campaignProfilesPage(deps(), alice, campaignId, { search: 'nobody-at-all' });
    expect(none).toEqual({ profiles: [], nextCursor: null, total: 205, matching: 0 });

    // a search is paged by keyset too: 'person 1' matches 1, 10..19, 100..199 of the members
    const pages = await allPages('person 1', 25);
    const rows = pages.flatMap((page) => page.profiles);
    expect(rows.length).toBe(111);
    expect(new Set(rows.map((p) => p.id)).size).toBe(111);
    expect(pages[0]?.matching).toBe(111);
  });

  it("never reads another user's campaign, and names a bad cursor", async () => {
    await expect(campaignProfilesPage(deps(), bob, campaignId)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Campaign not found or access denied',
    });
    await expect(campaignOverview(deps(), bob, campaignId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // bob's own campaign of bob's profiles shows only those
    const bobIds = await listOf(bob, 'bo', 3);
    const bobs = await store.campaigns.create(bob, {
      name: 'Mine',
      description: null,
      message_template: null,
      filters: null,
      search_list_id: null,
      search_type: null,
      profile_ids: [...bobIds, ...memberIds.slice(0, 5)],
    });
    const page = await campaignProfilesPage(deps(), bob, bobs.id);
    expect(page.profiles.map((p) => p.username).sort()).toEqual(['bo_000', 'bo_001', 'bo_002']);
    expect(page.total).toBe(3);
    await expect(
      campaignProfilesPage(deps(), alice, campaignId, { cursor: 'not-a-cursor' }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT', message: 'Invalid page cursor' });
  });

  it('gives the overview its stats without the profiles', async () => {
    const overview = await campaignOverview(deps(), alice, campaignId);
    expect(overview).toMatchObject({ name: 'Spring outreach', profile_count: 205 });
    expect(overview.stats).toEqual({ total: 205, selected: 205, sent: 0, responses: 0 });
    expect('profiles' in overview).toBe(false);
  });
});
