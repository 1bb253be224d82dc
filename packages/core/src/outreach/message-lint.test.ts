import { createTestUser, openTestStore, seedCompletedList } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { updateCampaign } from '../campaigns/campaigns.js';
import { createCampaignFromList, createCampaignFromSelection } from '../campaigns/create.js';
import { saveCampaignMessage, saveMessages, saveProfileMessage } from '../campaigns/messages.js';
import { saveCampaign } from '../campaigns/save.js';
import { addVariant, updateVariant } from '../campaigns/variants.js';
import { leadsForUsername } from './extension.js';
import { markLead, sendQueue, undoLead } from './outreach.js';

// Issue 36, the first-message linter where it runs: every save path refuses {First Nme}, a
// lead's own message is filled at send, an unfilled token refuses 'mark sent', and the send
// queue warns of a text identical or nearly identical to one sent in the last 24 hours.

let store: Awaited<ReturnType<typeof openTestStore>>;
let ana: string;
let listId: string;
const HOUR = 3_600_000;
const REFUSED = 'Unknown placeholder {First Nme}; known: {Full Name}, {First Name}, {Username}';

/** A completed list of people with their own names, the most followed first. */
async function seedPeople(people: readonly [username: string, fullName: string][]) {
  const list = await store.lists.create(ana, {
    name: 'fans',
    target_accounts: ['natgeo'],
    search_type: 'followers',
    max_profiles: people.length,
    instagram_session_id: null,
  });
  await store.profiles.insertMany(
    ana,
    list.id,
    people.map(([username]) => ({ username, connection_type: 'followers', source_username: 'natgeo' })),
  );
  const rows = await store.profiles.pendingEnrichment(ana, list.id, people.length);
  await store.profiles.recordEnrichment(
    ana,
    rows.map((row) => {
      const index = people.findIndex(([username]) => username === row.username);
      return {
        id: row.id,
        status: 'enriched',
        details: { full_name: people[index]?.[1] ?? null, followers_count: 1000 - index },
      };
    }),
  );
  await store.lists.complete(ana, list.id, { profiles_found: people.length, cost: 8 * people.length });
  return list.id;
}

/** An active campaign of the list with this template; its id and its leads' ids by username. */
async function activeCampaign(template: string) {
  const { campaign } = await createCampaignFromList({ store }, ana, listId, { template });
  await updateCampaign({ store }, ana, campaign.id, { status: 'active' });
  const leads = await store.campaignMembers.profiles(ana, campaign.id);
  const id = (username: string) => leads.find((lead) => lead.username === username)?.id as string;
  return { campaignId: campaign.id, id };
}

/** The store's time now (it ticks a second a read), moved by `ms`. */
const storeTime = (ms = 0) => new Date(store.outreach.now().getTime() + ms);

beforeEach(async () => {
  store = await openTestStore();
  ana = (await createTestUser(store, 'ana@example.com')).id;
  listId = await seedPeople([
    ['ana.p', 'Ana Pérez'],
    ['ben.k', 'Ben Kim'],
    ['cleo', 'Cleo Diaz'],
  ]);
});
afterEach(() => store.close());

describe('{First Nme} on every save path', () => {
  it('is refused with the known placeholders, and nothing is saved', async () => {
    await expect(
      createCampaignFromList({ store }, ana, listId, { template: 'Hi {First Nme}' }),
    ).rejects.toThrow(REFUSED);
    const { campaignId, id } = await activeCampaign('Hi {First Name}');
    const ben = id('ben.k');
    await expect(updateCampaign({ store }, ana, campaignId, { template: 'Hi {First Nme}' })).rejects.toThrow(
      REFUSED,
    );
    await expect(
      saveCampaign({ store }, ana, campaignId, { settings: { template: 'Hi {First Nme}' } }),
    ).rejects.toThrow(REFUSED);
    await expect(saveCampaignMessage({ store }, ana, campaignId, ben, 'Hi {First Nme}')).rejects.toThrow(
      REFUSED,
    );
    await expect(saveMessages({ store }, ana, campaignId, { [ben]: 'Hi {First Nme}' })).rejects.toThrow(
      REFUSED,
    );
    await expect(saveProfileMessage({ store }, ana, ben, 'Hi {First Nme}')).rejects.toThrow(REFUSED);
    await expect(
      createCampaignFromSelection({ store }, ana, {
        name: 'Sel',
        profileIds: [ben],
        messages: { [ben]: '{First Nme}' },
      }),
    ).rejects.toThrow(REFUSED);
    expect((await store.campaigns.get(ana, campaignId))?.message_template).toBe('Hi {First Name}');
    expect(
      (await store.campaignMembers.profiles(ana, campaignId)).every((lead) => lead.message === null),
    ).toBe(true);
  });

  it("answers a saved message's warnings with their reasons", async () => {
    const { campaignId, id } = await activeCampaign('Hi {First Name}');
    const saved = await saveCampaignMessage(
      { store },
      ana,
      campaignId,
      id('ben.k'),
      'See www.myshop.com {First Name}',
    );
    expect(saved.lint.warnings).toEqual([
      {
        rule: 'link',
        message: 'Link www.myshop.com: links in a first message are a spam signal: send it after they reply',
      },
    ]);
    const many = await saveMessages({ store }, ana, campaignId, {
      [id('cleo')]: 'HELLO CLEO, BIG NEWS TODAY',
    });
    expect(many.warnings[id('cleo')]?.map((issue) => issue.rule)).toEqual(['all-caps']);
  });
});

describe('a template with no placeholder', () => {
  it('warns with the count of a 1,000-lead campaign that would all get it word for word', async () => {
    const { listId: big } = await seedCompletedList(store, ana, 1000, 'nasa');
    const created = await createCampaignFromList({ store }, ana, big, { template: 'Love your work!' });
    expect(created.lint.warnings).toEqual([
      {
        rule: 'same-for-everyone',
        message:
          '1,000 leads will get this exact text: Instagram flags identical messages; add {First Name} or write their own',
      },
    ]);
    const edited = await updateCampaign({ store }, ana, created.campaign.id, {
      template: 'Hi {First Name}!',
    });
    expect(edited.lint).toEqual({ errors: [], warnings: [] });
  });

  it('counts for a variant only the leads it will go to: its own and its share of those not assigned yet', async () => {
    const { listId: big } = await seedCompletedList(store, ana, 100, 'nasa');
    const { campaign } = await createCampaignFromList({ store }, ana, big, { template: 'Hi {First Name}!' });
    const sameFor = (lint: { warnings: { rule: string; message: string }[] }) =>
      lint.warnings.find((warning) => warning.rule === 'same-for-everyone')?.message.split(':')[0];
    // nobody is assigned yet: the 100 split evenly between A and B
    const added = await addVariant({ store }, ana, campaign.id, { template: 'Love your work!' });
    expect(sameFor(added.lint)).toBe('50 leads will get this exact text');
    // with C, B's share of the 100 is a third
    await addVariant({ store }, ana, campaign.id, { template: 'Hey {First Name}' });
    const saved = await updateVariant({ store }, ana, campaign.id, 'B', { template: 'Love your reels!' });
    expect(sameFor(saved.lint)).toBe('33 leads will get this exact text');
    // the template (A) gets the rest: 34 of them
    const template = await updateCampaign({ store }, ana, campaign.id, { template: 'Hello!' });
    expect(sameFor(template.lint)).toBe('34 leads will get this exact text');
  });
});

describe('at send', () => {
  it("fills {First Name} typed in a lead's own message, and records the text sent", async () => {
    const { campaignId, id } = await activeCampaign('Hello {Username}');
    await saveCampaignMessage(
      { store },
      ana,
      campaignId,
      id('ana.p'),
      'Hey {First Name}, loved the reef shots',
    );
    const queue = await sendQueue({ store }, ana, campaignId);
    expect(queue.next).toMatchObject({ username: 'ana.p', text: 'Hey Ana, loved the reef shots' });
    expect(queue.next?.lint.errors).toEqual([]);
    await markLead({ store }, ana, campaignId, { username: 'ana.p' }, 'sent');
    const row = await store.db
      .selectFrom('campaign_profiles')
      .select('sent_text')
      .where('campaign_id', '=', campaignId)
      .where('profile_id', '=', id('ana.p'))
      .executeTakeFirstOrThrow();
    expect(row.sent_text).toBe('Hey Ana, loved the reef shots');
  });

  it('refuses to mark sent a message that still holds a placeholder, and the queue says so', async () => {
    const { campaignId, id } = await activeCampaign('Hi {First Name}');
    // written past the save checks, as the AI's writes and older releases did
    await store.campaignMessages.saveMessages(ana, campaignId, [
      { id: id('ana.p'), message: 'Hi {Frist Name}!' },
    ]);
    const queue = await sendQueue({ store }, ana, campaignId);
    expect(queue.next?.lint.errors).toEqual([
      {
        rule: 'unfilled-placeholder',
        message: 'The message still holds {Frist Name}: edit the message before you send it',
      },
    ]);
    await expect(markLead({ store }, ana, campaignId, { username: 'ana.p' }, 'sent')).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message:
        'Not marked sent: the message to @ana.p still holds {Frist Name}; edit the message, then send it',
    });
    expect((await store.outreach.get(ana, campaignId, id('ana.p')))?.status).toBe('queued');
    // a skip is no send: allowed
    await markLead({ store }, ana, campaignId, { username: 'ana.p' }, 'skipped');
  });

  it('warns of a text identical to one sent within 24 hours, and not 25 hours later', async () => {
    const { campaignId } = await activeCampaign('Love your reels!');
    await markLead({ store }, ana, campaignId, { username: 'ana.p' }, 'sent');
    const soon = await sendQueue({ store, now: () => storeTime(HOUR) }, ana, campaignId);
    expect(soon.next?.username).toBe('ben.k');
    expect(soon.next?.lint.warnings).toEqual([
      {
        rule: 'duplicate',
        message: expect.stringMatching(
          /^Identical to your message to @ana\.p at \d\d:\d\d: Instagram flags identical messages sent close together; change it$/,
        ),
      },
    ]);
    const later = await sendQueue({ store, now: () => storeTime(25 * HOUR) }, ana, campaignId);
    expect(later.next?.lint.warnings).toEqual([]);
  });

  it('forgets the text of a send that was undone, and keeps it through a reply', async () => {
    const { campaignId, id } = await activeCampaign('Love your reels!');
    const sentText = async () =>
      (
        await store.db
          .selectFrom('campaign_profiles')
          .select('sent_text')
          .where('campaign_id', '=', campaignId)
          .where('profile_id', '=', id('ana.p'))
          .executeTakeFirstOrThrow()
      ).sent_text;
    await markLead({ store }, ana, campaignId, { username: 'ana.p' }, 'sent');
    await markLead({ store }, ana, campaignId, { username: 'ana.p' }, 'replied');
    await undoLead({ store }, ana, campaignId, { username: 'ana.p' });
    expect(await sentText()).toBe('Love your reels!');
    await undoLead({ store }, ana, campaignId, { username: 'ana.p' });
    expect(await sentText()).toBeNull();
    const queue = await sendQueue({ store }, ana, campaignId);
    expect(queue.next?.username).toBe('ana.p');
    expect(queue.next?.lint.warnings).toEqual([]);
  });

  it('keeps the text of a send moved back by mistake, so undoing the move restores it', async () => {
    const { campaignId } = await activeCampaign('Love your reels!');
    await markLead({ store }, ana, campaignId, { username: 'ana.p' }, 'sent');
    // a mistaken 'skipped' hides the send (no send time) until it is undone
    await markLead({ store }, ana, campaignId, { username: 'ana.p' }, 'skipped');
    expect((await sendQueue({ store }, ana, campaignId)).next?.lint.warnings).toEqual([]);
    await undoLead({ store }, ana, campaignId, { username: 'ana.p' });
    const queue = await sendQueue({ store }, ana, campaignId);
    expect(queue.next?.username).toBe('ben.k');
    expect(queue.next?.lint.warnings.map((warning) => warning.rule)).toEqual(['duplicate']);
  });

  it('warns of a near-duplicate (the template filled for someone else), not of a different message', async () => {
    const { campaignId, id } = await activeCampaign('Hi {First Name}, love your reels!');
    await markLead({ store }, ana, campaignId, { username: 'ana.p' }, 'sent');
    const queue = await sendQueue({ store }, ana, campaignId);
    expect(queue.next).toMatchObject({ username: 'ben.k', text: 'Hi Ben, love your reels!' });
    expect(queue.next?.lint.warnings.map((issue) => issue.rule)).toEqual(['near-duplicate']);
    expect(queue.next?.lint.warnings[0]?.message).toContain('Almost the same as your message to @ana.p at');
    await saveCampaignMessage(
      { store },
      ana,
      campaignId,
      id('ben.k'),
      'Hi {First Name}, the pottery studio you opened in Porto looks wonderful',
    );
    expect((await sendQueue({ store }, ana, campaignId)).next?.lint.warnings).toEqual([]);
  });

  it("lints the extension panel's text of a lead still to contact", async () => {
    const { campaignId } = await activeCampaign('Love your reels!');
    await markLead({ store }, ana, campaignId, { username: 'ana.p' }, 'sent');
    const [ben] = await leadsForUsername({ store }, ana, 'ben.k');
    expect(ben?.lint.warnings.map((issue) => issue.rule)).toEqual(['duplicate']);
    const [anaLead] = await leadsForUsername({ store }, ana, 'ana.p');
    expect(anaLead?.lint).toEqual({ errors: [], warnings: [] });
  });
});
