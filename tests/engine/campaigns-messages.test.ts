// Per-profile messages, Populate and the campaign CSV (spec §4 profile message edit, §5
// Templates and messages and Campaigns, §8, §9 CSV export) on real SQLite.

import {
  createCampaignFromSelection,
  exportCampaignCsv,
  exportListCsv,
  populateMessages,
  saveCampaignMessage,
  saveCampaignSelection,
  saveMessages,
  saveProfileMessage,
  updateCampaign,
} from '@leadgen/core';
import { EXPORT_COLUMNS } from '@leadgen/core/domain';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FIVE,
  idOf,
  openWorld,
  readAll,
  rejection,
  type SeededList,
  type SeedProfile,
  type World,
} from './service-harness.js';

let world: World;
let list: SeededList;
let campaignId: string;

beforeEach(async () => {
  world = await openWorld();
  list = await world.seedList(world.alice, { targets: ['natgeo'], profiles: FIVE });
  const created = await createCampaignFromSelection(world, world.alice, {
    name: 'Spring Outreach!',
    template: 'Hi {First Name} ({Full Name}, @{Username}) - {First Name}',
    profileIds: ['ana.p', 'cat', 'dan'].map((u) => idOf(list, u)),
  });
  campaignId = created.campaign.id;
});
afterEach(() => world.store.close());

const profile = (username: string) => world.store.profiles.get(world.alice, idOf(list, username));
/** The campaign's lead of `username`: its message is the campaign's own (issue 30). */
const lead = async (username: string) =>
  (await world.store.campaignMembers.profiles(world.alice, campaignId)).find(
    (p) => p.id === idOf(list, username),
  );
const markProcessed = (username: string) =>
  world.store.campaignMessages.saveMessages(
    world.alice,
    campaignId,
    [{ id: idOf(list, username), message: 'AI' }],
    {
      processed: true,
    },
  );

describe('one profile’s message (spec §4: autosaved, message_processed reset)', () => {
  it('saves the text trimmed and resets message_processed; blank clears it', async () => {
    await markProcessed('ben');
    expect(await saveProfileMessage(world, world.alice, idOf(list, 'ben'), '  Hello Ben  ')).toEqual({
      profileId: idOf(list, 'ben'),
      message: 'Hello Ben',
      // the list row's message version after this save (the AI wrote the campaign's own)
      messageVersion: 2,
      lint: { errors: [], warnings: [] },
    });
    expect(await profile('ben')).toMatchObject({ message: 'Hello Ben', message_processed: false });
    await saveProfileMessage(world, world.alice, idOf(list, 'ben'), '   ');
    expect((await profile('ben'))?.message).toBeNull();
  });

  it("refuses someone else's profile", async () => {
    expect(await rejection(saveProfileMessage(world, world.bob, idOf(list, 'ben'), 'Hi'))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Profile not found',
    });
    expect((await profile('ben'))?.message).toBeNull();
  });
});

describe('Save Changes’ messages (spec §5: only non-blank ones)', () => {
  it('saves the non-blank messages, trimmed, and leaves blank ones alone', async () => {
    await saveCampaignMessage(world, world.alice, campaignId, idOf(list, 'cat'), 'Keep me');
    const result = await saveMessages(world, world.alice, campaignId, {
      [idOf(list, 'ana.p')]: ' Olá Ana ',
      [idOf(list, 'cat')]: '  ',
      [idOf(list, 'dan')]: null,
    });
    expect(result).toEqual({ saved: 1, versions: { [idOf(list, 'ana.p')]: 2 }, warnings: {} });
    expect(await lead('ana.p')).toMatchObject({ message: 'Olá Ana', message_processed: false });
    expect((await lead('cat'))?.message).toBe('Keep me');
    // the list's own message is another text
    expect((await profile('ana.p'))?.message).toBeNull();
  });

  it("saves nothing when one id is not the user's own profile", async () => {
    const bobs = await world.seedList(world.bob, { profiles: [{ username: 'bobby' }] });
    const call = saveMessages(world, world.alice, campaignId, {
      [idOf(list, 'ana.p')]: 'Hi',
      [idOf(bobs, 'bobby')]: 'Hi',
    });
    expect(await rejection(call)).toMatchObject({ code: 'NOT_FOUND', message: 'Profile not found' });
    expect((await lead('ana.p'))?.message).toBeNull();
    expect((await world.store.profiles.get(world.bob, idOf(bobs, 'bobby')))?.message).toBeNull();
  });
});

describe('Populate (spec §5 Templates and messages)', () => {
  it('fills the template for every profile of the campaign, every placeholder replaced', async () => {
    await markProcessed('ana.p');
    const result = await populateMessages(world, world.alice, campaignId);
    expect(result).toEqual({ count: 3, notice: 'Messages populated for 3 profiles' });
    expect(await lead('ana.p')).toMatchObject({
      message: 'Hi Ana (Ana Pérez, @ana.p) - Ana',
      message_processed: false,
    });
    // no name: full and first name fall back to the username
    expect((await lead('cat'))?.message).toBe('Hi cat (cat, @cat) - cat');
    expect((await lead('dan'))?.message).toBe('Hi Dan (Dan, @dan) - Dan');
    expect((await profile('ben'))?.message).toBeNull();
  });

  it('fills only the selected profiles with the editor’s template when given', async () => {
    const result = await populateMessages(world, world.alice, campaignId, {
      profileIds: [idOf(list, 'dan')],
      template: '  Yo {Username}  ',
    });
    expect(result).toEqual({ count: 1, notice: 'Messages populated for 1 selected profiles' });
    expect((await lead('dan'))?.message).toBe('Yo dan');
    expect((await lead('ana.p'))?.message).toBeNull();
  });

  it('needs a template and a profile', async () => {
    for (const template of ['', '   ', null]) {
      expect(await rejection(populateMessages(world, world.alice, campaignId, { template }))).toMatchObject({
        code: 'INVALID_INPUT',
        message: 'Please enter a message template first',
      });
    }
    await updateCampaign(world, world.alice, campaignId, { template: ' ' });
    expect(await rejection(populateMessages(world, world.alice, campaignId))).toMatchObject({
      message: 'Please enter a message template first',
    });
    const withTemplate = { template: 'Hi' };
    expect(
      await rejection(populateMessages(world, world.alice, campaignId, { ...withTemplate, profileIds: [] })),
    ).toMatchObject({ message: 'Select at least one profile to populate' });
    await saveCampaignSelection(world, world.alice, campaignId, []);
    expect(await rejection(populateMessages(world, world.alice, campaignId, withTemplate))).toMatchObject({
      message: 'Select at least one profile to populate',
    });
  });
});

describe('CSV export of a campaign (spec §9)', () => {
  it('exports its profiles with their messages, named after the campaign', async () => {
    await populateMessages(world, world.alice, campaignId);
    const download = await exportCampaignCsv(world, world.alice, campaignId);
    expect(download.fileName).toBe('spring_outreach__leads.csv');
    expect(download.count).toBe(3);
    const text = await readAll(download.stream);
    expect(text.split('\n')[0]).toBe(EXPORT_COLUMNS.map((c) => `"${c}"`).join(','));
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Username)).toEqual(['ana.p', 'cat', 'dan']);
    expect(rows[0]).toMatchObject({
      'Full Name': 'Ana Pérez',
      Biography: 'Yoga coach in Lisbon',
      Followers: '500',
      Message: 'Hi Ana (Ana Pérez, @ana.p) - Ana',
    });
  });

  it("refuses an empty campaign ('No profiles found in this campaign') and a foreign one", async () => {
    await saveCampaignSelection(world, world.alice, campaignId, []);
    expect(await rejection(exportCampaignCsv(world, world.alice, campaignId))).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'No profiles found in this campaign',
    });
    expect(await rejection(exportCampaignCsv(world, world.bob, campaignId))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Campaign not found or access denied',
    });
  });
});

describe('one export path for lists and campaigns (spec §9, issue 19)', () => {
  const contact = (i: number): SeedProfile => ({
    username: `lead${String(i).padStart(4, '0')}`,
    full_name: `Lead ${i}`,
    followers_count: i % 7 === 0 ? null : (i * 37) % 1000,
    follows_count: i,
    posts_count: i % 11,
    is_business: i % 3 === 0,
    ...(i % 4 === 0
      ? {
          business_category: 'Coach',
          email: `lead${i}@example.com`,
          phone: `+1 555 ${i}`,
          url: `https://lead${i}.example.com`,
        }
      : {}),
  });

  it('exports a campaign with the same cells as its list, Email, Phone, URL and Business Category included', async () => {
    // More than one keyset page (500 rows), with ties and missing follower counts.
    const people = Array.from({ length: 760 }, (_, i) => contact(i));
    const whole = await world.seedList(world.alice, { name: 'Coaches', profiles: people });
    await saveProfileMessage(world, world.alice, idOf(whole, 'lead0004'), '=cmd|calc');
    const created = await createCampaignFromSelection(world, world.alice, {
      name: 'Coaches',
      profileIds: Object.values(whole.ids),
    });
    const listCsv = await readAll((await exportListCsv(world, world.alice, whole.id)).stream);
    const download = await exportCampaignCsv(world, world.alice, created.campaign.id);
    expect(download.count).toBe(760);
    const campaignCsv = await readAll(download.stream);
    expect(campaignCsv).toBe(listCsv);
    const rows = parse(campaignCsv, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(760);
    expect(new Set(rows.map((r) => r.Username)).size).toBe(760);
    const followers = rows.map((r) => (r.Followers === '' ? -1 : Number(r.Followers)));
    expect(followers).toEqual([...followers].sort((a, b) => b - a));
    expect(rows.find((r) => r.Username === 'lead0004')).toMatchObject({
      'Business Category': 'Coach',
      Email: 'lead4@example.com',
      Phone: "'+1 555 4",
      URL: 'https://lead4.example.com',
      Following: '4',
      'Is Business': 'false',
      Message: "'=cmd|calc",
    });
    expect(rows.filter((r) => r.Email !== '')).toHaveLength(190);
  });
});
