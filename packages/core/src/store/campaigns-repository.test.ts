import { createTestUser, openTestStore } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normalizeSelectorFilter } from '../domain/selector-filter.js';
import type { Store } from './open-store.js';

let store: Store;
let alice: string;
let bob: string;
let listId: string;
let profileIds: string[];

beforeEach(async () => {
  store = await openTestStore();
  alice = (await createTestUser(store, 'alice@example.com')).id;
  bob = (await createTestUser(store, 'bob@example.com')).id;
  const list = await store.lists.create(alice, {
    name: 'natgeo - followers - Jan 1',
    target_accounts: ['natgeo'],
    search_type: 'followers',
    max_profiles: 5,
    instagram_session_id: null,
  });
  listId = list.id;
  await store.profiles.insertMany(
    alice,
    listId,
    ['ann', 'ben', 'cat', 'dan', 'eve'].map((username) => ({
      username,
      connection_type: 'followers' as const,
      source_username: 'natgeo',
    })),
  );
  const rows = await store.profiles.pendingEnrichment(alice, listId, 10);
  await store.profiles.recordEnrichment(
    alice,
    rows.map((row, i) => ({
      id: row.id,
      status: 'enriched' as const,
      details: { followers_count: (i + 1) * 100 },
    })),
  );
  await store.lists.complete(alice, listId, { profiles_found: 5, cost: 40 });
  profileIds = rows.map((row) => row.id);
});
afterEach(() => store.close());

const draft = (ids: string[]) => ({
  name: 'Spring outreach',
  description: null,
  message_template: 'Hi {First Name}!',
  filters: { minFollowers: 100, includeKeywords: ['coach'] },
  search_list_id: listId,
  search_type: 'followers' as const,
  profile_ids: ids,
});

describe('campaigns repository', () => {
  it('creates a draft with its profiles and counts', async () => {
    const campaign = await store.campaigns.create(alice, draft(profileIds.slice(0, 3)));
    expect(campaign).toMatchObject({
      status: 'draft',
      profile_count: 3,
      total_profiles: 3,
      send_rate_limit: 10,
      messages_sent: 0,
      responses_received: 0,
      filters: { minFollowers: 100, includeKeywords: ['coach'] },
    });
    const members = await store.campaignMembers.profiles(alice, campaign.id);
    expect(members.map((m) => m.followers_count)).toEqual([300, 200, 100]);
    expect(members[0]).toMatchObject({
      search_list_id: listId,
      search_list_name: 'natgeo - followers - Jan 1',
    });
  });

  it("links only the creator's own profiles", async () => {
    const bobList = await store.lists.create(bob, {
      name: 'b',
      target_accounts: ['x'],
      search_type: 'followers',
      max_profiles: 1,
      instagram_session_id: null,
    });
    const campaign = await store.campaigns.create(bob, { ...draft(profileIds), search_list_id: bobList.id });
    expect(campaign.profile_count).toBe(0);
    expect(await store.campaignMembers.profiles(bob, campaign.id)).toEqual([]);
  });

  it('lists newest first with the related list and up to 3 preview profiles', async () => {
    await store.campaigns.create(alice, { ...draft(profileIds), name: 'older' });
    await store.campaigns.create(alice, { ...draft([]), name: 'newer', search_list_id: null });
    const [newer, older] = await store.campaigns.list(alice);
    expect(newer).toMatchObject({ name: 'newer', search_list: null, preview_profiles: [] });
    expect(older?.search_list).toEqual({
      id: listId,
      name: 'natgeo - followers - Jan 1',
      target_accounts: ['natgeo'],
      search_type: 'followers',
      profiles_found: 5,
    });
    expect(older?.preview_profiles.map((p) => p.username)).toHaveLength(3);
    expect(older?.profile_count).toBe(5);
  });

  it('updates fields and keeps profile_count in step with adds and removes', async () => {
    const campaign = await store.campaigns.create(alice, draft(profileIds.slice(0, 2)));
    const updated = await store.campaigns.update(alice, campaign.id, {
      name: 'Renamed',
      status: 'active',
      send_rate_limit: 25,
    });
    expect(updated).toMatchObject({ name: 'Renamed', status: 'active', send_rate_limit: 25 });
    expect(updated?.updated_at).not.toBe(campaign.updated_at);
    expect(await store.campaignMembers.addProfiles(alice, campaign.id, profileIds)).toBe(true);
    expect((await store.campaigns.get(alice, campaign.id))?.profile_count).toBe(5);
    expect(await store.campaignMembers.removeProfiles(alice, campaign.id, profileIds.slice(0, 4))).toBe(true);
    expect((await store.campaigns.get(alice, campaign.id))?.profile_count).toBe(1);
  });

  it('drops links when their profiles are deleted from the list', async () => {
    const campaign = await store.campaigns.create(alice, draft(profileIds));
    await store.profiles.deleteMany(alice, listId, profileIds.slice(0, 2));
    expect(await store.campaignMembers.profiles(alice, campaign.id)).toHaveLength(3);
  });

  it("never shows or changes another user's campaign", async () => {
    const campaign = await store.campaigns.create(alice, draft(profileIds));
    expect(await store.campaigns.get(bob, campaign.id)).toBeUndefined();
    expect(await store.campaigns.list(bob)).toEqual([]);
    expect(await store.campaignMembers.profiles(bob, campaign.id)).toEqual([]);
    expect(await store.campaigns.update(bob, campaign.id, { name: 'x' })).toBeUndefined();
    expect(await store.campaignMembers.addProfiles(bob, campaign.id, profileIds)).toBe(false);
    expect(await store.campaignMembers.removeProfiles(bob, campaign.id, profileIds)).toBe(false);
    expect(await store.campaigns.delete(bob, campaign.id)).toBe(false);
    expect(await store.campaigns.get(alice, campaign.id)).toMatchObject({
      name: 'Spring outreach',
      profile_count: 5,
    });
  });

  it('marks selector candidates messaged in another campaign, or on do-not-contact, as contacted', async () => {
    const campaign = await store.campaigns.create(alice, draft(profileIds.slice(0, 3)));
    // the first is messaged, the second on do-not-contact, the third only a member: not contacted
    await store.outreach.mark(alice, campaign.id, profileIds[0] ?? '', 'sent');
    const second = await store.profiles.get(alice, profileIds[1] ?? '');
    await store.doNotContact.block(alice, [second?.username ?? '']);
    const candidates = await store.profiles.selectorMatches(alice, normalizeSelectorFilter({}));
    expect(candidates).toHaveLength(5);
    expect(
      candidates
        .filter((c) => c.contacted)
        .map((c) => c.id)
        .sort(),
    ).toEqual(profileIds.slice(0, 2).sort());
    expect(candidates[0]).toMatchObject({
      search_list_name: 'natgeo - followers - Jan 1',
      target_accounts: ['natgeo'],
    });
    const whileEditing = await store.profiles.selectorMatches(alice, normalizeSelectorFilter({}), {
      exceptCampaign: campaign.id,
    });
    // while editing that campaign, its own messages do not count; do-not-contact still does
    expect(whileEditing.filter((c) => c.contacted).map((c) => c.id)).toEqual([profileIds[1]]);
    expect(await store.profiles.selectorMatches(bob, normalizeSelectorFilter({}))).toEqual([]);
    const uncontacted = normalizeSelectorFilter({ excludeContacted: true });
    expect((await store.profiles.selectorMatches(alice, uncontacted)).map((c) => c.id).sort()).toEqual(
      profileIds.slice(2).sort(),
    );
    expect(await store.profiles.selectorMatches(bob, uncontacted)).toEqual([]);
  });

  it('deletes a campaign and its links but not the profiles', async () => {
    const campaign = await store.campaigns.create(alice, draft(profileIds));
    expect(await store.campaigns.delete(alice, campaign.id)).toBe(true);
    expect(await store.campaigns.get(alice, campaign.id)).toBeUndefined();
    expect(await store.profiles.count(alice, listId)).toBe(5);
  });
});
