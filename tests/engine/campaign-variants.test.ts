// Message variants (issue 36) through core's services on a real store (SQLite here, PostgreSQL
// under `npm run test:postgres`): leads split evenly and keep their variant, the send queue
// and personalisation use each lead's variant, per-variant counts stay exact after marks and
// undos, a pick is final and moves the queued leads, and a removal unassigns them.

import {
  addVariant,
  assignVariants,
  createCampaignFromList,
  leadsForUsername,
  listVariants,
  markLead,
  personalizeBatch,
  pickWinner,
  populateMessages,
  removeVariant,
  sendQueue,
  undoLead,
  updateVariant,
  type Writer,
} from '@leadgen/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIVE, openWorld, rejection, type SeedProfile, type World } from './service-harness.js';

let world: World;
beforeEach(async () => {
  world = await openWorld();
});
afterEach(() => world.store.close());

/** An active campaign of alice's over `profiles` (FIVE: ana.p, ben, cat, dan, eve by followers). */
async function activeCampaign(profiles: SeedProfile[] = FIVE, template = 'Hi {First Name}!') {
  const { store, alice } = world;
  const list = await world.seedList(alice, { name: 'Coaches list', profiles });
  const made = await createCampaignFromList({ store }, alice, list.id, { template, name: 'Coaches' });
  await store.campaigns.update(alice, made.campaign.id, { status: 'active' });
  // the leads by followers, as the queue offers them (FIVE: ana.p A, ben B, cat A, dan B, eve A)
  const ordered = profiles.map((profile) => list.ids[profile.username] as string);
  return { campaignId: made.campaign.id, ids: list.ids, ordered };
}

/** Each lead's variant label by username, straight from the store. */
async function labels(campaignId: string): Promise<Record<string, string | null>> {
  const rows = await world.store.db
    .selectFrom('campaign_profiles as cp')
    .innerJoin('profiles as p', 'p.id', 'cp.profile_id')
    .select(['p.username', 'cp.variant', 'cp.message'])
    .where('cp.campaign_id', '=', campaignId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.username, row.variant]));
}

const stats = async (campaignId: string) =>
  (await listVariants(world, world.alice, campaignId)).variants.map((v) => ({
    label: v.label,
    sent: v.sent,
    replied: v.replied,
    removed: v.removed,
  }));

describe('assignment', () => {
  it('splits 1,000 leads evenly over three variants (334/333/333) and each keeps its own', async () => {
    const profiles = Array.from({ length: 1000 }, (_, i) => ({ username: `lead_${i}`, followers_count: i }));
    const { campaignId, ids } = await activeCampaign(profiles);
    await addVariant(world, world.alice, campaignId, { template: 'Hey {Username}' });
    await addVariant(world, world.alice, campaignId, { template: 'Hello {Full Name}' });
    const all = Object.values(ids);
    const first = await assignVariants(world, world.alice, campaignId, all);
    const { variants } = await listVariants(world, world.alice, campaignId);
    expect(variants.map((v) => [v.label, v.assigned])).toEqual([
      ['A', 334],
      ['B', 333],
      ['C', 333],
    ]);
    // asked again (a rerun, the queue): nobody changes variant
    const again = await assignVariants(world, world.alice, campaignId, [...all].reverse());
    expect(all.every((id) => again.get(id)?.label === first.get(id)?.label)).toBe(true);
    expect(first.get(all[1] as string)?.template).toBe('Hey {Username}');
  });

  it("gives the queue's next lead its variant, and its text from that variant's template", async () => {
    const { store, alice } = world;
    const { campaignId } = await activeCampaign();
    const added = await addVariant(world, alice, campaignId, { template: 'Hey {Username}, quick one' });
    expect(added.notice).toBe('Variant B added');
    const first = await sendQueue({ store }, alice, campaignId);
    expect(first.next).toMatchObject({ username: 'ana.p', variant: 'A', text: 'Hi Ana!' });
    // asking again does not move ana to another variant
    expect((await sendQueue({ store }, alice, campaignId)).next?.variant).toBe('A');
    await markLead({ store }, alice, campaignId, { username: 'ana.p' }, 'sent');
    const second = await sendQueue({ store }, alice, campaignId);
    expect(second.next).toMatchObject({ username: 'ben', variant: 'B', text: 'Hey ben, quick one' });
    expect(await labels(campaignId)).toMatchObject({ 'ana.p': 'A', ben: 'B', cat: null });
  });

  it("shows the extension's panel each lead's text from its variant", async () => {
    const { alice } = world;
    const { campaignId, ordered } = await activeCampaign();
    await addVariant(world, alice, campaignId, { template: 'Hey {Username}' });
    await assignVariants(world, alice, campaignId, ordered.slice(0, 2));
    const [ben] = await leadsForUsername(world, alice, 'ben');
    expect(ben).toMatchObject({ campaign: { id: campaignId }, text: 'Hey ben', sendable: true });
    // a lead first seen on its profile page gets its variant there: cat goes to A (A 1, B 1)
    expect((await leadsForUsername(world, alice, 'cat'))[0]?.text).toBe('Hi cat!');
    expect(await labels(campaignId)).toMatchObject({ 'ana.p': 'A', ben: 'B', cat: 'A', dan: null });
  });

  it('populates each lead from its variant’s template', async () => {
    const { campaignId } = await activeCampaign();
    await addVariant(world, world.alice, campaignId, { template: 'Hey {Username}' });
    const { count } = await populateMessages(world, world.alice, campaignId);
    expect(count).toBe(5);
    const leads = await world.store.campaignMembers.profiles(world.alice, campaignId);
    expect(Object.fromEntries(leads.map((lead) => [lead.username, lead.message]))).toEqual({
      'ana.p': 'Hi Ana!',
      ben: 'Hey ben',
      cat: 'Hi cat!',
      dan: 'Hey dan',
      eve: 'Hi Eve!',
    });
  });

  it('writes each lead’s AI message from its variant’s template, the batch assigned up front', async () => {
    const { campaignId } = await activeCampaign();
    await addVariant(world, world.alice, campaignId, { template: 'Hey {Username}' });
    const writer: Writer = {
      generateTemplate: async () => 'unused',
      personalize: async ({ template, profile }) => `${template} [${profile.username}]`,
    };
    const result = await personalizeBatch(
      { store: world.store, writer, sleep: async () => {} },
      world.alice,
      {
        campaignId,
      },
    );
    const written = Object.fromEntries(result.ok.map((row) => [row.username, row.message]));
    expect(written).toEqual({
      'ana.p': 'Hi {First Name}! [ana.p]',
      ben: 'Hey {Username} [ben]',
      cat: 'Hi {First Name}! [cat]',
      dan: 'Hey {Username} [dan]',
      eve: 'Hi {First Name}! [eve]',
    });
    expect(await labels(campaignId)).toEqual({ 'ana.p': 'A', ben: 'B', cat: 'A', dan: 'B', eve: 'A' });
  });
});

describe('stats', () => {
  it('counts sent and replied per variant exactly after marks and undos', async () => {
    const { store, alice } = world;
    const { campaignId } = await activeCampaign();
    await addVariant(world, alice, campaignId, {});
    const mark = (username: string, status: string) =>
      markLead({ store }, alice, campaignId, { username }, status);
    // the queue assigns each lead as it becomes next: ana A, ben B, cat A
    for (const username of ['ana.p', 'ben', 'cat']) {
      expect((await sendQueue({ store }, alice, campaignId)).next?.username).toBe(username);
      await mark(username, 'sent');
    }
    await mark('ana.p', 'replied');
    await mark('ana.p', 'won');
    await mark('ben', 'interested');
    await undoLead({ store }, alice, campaignId, { username: 'ben' });
    await undoLead({ store }, alice, campaignId, { username: 'cat' });
    expect(await stats(campaignId)).toEqual([
      { label: 'A', sent: 1, replied: 1, removed: false },
      { label: 'B', sent: 1, replied: 0, removed: false },
    ]);
    const { variants, suggestion } = await listVariants(world, alice, campaignId);
    expect(variants[0]).toMatchObject({ replyRate: 1, template: 'Hi {First Name}!' });
    // B started as a copy of A
    expect(variants[1]?.template).toBe('Hi {First Name}!');
    expect(suggestion).toEqual({
      winner: null,
      reason: 'needs 150 sends per variant: A has 1, B has 1',
      pValue: null,
    });
  });
});

describe('pick and remove', () => {
  it('moves queued leads to the winner (messages written from their variant cleared, edited ones kept) and is final', async () => {
    const { store, alice } = world;
    const { campaignId, ids, ordered } = await activeCampaign();
    await addVariant(world, alice, campaignId, { template: 'Hey {Username}' });
    await assignVariants(world, alice, campaignId, ordered);
    // Populate fills each from its variant; then cat's is rewritten by the AI and ana's by hand
    await populateMessages(world, alice, campaignId);
    await markLead({ store }, alice, campaignId, { username: 'ben' }, 'sent');
    await store.campaignMessages.saveMessages(
      alice,
      campaignId,
      [{ id: ids.cat as string, message: 'AI text' }],
      {
        processed: true,
      },
    );
    await store.campaignMessages.saveMessages(alice, campaignId, [
      { id: ids['ana.p'] as string, message: 'Mine' },
    ]);
    const picked = await pickWinner(world, alice, campaignId, 'b');
    expect(picked.moved).toBe(3);
    expect(picked.notice).toBe(
      'Variant B picked as the winner: the rest of the campaign is sent with it (3 queued leads moved)',
    );
    expect(picked.warning).toBe(
      'Variant B is not the suggested winner (needs 150 sends per variant: A has 0, B has 1)',
    );
    expect(await labels(campaignId)).toEqual({ 'ana.p': 'B', ben: 'B', cat: 'B', dan: 'B', eve: 'B' });
    const leads = await store.campaignMembers.profiles(alice, campaignId);
    const messageOf = Object.fromEntries(leads.map((lead) => [lead.username, lead.message]));
    // the AI's and Populate's A texts are gone (B's template fills them now), the hand-edited
    // one and the B leads' own stay
    expect(messageOf).toEqual({ 'ana.p': 'Mine', ben: 'Hey ben', cat: null, dan: 'Hey dan', eve: null });
    const next = await sendQueue({ store }, alice, campaignId);
    expect(next.next).toMatchObject({ username: 'ana.p', variant: 'B', text: 'Mine' });

    const listed = await listVariants(world, alice, campaignId);
    expect(listed.winner).toBe('B');
    expect(listed.suggestion.reason).toBe('winner picked: B (final)');
    const final =
      'Variant B was picked as the winner, and a pick is final: variants cannot be added or removed any more';
    expect((await rejection(addVariant(world, alice, campaignId))).message).toBe(final);
    expect((await rejection(removeVariant(world, alice, campaignId, 'B'))).message).toBe(final);
    expect((await rejection(pickWinner(world, alice, campaignId, 'A'))).message).toBe(final);
  });

  it('unassigns a removed variant’s queued leads, keeps its sent ones, and never reuses its label', async () => {
    const { store, alice } = world;
    const { campaignId, ids, ordered } = await activeCampaign();
    await addVariant(world, alice, campaignId, { template: 'Hey {Username}' });
    await assignVariants(world, alice, campaignId, ordered);
    await populateMessages(world, alice, campaignId);
    await markLead({ store }, alice, campaignId, { username: 'ben' }, 'sent');
    const removed = await removeVariant(world, alice, campaignId, 'B');
    expect(removed).toEqual({
      unassigned: 1,
      notice: 'Variant B removed; 1 queued lead will get another variant',
    });
    expect(await labels(campaignId)).toMatchObject({ ben: 'B', dan: null });
    // dan's message was B's template filled in: gone, to be filled from dan's next variant
    const dan = (await store.campaignMembers.profiles(alice, campaignId)).find(
      (lead) => lead.username === 'dan',
    );
    expect(dan?.message).toBeNull();
    expect(await stats(campaignId)).toEqual([
      { label: 'A', sent: 0, replied: 0, removed: false },
      { label: 'B', sent: 1, replied: 0, removed: true },
    ]);
    expect((await addVariant(world, alice, campaignId)).variant.label).toBe('C');
    // dan gets a live variant again when next needed: C has fewer than A
    expect(
      (await assignVariants(world, alice, campaignId, [ids.dan as string])).get(ids.dan as string)?.label,
    ).toBe('C');
    expect((await rejection(removeVariant(world, alice, campaignId, 'A'))).message).toBe(
      'Variant A is the campaign template: edit the template instead',
    );
    expect((await rejection(removeVariant(world, alice, campaignId, 'B'))).message).toBe(
      'Variant B not found in this campaign',
    );
    expect((await rejection(pickWinner(world, alice, campaignId, 'B'))).message).toBe(
      'Variant B was removed and cannot be picked',
    );
  });
});

describe('refusals', () => {
  it('caps live variants at five, checks placeholders, and keeps other users out', async () => {
    const { alice, bob } = world;
    const { campaignId } = await activeCampaign();
    expect(
      (await rejection(addVariant(world, alice, campaignId, { template: 'Hi {First Nme}' }))).message,
    ).toBe('Unknown placeholder {First Nme}; known: {Full Name}, {First Name}, {Username}');
    for (const label of ['B', 'C', 'D', 'E'])
      expect((await addVariant(world, alice, campaignId)).variant.label).toBe(label);
    expect((await rejection(addVariant(world, alice, campaignId))).message).toBe(
      'A campaign has at most 5 variants (A to E)',
    );
    const edited = await updateVariant(world, alice, campaignId, 'c', { template: '  Yo {Username} ' });
    expect(edited.variant.template).toBe('Yo {Username}');
    expect((await rejection(updateVariant(world, alice, campaignId, 'C', { template: ' ' }))).message).toBe(
      'Please enter the variant message',
    );
    expect((await rejection(listVariants(world, bob, campaignId))).message).toBe(
      'Campaign not found or access denied',
    );
    expect((await rejection(addVariant(world, bob, campaignId))).message).toBe(
      'Campaign not found or access denied',
    );
  });
});
