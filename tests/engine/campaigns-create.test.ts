// Creating campaigns (spec §2 dashboard and create screen, §4, §5 Campaigns, §7 campaigns insert)
// on a real in-memory SQLite store.

import { createCampaignFromList, createCampaignFromSelection, getCampaign } from '@leadgen/core';
import { emptySelectorFilter } from '@leadgen/core/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIVE, idOf, openWorld, rejection, type SeededList, type World } from './service-harness.js';

let world: World;
let list: SeededList;

beforeEach(async () => {
  world = await openWorld();
  list = await world.seedList(world.alice, { targets: ['natgeo'], profiles: FIVE });
});
afterEach(() => world.store.close());

describe('a campaign from a list', () => {
  it('holds every profile of the list as a draft named after it', async () => {
    const { campaign, notice } = await createCampaignFromList(world, world.alice, list.id);
    expect(notice).toBe('Campaign created successfully!');
    expect(campaign).toMatchObject({
      name: 'natgeo - followers - Jan 1',
      status: 'draft',
      description: null,
      message_template: null,
      search_list_id: list.id,
      search_type: 'followers',
      profile_count: 5,
      total_profiles: 5,
      send_rate_limit: 10,
      filters: { ...emptySelectorFilter(), selectedLists: [list.id] },
    });
    const detail = await getCampaign(world, world.alice, campaign.id);
    expect(detail.profiles.map((p) => p.username)).toEqual(['ana.p', 'ben', 'cat', 'dan', 'eve']);
  });

  it('takes a name, description and template, trimmed; blanks mean none', async () => {
    const { campaign } = await createCampaignFromList(world, world.alice, list.id, {
      name: '  Yoga push ',
      description: ' For studios ',
      template: '  Hi {First Name}!  ',
    });
    expect(campaign).toMatchObject({
      name: 'Yoga push',
      description: 'For studios',
      message_template: 'Hi {First Name}!',
    });
    const blank = await createCampaignFromList(world, world.alice, list.id, {
      name: ' ',
      description: ' ',
      template: '',
    });
    expect(blank.campaign).toMatchObject({ name: list.name, description: null, message_template: null });
  });

  it("refuses an empty list ('No profiles found in this list') and a list still running", async () => {
    const empty = await world.seedList(world.alice, { profiles: [] });
    expect(await rejection(createCampaignFromList(world, world.alice, empty.id))).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'No profiles found in this list',
    });
    const running = await world.seedList(world.alice, { profiles: FIVE, status: 'processing' });
    expect(await rejection(createCampaignFromList(world, world.alice, running.id))).toMatchObject({
      code: 'CONFLICT',
    });
    expect(await rejection(createCampaignFromList(world, world.bob, list.id))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'List not found',
    });
    expect(await world.store.campaigns.list(world.alice)).toEqual([]);
  });
});

describe('a campaign from the profile selector', () => {
  const filters = { minFollowers: '150', includeKeywords: [' Coach ', 'coach', ''], searchQuery: ' a ' };

  it('saves the selection, the cleaned filter and the list the profiles share', async () => {
    const ids = [idOf(list, 'cat'), idOf(list, 'ana.p'), idOf(list, 'cat')];
    const { campaign, notice } = await createCampaignFromSelection(world, world.alice, {
      name: ' Coaches ',
      description: '',
      template: 'Hi {First Name}',
      filters,
      profileIds: ids,
    });
    expect(notice).toBe('Campaign created successfully!');
    expect(campaign).toMatchObject({
      name: 'Coaches',
      description: null,
      message_template: 'Hi {First Name}',
      status: 'draft',
      profile_count: 2,
      search_list_id: list.id,
      search_type: 'followers',
      filters: { ...emptySelectorFilter(), minFollowers: 150, includeKeywords: ['coach'], searchQuery: 'a' },
    });
    const detail = await getCampaign(world, world.alice, campaign.id);
    expect(detail.profiles.map((p) => p.username)).toEqual(['ana.p', 'cat']);
    expect(detail.search_list).toMatchObject({ id: list.id, target_accounts: ['natgeo'] });
  });

  it('links no list when the profiles come from several', async () => {
    const other = await world.seedList(world.alice, {
      searchType: 'following',
      profiles: [{ username: 'zed' }],
    });
    const { campaign } = await createCampaignFromSelection(world, world.alice, {
      name: 'Mixed',
      profileIds: [idOf(list, 'ben'), idOf(other, 'zed')],
    });
    expect(campaign).toMatchObject({ search_list_id: null, search_type: null, profile_count: 2 });
  });

  it("needs a name ('Please enter a campaign name') and a profile ('Please select at least one profile')", async () => {
    const profileIds = [idOf(list, 'ben')];
    for (const name of ['', '   ']) {
      expect(
        await rejection(createCampaignFromSelection(world, world.alice, { name, profileIds })),
      ).toMatchObject({
        code: 'INVALID_INPUT',
        message: 'Please enter a campaign name',
      });
    }
    expect(
      await rejection(createCampaignFromSelection(world, world.alice, { name: 'X', profileIds: [] })),
    ).toMatchObject({ code: 'INVALID_INPUT', message: 'Please select at least one profile' });
    expect(
      await rejection(
        createCampaignFromSelection(world, world.alice, {
          name: 'X',
          profileIds,
          filters: { minFollowers: 'x' },
        }),
      ),
    ).toMatchObject({ message: 'Minimum followers must be a whole number of 0 or more' });
    expect(await world.store.campaigns.list(world.alice)).toEqual([]);
  });

  it("takes only the user's own profiles of completed lists ('Profile not found')", async () => {
    const running = await world.seedList(world.alice, {
      profiles: [{ username: 'run' }],
      status: 'processing',
    });
    const bobs = await world.seedList(world.bob, { profiles: [{ username: 'bobby' }] });
    for (const stranger of [idOf(running, 'run'), idOf(bobs, 'bobby'), 'no-such-id']) {
      const call = createCampaignFromSelection(world, world.alice, {
        name: 'X',
        profileIds: [idOf(list, 'ben'), stranger],
      });
      expect(await rejection(call)).toMatchObject({ code: 'NOT_FOUND', message: 'Profile not found' });
    }
    expect(await world.store.campaigns.list(world.alice)).toEqual([]);
  });
});
