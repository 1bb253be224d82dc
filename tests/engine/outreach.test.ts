// Outreach through core's services on a real store (SQLite here, PostgreSQL under
// `npm run test:postgres`): lead statuses with undo and exact counters, the send queue with
// do-not-contact and already-contacted leads left out, and the pace.

import {
  blockUsernames,
  createCampaignFromList,
  markLead,
  selectorPage,
  sendQueue,
  setCampaignStatus,
  unblockUsernames,
  undoLead,
  updateOutreachSettings,
} from '@leadgen/core';
import { PaceHeldError } from '@leadgen/core/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIVE, openWorld, rejection, type World } from './service-harness.js';

let world: World;
beforeEach(async () => {
  world = await openWorld();
});
afterEach(() => world.store.close());

/** An active campaign of alice's over a list of FIVE, with `template`. */
async function activeCampaign(template = 'Hi {First Name}!', name = 'Coaches') {
  const { store, alice } = world;
  const list = await world.seedList(alice, { name: `${name} list`, profiles: FIVE });
  const made = await createCampaignFromList({ store }, alice, list.id, { template, name });
  // the edit screen's status field (any status) is how a draft goes live
  await store.campaigns.update(alice, made.campaign.id, { status: 'active' });
  return { campaignId: made.campaign.id, list };
}

const counters = async (campaignId: string) => {
  const campaign = await world.store.campaigns.get(world.alice, campaignId);
  return { sent: campaign?.messages_sent, responses: campaign?.responses_received };
};

describe('lead statuses', () => {
  it('moves the counters with each change and back with each undo, down to nothing to undo', async () => {
    const { store, alice } = world;
    const { campaignId } = await activeCampaign();
    const deps = { store };
    const ana = { username: '@Ana.P' };
    expect((await markLead(deps, alice, campaignId, ana, 'sent')).notice).toBe('@ana.p marked sent');
    expect(await counters(campaignId)).toEqual({ sent: 1, responses: 0 });
    const replied = await markLead(deps, alice, campaignId, ana, 'Replied', '  asked for prices ');
    expect(replied.lead).toMatchObject({ status: 'replied', note: 'asked for prices' });
    expect(await counters(campaignId)).toEqual({ sent: 1, responses: 1 });
    await markLead(deps, alice, campaignId, { username: 'ben' }, 'skipped');
    expect(await counters(campaignId)).toEqual({ sent: 1, responses: 1 });

    const back = await undoLead(deps, alice, campaignId, ana);
    expect(back).toMatchObject({ lead: { status: 'sent', note: null }, notice: '@ana.p is back to sent' });
    expect(await counters(campaignId)).toEqual({ sent: 1, responses: 0 });
    expect((await undoLead(deps, alice, campaignId, ana)).lead).toMatchObject({
      status: 'queued',
      sent_at: null,
    });
    expect(await counters(campaignId)).toEqual({ sent: 0, responses: 0 });
    expect((await rejection(undoLead(deps, alice, campaignId, ana))).message).toBe(
      'Nothing to undo for this lead',
    );

    expect((await rejection(markLead(deps, alice, campaignId, ana, 'ghosted'))).message).toBe(
      "Unknown status 'ghosted': use one of queued, skipped, sent, replied, interested, won, lost",
    );
    expect((await rejection(markLead(deps, alice, campaignId, { username: 'zed' }, 'sent'))).message).toBe(
      'That profile is not in this campaign',
    );
    // another user's campaign looks like no campaign
    expect((await rejection(markLead(deps, world.bob, campaignId, ana, 'sent'))).message).toBe(
      'Campaign not found or access denied',
    );
  });

  it('keeps the counters exact when marks of one lead and of several land at once', async () => {
    const { store, alice } = world;
    const { campaignId, list } = await activeCampaign();
    const deps = { store };
    const mark = (username: string, status: string) =>
      markLead(deps, alice, campaignId, { username }, status);
    // a reply or an outcome comes after a message
    for (const username of ['ben', 'cat']) await mark(username, 'sent');
    await Promise.all([
      mark('ana.p', 'sent'),
      mark('ana.p', 'sent'),
      mark('ben', 'replied'),
      mark('cat', 'won'),
    ]);
    expect(await counters(campaignId)).toEqual({ sent: 3, responses: 2 });
    await Promise.all([mark('ana.p', 'replied'), mark('ana.p', 'replied'), mark('ben', 'queued')]);
    expect(await counters(campaignId)).toEqual({ sent: 2, responses: 2 });
    // a member removed takes its counts with it
    await store.campaignMembers.removeProfiles(alice, campaignId, [list.ids.cat ?? '']);
    expect(await counters(campaignId)).toEqual({ sent: 1, responses: 1 });
  });
});

describe('the pace, enforced', () => {
  it('refuses a send inside the hourly rate, records one marked over it, and undoes it', async () => {
    const { store, alice } = world;
    const { campaignId } = await activeCampaign();
    await store.campaigns.update(alice, campaignId, { send_rate_limit: 1 });
    const deps = { store };
    expect((await markLead(deps, alice, campaignId, { username: 'ana.p' }, 'sent')).overPace).toBe(false);

    const held = await rejection(markLead(deps, alice, campaignId, { username: 'ben' }, 'sent'));
    expect(held).toBeInstanceOf(PaceHeldError);
    expect(held).toMatchObject({ code: 'PACE_HELD', hold: 'rate' });
    expect(held.message).toMatch(
      /^Not marked sent, to keep your pace: 1 message in the last hour: the next can go at \d\d:\d\d$/,
    );
    const ana = await store.outreach.byUsername(alice, campaignId, 'ana.p');
    expect((held as PaceHeldError).nextAt).toEqual(
      new Date(new Date(ana?.sent_at ?? '').getTime() + 3_600_000),
    );
    // nothing was recorded
    expect((await store.outreach.byUsername(alice, campaignId, 'ben'))?.status).toBe('queued');
    expect(await counters(campaignId)).toEqual({ sent: 1, responses: 0 });

    const over = await markLead(deps, alice, campaignId, { username: 'ben' }, 'sent', undefined, {
      overridePace: true,
    });
    expect(over).toMatchObject({ overPace: true, notice: '@ben marked sent, over your pace' });
    const ben = over.lead.profile_id;
    expect(await store.outreach.sentOverPace(alice, campaignId, ben)).toBe(true);
    expect(await store.outreach.sentOverPace(alice, campaignId, ana?.profile_id ?? '')).toBe(false);
    // another user sees no such record
    expect(await store.outreach.sentOverPace(world.bob, campaignId, ben)).toBe(false);
    expect(await counters(campaignId)).toEqual({ sent: 2, responses: 0 });

    // a reply to a lead already sent is no new send: the pace does not hold it
    expect((await markLead(deps, alice, campaignId, { username: 'ben' }, 'replied')).lead.status).toBe(
      'replied',
    );
    expect(await store.outreach.sentOverPace(alice, campaignId, ben)).toBe(true);
    await undoLead(deps, alice, campaignId, { username: 'ben' });
    await undoLead(deps, alice, campaignId, { username: 'ben' });
    expect(await store.outreach.sentOverPace(alice, campaignId, ben)).toBe(false);
    expect(await counters(campaignId)).toEqual({ sent: 1, responses: 0 });
  });

  it('holds sends to the daily cap too, and lets skips through', async () => {
    const { store, alice } = world;
    const { campaignId } = await activeCampaign();
    await updateOutreachSettings({ store }, alice, { dailyCap: 1 });
    await markLead({ store }, alice, campaignId, { username: 'ana.p' }, 'sent');
    const held = await rejection(markLead({ store }, alice, campaignId, { username: 'ben' }, 'sent'));
    expect(held).toMatchObject({ code: 'PACE_HELD', hold: 'daily' });
    expect(held.message).toMatch(
      /1 new conversation today, your daily limit: the next can go at \w{3} 00:00$/,
    );
    expect((await markLead({ store }, alice, campaignId, { username: 'ben' }, 'skipped')).lead.status).toBe(
      'skipped',
    );
  });

  it('refuses a reply or an outcome for a lead never sent a message', async () => {
    const { store, alice } = world;
    const { campaignId } = await activeCampaign();
    for (const status of ['replied', 'won', 'interested', 'lost'])
      expect(
        (await rejection(markLead({ store }, alice, campaignId, { username: 'ben' }, status))).message,
      ).toBe(`@ben was never sent a message: mark it sent before marking it ${status}`);
    await markLead({ store }, alice, campaignId, { username: 'ben' }, 'skipped');
    expect(
      (await rejection(markLead({ store }, alice, campaignId, { username: 'ben' }, 'replied'))).message,
    ).toBe('@ben was never sent a message: mark it sent before marking it replied');
    expect(await counters(campaignId)).toEqual({ sent: 0, responses: 0 });
  });
});

describe('the send queue', () => {
  it('offers the most followed queued lead with its message, skipping do-not-contact and already contacted', async () => {
    const { store, alice } = world;
    const { campaignId, list } = await activeCampaign('Hi {First Name}!');
    const deps = { store };
    await store.campaignMessages.saveMessages(alice, campaignId, [
      { id: list.ids.ben ?? '', message: 'Ben, a message of my own' },
    ]);
    const first = await sendQueue(deps, alice, campaignId);
    expect(first.next).toMatchObject({ username: 'ana.p', text: 'Hi Ana!' });
    expect(first.remaining).toBe(5);
    expect(first.pace).toMatchObject({ allowed: true, hold: null, notice: null });

    await markLead(deps, alice, campaignId, { username: 'ana.p' }, 'sent');
    expect((await sendQueue(deps, alice, campaignId)).next).toMatchObject({
      username: 'ben',
      text: 'Ben, a message of my own',
    });
    expect((await blockUsernames(deps, alice, ['@BEN', 'ben', 'someone.else'])).notice).toBe(
      'Added 2 usernames to do-not-contact',
    );
    expect((await blockUsernames(deps, alice, ['ben'])).notice).toBe(
      'Added 0 usernames to do-not-contact (1 already there)',
    );
    expect((await sendQueue(deps, alice, campaignId)).next?.username).toBe('cat');

    // cat messaged from another campaign is already contacted here
    const other = await activeCampaign('Hello {Username}', 'Other');
    await markLead(deps, alice, other.campaignId, { username: 'cat' }, 'sent');
    const queue = await sendQueue(deps, alice, campaignId);
    expect(queue.next?.username).toBe('dan');
    expect(queue.remaining).toBe(2);
    expect(queue.counts).toMatchObject({ queued: 4, sent: 1 });
    await unblockUsernames(deps, alice, ['ben']);
    expect((await sendQueue(deps, alice, campaignId)).next?.username).toBe('ben');

    await setCampaignStatus(deps, alice, campaignId, 'paused');
    expect((await rejection(sendQueue(deps, alice, campaignId))).message).toBe(
      'The send queue runs for active campaigns only (this one is paused): activate it to start sending',
    );
  });

  it('holds the next send to the hourly rate, then to the daily cap across campaigns', async () => {
    const { store, alice } = world;
    const { campaignId } = await activeCampaign();
    await store.campaigns.update(alice, campaignId, { send_rate_limit: 3 });
    for (const username of ['ana.p', 'ben', 'cat'])
      await markLead({ store }, alice, campaignId, { username }, 'sent');
    const lead = await store.outreach.byUsername(alice, campaignId, 'ana.p');
    const firstSent = new Date(lead?.sent_at ?? '');
    const now = new Date(firstSent.getTime() + 5 * 60_000);
    const held = await sendQueue({ store, now: () => now }, alice, campaignId);
    expect(held.pace).toMatchObject({ allowed: false, hold: 'rate' });
    expect(held.pace.at).toEqual(new Date(firstSent.getTime() + 3_600_000));
    expect(held.pace.notice).toMatch(/^3 messages in the last hour: the next can go at \d\d:\d\d$/);
    // a new sender: day 1 of the warm-up allows 10 of the 15
    expect(held.today).toEqual({ sent: 3, cap: 10 });

    // a second campaign has its own rate, but the daily cap counts every campaign
    await updateOutreachSettings({ store }, alice, { dailyCap: 4 });
    const other = await activeCampaign('Hello', 'Other');
    await markLead({ store }, alice, other.campaignId, { username: 'dan' }, 'sent');
    const capped = await sendQueue({ store, now: () => now }, alice, other.campaignId);
    expect(capped.pace).toMatchObject({ allowed: false, hold: 'daily' });
    expect(capped.pace.notice).toMatch(
      /^4 new conversations today, your daily limit: the next can go at \w{3} 00:00$/,
    );
  });
});

describe('new campaigns and the selector', () => {
  it('leave out people already contacted or on do-not-contact', async () => {
    const { store, alice } = world;
    const { campaignId } = await activeCampaign();
    await markLead({ store }, alice, campaignId, { username: 'ana.p' }, 'sent');
    await blockUsernames({ store }, alice, ['ben']);
    const list = await world.seedList(alice, { name: 'Again', profiles: FIVE });
    const made = await createCampaignFromList({ store }, alice, list.id, { name: 'Second' });
    expect(made.notice).toBe(
      'Campaign created successfully! Left out 2 people already contacted or on do-not-contact.',
    );
    expect(made.campaign.profile_count).toBe(3);
    // the selector's "exclude already contacted" follows the same rule
    const filter = { selectedLists: [list.id], excludeContacted: true };
    const page = await selectorPage({ store }, alice, { filter });
    expect(page.profiles.map((row) => row.username).sort()).toEqual(['cat', 'dan', 'eve']);

    await blockUsernames({ store }, alice, ['cat', 'dan', 'eve']);
    const only = await world.seedList(alice, { name: 'Same again', profiles: FIVE });
    expect((await rejection(createCampaignFromList({ store }, alice, only.id))).message).toBe(
      'Everyone here was already contacted or is on do-not-contact',
    );
  });
});
