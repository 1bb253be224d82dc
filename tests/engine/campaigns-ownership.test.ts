// The ownership matrix of the list, campaign and AI services (spec §6; DESIGN.md §3, §9): bob
// tries alice's ids on every service function that takes one, gets NOT_FOUND, and alice's data
// is unchanged afterwards.

import {
  createCampaignFromList,
  createCampaignFromSelection,
  deleteCampaign,
  deleteList,
  deleteProfiles,
  exportCampaignCsv,
  exportListCsv,
  generateTemplate,
  getCampaign,
  getList,
  listProfiles,
  personalizeBatch,
  personalizeProfile,
  populateMessages,
  renameCampaign,
  renameList,
  saveCampaign,
  saveCampaignSelection,
  saveMessages,
  saveProfileMessage,
  selectorProfiles,
  setCampaignStatus,
  updateCampaign,
} from '@leadgen/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AiSandbox,
  FIVE,
  idOf,
  openWorld,
  rejection,
  startAiSandbox,
  type World,
} from './service-harness.js';

let ai: AiSandbox;
let world: World;
let listId: string;
let campaignId: string;
let profileId: string;
let bobsOwnCampaign: string;

beforeAll(async () => {
  ai = await startAiSandbox();
  world = await openWorld();
  const list = await world.seedList(world.alice, { profiles: FIVE });
  listId = list.id;
  profileId = idOf(list, 'ben');
  const created = await createCampaignFromList(world, world.alice, listId, { template: 'Hi {First Name}' });
  campaignId = created.campaign.id;
  await updateCampaign(world, world.alice, campaignId, { status: 'active' });
  await saveProfileMessage(world, world.alice, profileId, 'Alice wrote this');
  const bobs = await world.seedList(world.bob, { profiles: [{ username: 'bobby' }] });
  bobsOwnCampaign = (await createCampaignFromList(world, world.bob, bobs.id)).campaign.id;
});
afterAll(async () => {
  await world.store.close();
  await ai.sandbox.stop();
});

describe("bob and alice's ids", () => {
  const calls: [string, () => Promise<unknown>][] = [
    ['getList', () => getList(world, world.bob, listId)],
    ['renameList', () => renameList(world, world.bob, listId, 'Mine')],
    ['deleteList', () => deleteList(world, world.bob, listId)],
    ['listProfiles', () => listProfiles(world, world.bob, listId)],
    ['deleteProfiles', () => deleteProfiles(world, world.bob, listId, [profileId])],
    ['exportListCsv', () => exportListCsv(world, world.bob, listId)],
    ['createCampaignFromList', () => createCampaignFromList(world, world.bob, listId)],
    [
      'createCampaignFromSelection',
      () => createCampaignFromSelection(world, world.bob, { name: 'X', profileIds: [profileId] }),
    ],
    ['getCampaign', () => getCampaign(world, world.bob, campaignId)],
    ['updateCampaign', () => updateCampaign(world, world.bob, campaignId, { name: 'Mine' })],
    ['renameCampaign', () => renameCampaign(world, world.bob, campaignId, 'Mine')],
    ['setCampaignStatus', () => setCampaignStatus(world, world.bob, campaignId, 'paused')],
    ['deleteCampaign', () => deleteCampaign(world, world.bob, campaignId)],
    ['saveCampaignSelection', () => saveCampaignSelection(world, world.bob, campaignId, [])],
    [
      'saveCampaignSelection (her profile)',
      () => saveCampaignSelection(world, world.bob, bobsOwnCampaign, [profileId]),
    ],
    ['saveCampaign', () => saveCampaign(world, world.bob, campaignId, { settings: { name: 'Mine' } })],
    ['saveProfileMessage', () => saveProfileMessage(world, world.bob, profileId, 'Mine')],
    ['saveMessages', () => saveMessages(world, world.bob, campaignId, { [profileId]: 'Mine' })],
    [
      'saveMessages (her profile)',
      () => saveMessages(world, world.bob, bobsOwnCampaign, { [profileId]: 'Mine' }),
    ],
    ['populateMessages', () => populateMessages(world, world.bob, campaignId)],
    [
      'populateMessages (her profile)',
      () => populateMessages(world, world.bob, bobsOwnCampaign, { template: 'x', profileIds: [profileId] }),
    ],
    ['exportCampaignCsv', () => exportCampaignCsv(world, world.bob, campaignId)],
    ['selectorProfiles', () => selectorProfiles(world, world.bob, { exceptCampaign: campaignId })],
    [
      'generateTemplate',
      () => generateTemplate({ store: world.store, writer: ai.writer() }, world.bob, { campaignId }),
    ],
    [
      'personalizeProfile',
      () =>
        personalizeProfile({ store: world.store, writer: ai.writer() }, world.bob, { campaignId, profileId }),
    ],
    [
      'personalizeProfile (her profile)',
      () =>
        personalizeProfile({ store: world.store, writer: ai.writer() }, world.bob, {
          campaignId: bobsOwnCampaign,
          template: 'Hi',
          profileId,
        }),
    ],
    [
      'personalizeBatch',
      () => personalizeBatch({ store: world.store, writer: ai.writer() }, world.bob, { campaignId }),
    ],
    [
      'personalizeBatch (her profiles)',
      () =>
        personalizeBatch({ store: world.store, writer: ai.writer() }, world.bob, {
          template: 'Hi',
          profileIds: [profileId],
        }),
    ],
  ];

  it.each(calls)('%s: NOT_FOUND', async (_name, call) => {
    expect(await rejection(call())).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("leaves alice's list, campaign and messages as they were, and asked the AI nothing", async () => {
    expect((await getList(world, world.alice, listId)).name).toBe('natgeo - followers - Jan 1');
    const campaign = await getCampaign(world, world.alice, campaignId);
    expect(campaign).toMatchObject({
      name: 'natgeo - followers - Jan 1',
      status: 'active',
      profile_count: 5,
    });
    expect(await world.store.profiles.get(world.alice, profileId)).toMatchObject({
      message: 'Alice wrote this',
      message_processed: false,
    });
    expect((await getCampaign(world, world.bob, bobsOwnCampaign)).profile_count).toBe(1);
    expect(ai.sandbox.counters.gemini.requests).toBe(0);
  });
});
