// What the browser extension reads through core (issue 23): the active campaigns' send queues
// for its popup, and one username's leads for the panel on that Instagram profile.

import {
  activeSendQueues,
  blockUsernames,
  createCampaignFromList,
  leadsForUsername,
  markLead,
} from '@leadgen/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIVE, openWorld, type World } from './service-harness.js';

let world: World;
beforeEach(async () => {
  world = await openWorld();
});
afterEach(() => world.store.close());

async function campaign(name: string, template: string, status: 'active' | 'paused' = 'active') {
  const { store, alice } = world;
  const list = await world.seedList(alice, { name: `${name} list`, profiles: FIVE });
  const made = await createCampaignFromList({ store }, alice, list.id, { template, name });
  await store.campaigns.update(alice, made.campaign.id, { status });
  return made.campaign.id;
}

describe('the extension’s reads', () => {
  it('lists the send queue of each active campaign only', async () => {
    const { store, alice, bob } = world;
    const spring = await campaign('Spring', 'Hi {First Name}!');
    await campaign('Paused', 'Hello', 'paused');
    const queues = await activeSendQueues({ store }, alice);
    expect(
      queues.map((queue) => [queue.campaign.id, queue.next?.username, queue.next?.text, queue.remaining]),
    ).toEqual([[spring, 'ana.p', 'Hi Ana!', 5]]);
    expect(await activeSendQueues({ store }, bob)).toEqual([]);
  });

  it('finds a username’s leads in active campaigns, sendable until contacted anywhere, none on do-not-contact', async () => {
    const { store, alice, bob } = world;
    const spring = await campaign('Spring', 'Hi {First Name}!');
    const autumn = await campaign('Autumn', 'Hey {Username}');
    await campaign('Paused', 'Hello', 'paused');
    const found = await leadsForUsername({ store }, alice, '@Ben');
    expect(found.map((lead) => [lead.campaign.id, lead.text, lead.status, lead.sendable]).sort()).toEqual(
      [
        [autumn, 'Hey ben', 'queued', true],
        [spring, 'Hi Ben!', 'queued', true],
      ].sort(),
    );

    await markLead({ store }, alice, spring, { username: 'ben' }, 'sent');
    const after = await leadsForUsername({ store }, alice, 'ben');
    expect(after.map((lead) => [lead.campaign.id, lead.status, lead.sendable]).sort()).toEqual(
      [
        [autumn, 'queued', false],
        [spring, 'sent', false],
      ].sort(),
    );

    await blockUsernames({ store }, alice, ['cat']);
    expect(await leadsForUsername({ store }, alice, 'cat')).toEqual([]);
    expect(await leadsForUsername({ store }, alice, 'nobody.here')).toEqual([]);
    expect(await leadsForUsername({ store }, bob, 'ben')).toEqual([]);
  });
});
