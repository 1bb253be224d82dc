// Batch personalisation's refusals, resuming and stopping (spec §5 Templates and messages, §8
// AI; DESIGN.md §5 'personalize' jobs): the real Gemini adapter on the sandbox, real SQLite.

import { createCampaignFromSelection, personalizeBatch, saveCampaignSelection } from '@leadgen/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AiSandbox,
  FIVE,
  idOf,
  openWorld,
  rejection,
  type SeededList,
  startAiSandbox,
  type World,
} from './service-harness.js';

let ai: AiSandbox;
let world: World;
let list: SeededList;
let campaignId: string;
const noSleep = async () => {};

beforeAll(async () => {
  ai = await startAiSandbox();
});
afterAll(() => ai.sandbox.stop());
beforeEach(async () => {
  world = await openWorld();
  ai.sandbox.resetCounters();
  list = await world.seedList(world.alice, { targets: ['natgeo'], profiles: FIVE });
  const { campaign } = await createCampaignFromSelection(world, world.alice, {
    name: 'Spring',
    template: 'Hi {First Name}!',
    profileIds: Object.values(list.ids),
  });
  campaignId = campaign.id;
});
afterEach(() => world.store.close());

const deps = () => ({ store: world.store, writer: ai.writer(), sleep: noSleep });
const processed = async () =>
  (await world.store.campaignMembers.profiles(world.alice, campaignId)).filter((p) => p.message_processed)
    .length;

describe('what a batch refuses (spec §5)', () => {
  it("needs a template: 'Please enter a message template first'", async () => {
    for (const template of ['', '  ', null]) {
      expect(await rejection(personalizeBatch(deps(), world.alice, { campaignId, template }))).toMatchObject({
        code: 'INVALID_INPUT',
        message: 'Please enter a message template first',
      });
    }
    expect(ai.sandbox.counters.gemini.requests).toBe(0);
  });

  it("says 'No profiles to personalize' for an empty campaign", async () => {
    await saveCampaignSelection(world, world.alice, campaignId, []);
    expect(await rejection(personalizeBatch(deps(), world.alice, { campaignId }))).toMatchObject({
      message: 'No profiles to personalize',
    });
  });

  it("says 'No profiles selected for personalization' for an empty selection", async () => {
    expect(
      await rejection(personalizeBatch(deps(), world.alice, { campaignId, profileIds: [] })),
    ).toMatchObject({
      message: 'No profiles selected for personalization',
    });
    const createScreen = personalizeBatch(deps(), world.alice, { template: 'Hi' });
    expect(await rejection(createScreen)).toMatchObject({
      message: 'No profiles selected for personalization',
    });
  });

  it("touches nothing of another user's", async () => {
    expect(await rejection(personalizeBatch(deps(), world.bob, { campaignId }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Campaign not found or access denied',
    });
    const foreignProfiles = personalizeBatch(deps(), world.bob, {
      template: 'Hi',
      profileIds: [idOf(list, 'ben')],
    });
    expect(await rejection(foreignProfiles)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Profile not found',
    });
    expect(ai.sandbox.counters.gemini.requests).toBe(0);
    expect(await processed()).toBe(0);
  });
});

describe('selections, the create screen, resuming and stopping', () => {
  it('personalises only the selected profiles', async () => {
    const result = await personalizeBatch(deps(), world.alice, {
      campaignId,
      profileIds: [idOf(list, 'dan'), idOf(list, 'ben')],
    });
    expect(result.ok.map((item) => item.username)).toEqual(['dan', 'ben']);
    expect(result.notice).toBe('Successfully personalized 2 message(s)');
  });

  it('works without a campaign on the create screen, with the template and context given', async () => {
    const result = await personalizeBatch(deps(), world.alice, {
      template: 'Hello {First Name}, fancy a coffee?',
      context: 'Coffee lovers in Porto',
      profileIds: [idOf(list, 'ben')],
    });
    expect(result.ok[0]?.message).toMatch(/Ben/);
    expect(await ai.lastPrompt()).toContain('Campaign context: Coffee lovers in Porto');
  });

  it('skips what the AI already wrote unless forced, so a rerun resumes', async () => {
    await personalizeBatch(deps(), world.alice, {
      campaignId,
      profileIds: [idOf(list, 'ana.p'), idOf(list, 'ben')],
    });
    const rest = await personalizeBatch(deps(), world.alice, { campaignId });
    expect(rest.ok.map((item) => item.username)).toEqual(['cat', 'dan', 'eve']);
    expect(rest.skipped).toBe(2);
    expect(await rejection(personalizeBatch(deps(), world.alice, { campaignId }))).toMatchObject({
      message: 'No profiles to personalize',
    });
    const again = await personalizeBatch(deps(), world.alice, { campaignId, force: true });
    expect(again).toMatchObject({ skipped: 0, notice: 'Successfully personalized 5 message(s)' });
  });

  it('stops before the next group when aborted, keeping what the finished group wrote', async () => {
    const controller = new AbortController();
    const call = personalizeBatch(deps(), world.alice, {
      campaignId,
      concurrency: 2,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    expect(await rejection(call)).toMatchObject({ name: 'AbortError' });
    expect(ai.sandbox.counters.gemini.requests).toBe(2);
    expect(await processed()).toBe(2);
    const resumed = await personalizeBatch(deps(), world.alice, { campaignId });
    expect(resumed).toMatchObject({ skipped: 2, notice: 'Successfully personalized 3 message(s)' });
  });
});
