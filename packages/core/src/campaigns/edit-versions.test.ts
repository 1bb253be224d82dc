import { createTestUser, openTestStore, settleRows } from '@leadgen/test-utils/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateProfile } from '../accounts/accounts.js';
import { StaleVersionError } from '../domain/errors.js';
import { renameList } from '../lists/lists.js';
import { outreachSettings, updateOutreachSettings } from '../outreach/pace.js';
import { freshnessSetting, updateFreshness } from '../runs/freshness.js';
import type { Store } from '../store/open-store.js';
import { renameCampaign, setCampaignStatus } from './campaigns.js';
import { saveMessages, saveProfileMessage } from './messages.js';
import { saveCampaign } from './save.js';

// Issue 31: every editable thing carries a version; a save of a stale one is refused and loses
// nothing, on both engines (this suite runs on PostgreSQL too).

let store: Store;
let alice: string;
let bob: string;
let listId: string;
let ids: string[];

const PROFILES = 1000;

/** The refusal a save throws, or fails the test when it went through. */
async function refusal(save: Promise<unknown>): Promise<StaleVersionError> {
  const error = await save.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(StaleVersionError);
  return error as StaleVersionError;
}

beforeAll(async () => {
  store = await openTestStore();
  alice = (await createTestUser(store, 'alice@example.com')).id;
  bob = (await createTestUser(store, 'bob@example.com')).id;
  const list = await store.lists.create(alice, {
    name: 'big',
    target_accounts: ['natgeo'],
    search_type: 'followers',
    max_profiles: PROFILES,
    instagram_session_id: null,
  });
  listId = list.id;
  await store.profiles.insertMany(
    alice,
    listId,
    Array.from({ length: PROFILES }, (_, i) => ({
      username: `person_${i}`,
      instagram_user_id: String(7_000_000 + i),
      connection_type: 'followers' as const,
      source_username: 'natgeo',
    })),
  );
  await settleRows(store, alice, listId);
  await store.lists.complete(alice, listId, { profiles_found: PROFILES, cost: 0 });
  ids = await store.profiles.ids(alice, listId);
});
afterAll(() => store.close());

async function newCampaign(profileIds: readonly string[]) {
  return store.campaigns.create(alice, {
    name: 'Spring',
    description: 'first',
    message_template: 'Hi {First Name}!',
    filters: null,
    search_list_id: listId,
    search_type: 'followers',
    profile_ids: profileIds,
  });
}

describe('a campaign edited in two tabs', () => {
  it("refuses the stale tab's save, keeps the first tab's work, and overwrites only when asked", async () => {
    const opened = await newCampaign(ids.slice(0, 100));
    const loaded = opened.version;
    // tab A renames and removes three profiles
    const a = await saveCampaign({ store }, alice, opened.id, {
      version: loaded,
      settings: { name: 'Renamed in A' },
      removeIds: ids.slice(0, 3),
    });
    expect(a.campaign.version).toBeGreaterThan(loaded);
    expect(a.selection).toEqual({ added: 0, removed: 3 });
    // tab B still holds the version it loaded: its description change is refused
    const stale = await refusal(
      saveCampaign({ store }, alice, opened.id, { version: loaded, settings: { description: 'from B' } }),
    );
    expect(stale.code).toBe('CONFLICT');
    expect(stale.version).toBe(a.campaign.version);
    const after = await store.campaigns.get(alice, opened.id);
    expect(after).toMatchObject({ name: 'Renamed in A', description: 'first', profile_count: 97 });
    // an overwrite sends the current version back: B's change lands, A's name stays
    const b = await saveCampaign({ store }, alice, opened.id, {
      version: stale.version,
      settings: { description: 'from B' },
    });
    expect(b.campaign).toMatchObject({ name: 'Renamed in A', description: 'from B', profile_count: 97 });
  });

  it('checks the version on a rename and a status change too', async () => {
    const opened = await newCampaign(ids.slice(0, 5));
    const active = await saveCampaign({ store }, alice, opened.id, {
      version: opened.version,
      settings: { status: 'active' },
    });
    const loaded = active.campaign.version;
    await renameCampaign({ store }, alice, opened.id, 'Mine', { expectedVersion: loaded });
    await refusal(renameCampaign({ store }, alice, opened.id, 'Theirs', { expectedVersion: loaded }));
    await refusal(setCampaignStatus({ store }, alice, opened.id, 'paused', { expectedVersion: loaded }));
    expect(await store.campaigns.get(alice, opened.id)).toMatchObject({ name: 'Mine', status: 'active' });
  });

  it("answers someone else's campaign as not found, whatever the version", async () => {
    const opened = await newCampaign(ids.slice(0, 1));
    await expect(
      saveCampaign({ store }, bob, opened.id, { version: opened.version, settings: { name: 'x' } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('a save that sends what changed', () => {
  it('adds and removes members of a 1,000-profile campaign by the ids that changed', async () => {
    const opened = await newCampaign(ids.slice(0, 990));
    const saved = await saveCampaign({ store }, alice, opened.id, {
      version: opened.version,
      addIds: ids.slice(990),
      removeIds: ids.slice(0, 25),
    });
    expect(saved.selection).toEqual({ added: 10, removed: 25 });
    const members = new Set((await store.campaignMembers.profiles(alice, opened.id)).map((p) => p.id));
    expect(members.size).toBe(975);
    expect(members.has(ids[0] as string)).toBe(false);
    expect(members.has(ids[999] as string)).toBe(true);
  });

  it('saves 1,000 long messages in bounded parts, each checked against its own version', async () => {
    const opened = await newCampaign(ids);
    const members = await store.campaignMembers.profiles(alice, opened.id);
    const text = (i: number) => `Hi ${i}! ${'I loved the reef series. '.repeat(80)}`.trim();
    expect(text(1).length).toBeGreaterThan(1900);
    const versions: Record<string, number> = {};
    for (let start = 0; start < members.length; start += 50) {
      const part = members.slice(start, start + 50);
      const written = await saveMessages(
        { store },
        alice,
        opened.id,
        Object.fromEntries(part.map((m, i) => [m.id, text(start + i)])),
        Object.fromEntries(part.map((m) => [m.id, m.message_version])),
      );
      expect(written.saved).toBe(part.length);
      Object.assign(versions, written.versions);
    }
    const leads = await store.campaignMembers.profiles(alice, opened.id);
    expect(
      leads.every((lead) => lead.message?.startsWith('Hi ') && lead.message_version === versions[lead.id]),
    ).toBe(true);
  });

  it('refuses a part whose message changed elsewhere, names it, and writes none of that part', async () => {
    const opened = await newCampaign(ids.slice(0, 3));
    const [first, second] = await store.campaignMembers.profiles(alice, opened.id);
    if (!first || !second) throw new Error('expected two members');
    // another tab saves the first lead's message
    await saveMessages(
      { store },
      alice,
      opened.id,
      { [first.id]: 'from the other tab' },
      {
        [first.id]: first.message_version,
      },
    );
    const stale = await refusal(
      saveMessages(
        { store },
        alice,
        opened.id,
        { [first.id]: 'mine', [second.id]: 'also mine' },
        { [first.id]: first.message_version, [second.id]: second.message_version },
      ),
    );
    expect(stale.stale).toEqual([first.id]);
    expect(stale.message).toBe(
      '1 message was changed in another tab or window since you opened it. Reload to see the changes, or overwrite them with yours.',
    );
    const byId = new Map(
      (await store.campaignMembers.profiles(alice, opened.id)).map((p) => [p.id, p.message]),
    );
    expect(byId.get(first.id)).toBe('from the other tab');
    expect(byId.get(second.id)).toBeNull();
  });

  it('refuses a stale lead-review message and keeps the newer one', async () => {
    const [row] = (await store.profiles.page(alice, listId, { limit: 1 })).profiles;
    if (!row) throw new Error('expected a row');
    const first = await saveProfileMessage({ store }, alice, row.id, 'newer', {
      expectedVersion: row.message_version,
    });
    expect(first.messageVersion).toBe(row.message_version + 1);
    await refusal(
      saveProfileMessage({ store }, alice, row.id, 'older', { expectedVersion: row.message_version }),
    );
    expect((await store.profiles.get(alice, row.id))?.message).toBe('newer');
  });
});

describe('lists and settings', () => {
  it('refuses a rename of a list renamed since', async () => {
    const list = await store.lists.get(alice, listId);
    if (!list) throw new Error('expected the list');
    const renamed = await renameList({ store }, alice, listId, 'Reef people', {
      expectedVersion: list.version,
    });
    expect(renamed.list.version).toBe(list.version + 1);
    const stale = await refusal(
      renameList({ store }, alice, listId, 'Other', { expectedVersion: list.version }),
    );
    expect(stale.version).toBe(list.version + 1);
  });

  it('checks one settings version across the profile, freshness and outreach settings', async () => {
    const { version } = await freshnessSetting({ store }, alice);
    const profile = await updateProfile(
      { store },
      alice,
      { first_name: 'Alicia' },
      { expectedVersion: version },
    );
    expect(profile.settings_version).toBe(version + 1);
    // a window opened before that save holds the old version
    await refusal(updateFreshness({ store }, alice, 14, { expectedVersion: version }));
    await refusal(updateOutreachSettings({ store }, alice, { dailyCap: 20 }, { expectedVersion: version }));
    await refusal(updateProfile({ store }, alice, { first_name: 'Al' }, { expectedVersion: version }));
    const fresh = await updateFreshness({ store }, alice, 14, { expectedVersion: profile.settings_version });
    expect(fresh).toMatchObject({ days: 14, version: version + 2 });
    const pace = await updateOutreachSettings(
      { store },
      alice,
      { dailyCap: 20 },
      { expectedVersion: fresh.version },
    );
    expect(pace).toMatchObject({ dailyCap: 20, version: version + 3 });
    expect((await outreachSettings({ store }, alice)).version).toBe(version + 3);
    expect((await store.users.get(alice))?.first_name).toBe('Alicia');
  });
});
