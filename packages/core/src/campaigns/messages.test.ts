import { createTestUser, openTestStore, settleRows } from '@leadgen/test-utils/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../store/open-store.js';
import { populateMessages } from './messages.js';
import { saveCampaign } from './save.js';

let store: Store;
let alice: string;
let listId: string;
let ids: string[];

// spec §5: max profiles 1..1000; a campaign of a whole list of the maximum, each with a long
// message of its own (issue 30: the campaign's messages are its own, apart from the list's)
const MAX_PROFILES = 1000;
const longMessage = (i: number) =>
  `Hi person ${i}! ${'I loved your work on the reef series. '.repeat(25)}`.trim();

beforeAll(async () => {
  store = await openTestStore();
  alice = (await createTestUser(store, 'alice@example.com')).id;
  const list = await store.lists.create(alice, {
    name: 'big',
    target_accounts: ['natgeo'],
    search_type: 'followers',
    max_profiles: MAX_PROFILES,
    instagram_session_id: null,
  });
  listId = list.id;
  await store.profiles.insertMany(
    alice,
    listId,
    Array.from({ length: MAX_PROFILES }, (_, i) => ({
      username: `person_${i}`,
      instagram_user_id: String(5_000_000 + i),
      connection_type: 'followers' as const,
      source_username: 'natgeo',
    })),
  );
  await settleRows(store, alice, listId);
  ids = await store.profiles.ids(alice, listId);
});
afterAll(() => store.close());

describe("a campaign of 1,000 profiles with long messages (the spec's maximum)", () => {
  it('saves every message in one Save Changes, keeps the list rows untouched, and populates them all', async () => {
    const campaign = await store.campaigns.create(alice, {
      name: 'All of them',
      description: null,
      message_template: 'Hi {First Name}!',
      filters: null,
      search_list_id: listId,
      search_type: 'followers',
      profile_ids: ids,
    });
    expect(campaign.profile_count).toBe(MAX_PROFILES);
    const messages = Object.fromEntries(ids.map((id, i) => [id, longMessage(i)]));
    expect(longMessage(999).length).toBeGreaterThan(900);
    const saved = await saveCampaign({ store }, alice, campaign.id, { selectedIds: ids, messages });
    expect(saved).toMatchObject({ messagesSaved: MAX_PROFILES, selection: { added: 0, removed: 0 } });
    const leads = await store.campaignMembers.profiles(alice, campaign.id);
    expect(leads).toHaveLength(MAX_PROFILES);
    expect(leads.every((lead) => lead.message === messages[lead.id])).toBe(true);
    // the list's own (lead review) messages are another text
    expect(
      (await store.profiles.page(alice, listId, { limit: 1000 })).profiles.every((p) => p.message === null),
    ).toBe(true);
    const populated = await populateMessages({ store }, alice, campaign.id);
    expect(populated.count).toBe(MAX_PROFILES);
    expect(await store.campaignMembers.countProfiles(alice, campaign.id, null, { written: true })).toBe(
      MAX_PROFILES,
    );
  });
});
