// Campaign cards, detail, edit, status and selection (spec §2 campaigns list, edit and view
// screens, §4 campaign status and selection, §5 Campaigns and Filters) on real SQLite.

import {
  blockUsernames,
  createCampaignFromSelection,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  markLead,
  renameCampaign,
  saveCampaign,
  saveCampaignSelection,
  selectorProfiles,
  setCampaignStatus,
  updateCampaign,
} from '@leadgen/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIVE, idOf, openWorld, rejection, type SeededList, type World } from './service-harness.js';

let world: World;
let list: SeededList;
let campaignId: string;

beforeEach(async () => {
  world = await openWorld();
  list = await world.seedList(world.alice, { targets: ['natgeo'], profiles: FIVE });
  const created = await createCampaignFromSelection(world, world.alice, {
    name: 'Spring',
    profileIds: ['ana.p', 'ben', 'cat'].map((u) => idOf(list, u)),
  });
  campaignId = created.campaign.id;
});
afterEach(() => world.store.close());

const usernames = async () =>
  (await getCampaign(world, world.alice, campaignId)).profiles.map((p) => p.username);

describe('reading campaigns', () => {
  it('lists newest first with a preview of up to 3 profiles', async () => {
    const later = await createCampaignFromSelection(world, world.alice, {
      name: 'Later',
      profileIds: [idOf(list, 'eve')],
    });
    const cards = await listCampaigns(world, world.alice);
    expect(cards.map((c) => c.name)).toEqual(['Later', 'Spring']);
    expect(cards[1]?.preview_profiles.map((p) => p.username)).toEqual(['ana.p', 'ben', 'cat']);
    expect(cards[0]?.id).toBe(later.campaign.id);
    expect(await listCampaigns(world, world.bob)).toEqual([]);
  });

  it('gives a campaign with its list, its profiles and its stats', async () => {
    await world.store.campaignMembers.removeProfiles(world.alice, campaignId, [idOf(list, 'cat')]);
    const detail = await getCampaign(world, world.alice, campaignId);
    expect(detail.search_list).toMatchObject({ id: list.id, name: list.name, search_type: 'followers' });
    expect(detail.profiles.map((p) => p.username)).toEqual(['ana.p', 'ben']);
    expect(detail.stats).toEqual({ total: 3, selected: 2, sent: 0, responses: 0 });
  });

  it("answers 'Campaign not found or access denied' for a missing or foreign id", async () => {
    for (const [user, id] of [
      [world.bob, campaignId],
      [world.alice, 'nope'],
    ] as const) {
      expect(await rejection(getCampaign(world, user, id))).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Campaign not found or access denied',
      });
    }
  });
});

describe('editing a campaign (spec §2 edit screen, §5)', () => {
  it('trims the fields, takes any status and reads the send rate', async () => {
    const { campaign, notice } = await updateCampaign(world, world.alice, campaignId, {
      name: '  Summer ',
      description: '  Warm leads  ',
      status: ' Completed ',
      template: '  Hey {Username}  ',
      sendRateLimit: '25',
    });
    expect(notice).toBe('Campaign saved successfully!');
    expect(campaign).toMatchObject({
      name: 'Summer',
      description: 'Warm leads',
      status: 'completed',
      message_template: 'Hey {Username}',
      send_rate_limit: 25,
    });
    // spec §4: the edit screen may go from completed back to draft; spec §5: bad rates become 10
    const next = await updateCampaign(world, world.alice, campaignId, {
      status: 'draft',
      sendRateLimit: 500,
      description: '  ',
    });
    expect(next.campaign).toMatchObject({
      status: 'draft',
      send_rate_limit: 10,
      description: null,
      name: 'Summer',
    });
    expect(
      (await updateCampaign(world, world.alice, campaignId, { sendRateLimit: '' })).campaign.send_rate_limit,
    ).toBe(10);
  });

  it("refuses a blank name ('Please enter a campaign name') and an unknown status", async () => {
    expect(await rejection(updateCampaign(world, world.alice, campaignId, { name: '  ' }))).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Please enter a campaign name',
    });
    expect(await rejection(updateCampaign(world, world.alice, campaignId, { status: 'live' }))).toMatchObject(
      {
        message: 'Invalid campaign status: live',
      },
    );
    expect((await getCampaign(world, world.alice, campaignId)).name).toBe('Spring');
  });

  it('renames from the dashboard', async () => {
    const result = await renameCampaign(world, world.alice, campaignId, ' Autumn ');
    expect(result).toMatchObject({ notice: 'Campaign renamed successfully', campaign: { name: 'Autumn' } });
  });
});

describe('pause and resume on the campaigns list (spec §4)', () => {
  it('pauses an active campaign and resumes a paused one, saying so', async () => {
    await updateCampaign(world, world.alice, campaignId, { status: 'active' });
    const paused = await setCampaignStatus(world, world.alice, campaignId, 'paused');
    expect(paused.notice).toBe('Campaign paused successfully');
    expect(paused.campaign.status).toBe('paused');
    const resumed = await setCampaignStatus(world, world.alice, campaignId, 'active');
    expect(resumed.notice).toBe('Campaign active successfully');
    expect(resumed.campaign.status).toBe('active');
  });

  it('offers nothing else', async () => {
    expect(await rejection(setCampaignStatus(world, world.alice, campaignId, 'active'))).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Cannot change a campaign from draft to active',
    });
    await updateCampaign(world, world.alice, campaignId, { status: 'active' });
    expect(await rejection(setCampaignStatus(world, world.alice, campaignId, 'completed'))).toMatchObject({
      message: 'Cannot change a campaign from active to completed',
    });
    expect((await getCampaign(world, world.alice, campaignId)).status).toBe('active');
  });
});

describe('deleting a campaign', () => {
  it('deletes it in any state and keeps its profiles in their list', async () => {
    await updateCampaign(world, world.alice, campaignId, { status: 'archived' });
    expect(await deleteCampaign(world, world.alice, campaignId)).toEqual({
      notice: 'Campaign deleted successfully',
    });
    expect(await rejection(getCampaign(world, world.alice, campaignId))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await world.store.profiles.count(world.alice, list.id)).toBe(5);
    expect(await rejection(deleteCampaign(world, world.alice, campaignId))).toMatchObject({
      message: 'Campaign not found or access denied',
    });
  });
});

describe('saving the selection (spec §4)', () => {
  it('adds the newly selected and removes the deselected', async () => {
    const selected = ['ben', 'dan', 'eve'].map((u) => idOf(list, u));
    expect(await saveCampaignSelection(world, world.alice, campaignId, selected)).toEqual({
      added: 2,
      removed: 2,
    });
    expect(await usernames()).toEqual(['ben', 'dan', 'eve']);
    expect((await getCampaign(world, world.alice, campaignId)).profile_count).toBe(3);
    expect(await saveCampaignSelection(world, world.alice, campaignId, selected)).toEqual({
      added: 0,
      removed: 0,
    });
    expect(await saveCampaignSelection(world, world.alice, campaignId, [])).toEqual({ added: 0, removed: 3 });
    expect(await usernames()).toEqual([]);
  });

  it("changes nothing when a new id is not the user's own", async () => {
    const bobs = await world.seedList(world.bob, { profiles: [{ username: 'bobby' }] });
    const call = saveCampaignSelection(world, world.alice, campaignId, [
      idOf(list, 'dan'),
      idOf(bobs, 'bobby'),
    ]);
    expect(await rejection(call)).toMatchObject({ code: 'NOT_FOUND', message: 'Profile not found' });
    expect(await usernames()).toEqual(['ana.p', 'ben', 'cat']);
  });
});

describe('Save Changes as one transaction', () => {
  it('saves settings, selection and messages together', async () => {
    const result = await saveCampaign(world, world.alice, campaignId, {
      settings: { name: 'Saved', status: 'active' },
      selectedIds: [idOf(list, 'ana.p'), idOf(list, 'dan')],
      messages: { [idOf(list, 'dan')]: ' Hi Dan ', [idOf(list, 'ana.p')]: '  ' },
    });
    expect(result).toMatchObject({
      notice: 'Campaign saved successfully!',
      selection: { added: 1, removed: 2 },
      messagesSaved: 1,
      campaign: { name: 'Saved', status: 'active', profile_count: 2 },
    });
    const leads = await world.store.campaignMembers.profiles(world.alice, campaignId);
    expect(leads.find((p) => p.id === idOf(list, 'dan'))?.message).toBe('Hi Dan');
  });

  it('rolls everything back when one part is refused', async () => {
    const call = saveCampaign(world, world.alice, campaignId, {
      settings: { name: 'Never saved' },
      selectedIds: [idOf(list, 'dan')],
      messages: { 'no-such-profile': 'Hi' },
    });
    expect(await rejection(call)).toMatchObject({ code: 'NOT_FOUND', message: 'Profile not found' });
    const detail = await getCampaign(world, world.alice, campaignId);
    expect(detail.name).toBe('Spring');
    expect(detail.profiles.map((p) => p.username)).toEqual(['ana.p', 'ben', 'cat']);
  });
});

describe('the profile selector (spec §5 create and edit screens)', () => {
  it('filters profiles of completed lists with the cleaned filter', async () => {
    await world.seedList(world.alice, {
      profiles: [{ username: 'running_coach', biography: 'coach' }],
      status: 'processing',
    });
    const result = await selectorProfiles(world, world.alice, {
      filter: { minFollowers: '150', includeKeywords: ['COACH', 'roaster'], excludeKeywords: ['lisbon'] },
    });
    expect(result.profiles.map((p) => p.username)).toEqual(['ben']);
    expect(result.candidates).toBe(5);
    const all = await selectorProfiles(world, world.alice);
    expect(all.profiles.map((p) => p.username)).toEqual(['ana.p', 'ben', 'cat', 'dan', 'eve']);
    // in a campaign, not yet messaged: not contacted
    expect(all.profiles[0]).toMatchObject({ search_list_name: list.name, contacted: false });
  });

  it('leaves out profiles messaged in another campaign, or on do-not-contact, when asked', async () => {
    await updateCampaign(world, world.alice, campaignId, { status: 'active' });
    for (const username of ['ana.p', 'ben'])
      await markLead(world, world.alice, campaignId, { username }, 'sent');
    await blockUsernames(world, world.alice, ['cat']);
    const filter = { excludeContacted: true };
    expect((await selectorProfiles(world, world.alice, { filter })).profiles.map((p) => p.username)).toEqual([
      'dan',
      'eve',
    ]);
    // editing the campaign itself: its own messages do not count; do-not-contact still does
    const editing = await selectorProfiles(world, world.alice, { filter, exceptCampaign: campaignId });
    expect(editing.profiles.map((p) => p.username)).toEqual(['ana.p', 'ben', 'dan', 'eve']);
  });

  it('reads only the selected lists, and none of another user’s', async () => {
    const other = await world.seedList(world.alice, { profiles: [{ username: 'zed' }] });
    const only = await selectorProfiles(world, world.alice, { filter: { selectedLists: [other.id] } });
    expect(only.profiles.map((p) => p.username)).toEqual(['zed']);
    expect((await selectorProfiles(world, world.bob)).profiles).toEqual([]);
    expect(
      (await selectorProfiles(world, world.bob, { filter: { selectedLists: [list.id] } })).profiles,
    ).toEqual([]);
  });
});
