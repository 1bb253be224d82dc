// AI personalisation, one profile and in batches (spec §5 Templates and messages, §7, §8 AI, §9:
// 5 in parallel, 1 s between groups): the real Gemini adapter against the sandbox on 127.0.0.1,
// real SQLite. Failures come from the sandbox's BLOCKME word in a bio and scripted 500s.

import type { Writer } from '@leadgen/core';
import {
  type BatchProgress,
  createCampaignFromSelection,
  personalizeBatch,
  personalizeProfile,
  saveProfileMessage,
} from '@leadgen/core';
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

const TEMPLATE = 'Hi {First Name}! Our studio opens next week. Want a free class?';

let ai: AiSandbox;
let world: World;
let list: SeededList;
let campaignId: string;

beforeAll(async () => {
  ai = await startAiSandbox();
});
afterAll(() => ai.sandbox.stop());
beforeEach(async () => {
  world = await openWorld();
  ai.sandbox.resetCounters();
  ai.sandbox.update({ faults: { next: [] } });
  list = await world.seedList(world.alice, { targets: ['natgeo'], profiles: FIVE });
  campaignId = await campaignOf(Object.values(list.ids), TEMPLATE);
});
afterEach(() => world.store.close());

async function campaignOf(profileIds: string[], template: string | null = TEMPLATE): Promise<string> {
  const { campaign } = await createCampaignFromSelection(world, world.alice, {
    name: 'Spring',
    template,
    profileIds,
  });
  return campaign.id;
}

const profile = (username: string, from = list) =>
  world.store.profiles.get(world.alice, idOf(from, username));

/** The campaign's lead of `username` (its message is the campaign's own, issue 30). */
const lead = async (campaign: string, username: string, from = list) =>
  (await world.store.campaignMembers.profiles(world.alice, campaign)).find(
    (p) => p.id === idOf(from, username),
  );

/** A writer that counts the calls in flight around the real one. */
function counted(writer: Writer) {
  const stats = { inFlight: 0, peak: 0, calls: 0 };
  const wrapped: Writer = {
    generateTemplate: (input) => writer.generateTemplate(input),
    async personalize(input) {
      stats.calls++;
      stats.inFlight++;
      stats.peak = Math.max(stats.peak, stats.inFlight);
      try {
        return await writer.personalize(input);
      } finally {
        stats.inFlight--;
      }
    },
  };
  return { writer: wrapped, stats };
}

/** A sleep that records its waits (and that no call is in flight during one) instead of waiting. */
function recordingSleep(stats?: { inFlight: number }) {
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
    if (stats && stats.inFlight !== 0) throw new Error('paused while calls were in flight');
  };
  return { waits, sleep };
}

describe('personalising one profile', () => {
  it('writes the message in the campaign’s context, saves it as AI output and says so', async () => {
    const deps = { store: world.store, writer: ai.writer() };
    const result = await personalizeProfile(deps, world.alice, {
      campaignId,
      profileId: idOf(list, 'ana.p'),
    });
    expect(result.notice).toBe('Message personalized for @ana.p');
    expect(result.message).toMatch(/\bAna\b/);
    expect(await lead(campaignId, 'ana.p')).toMatchObject({
      message: result.message,
      message_processed: true,
    });
    // the list's own (lead review) message is another text
    expect((await profile('ana.p'))?.message).toBeNull();
    const prompt = await ai.lastPrompt();
    expect(prompt).toContain('Campaign context: Campaign "Spring" targeting followers of @natgeo');
    expect(prompt).toContain('Bio: Yoga coach in Lisbon');
    expect(prompt).toContain(TEMPLATE);
    // spec §3: the user's own edit resets the flag
    await saveProfileMessage(world, world.alice, idOf(list, 'ana.p'), 'Mine');
    expect((await profile('ana.p'))?.message_processed).toBe(false);
  });

  it("needs a template ('Please set a message template first'); the editor's may be passed", async () => {
    const bare = await campaignOf([idOf(list, 'ben')], '  ');
    const deps = { store: world.store, writer: ai.writer() };
    const input = { campaignId: bare, profileId: idOf(list, 'ben') };
    expect(await rejection(personalizeProfile(deps, world.alice, input))).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Please set a message template first',
    });
    expect(ai.sandbox.counters.gemini.requests).toBe(0);
    const result = await personalizeProfile(deps, world.alice, {
      ...input,
      template: 'Hey {First Name}, coffee?',
    });
    expect(result.message).toMatch(/Ben/);
  });

  it('saves nothing when the writer fails, and passes its message on', async () => {
    const blocked = await world.seedList(world.alice, {
      profiles: [{ username: 'zed', biography: 'BLOCKME' }],
    });
    const deps = { store: world.store, writer: ai.writer() };
    const call = personalizeProfile(deps, world.alice, { campaignId, profileId: idOf(blocked, 'zed') });
    expect(await rejection(call)).toMatchObject({
      code: 'PROVIDER_ERROR',
      message: 'Gemini blocked the prompt (SAFETY)',
    });
    expect((await profile('zed', blocked))?.message).toBeNull();
  });
});

describe('personalising in batches (spec §9: 5 at once, 1 s between groups)', () => {
  it('runs 5 at once with 1 s pauses by default, and says how many succeeded', async () => {
    const six = await world.seedList(world.alice, {
      profiles: Array.from({ length: 6 }, (_, i) => ({
        username: `u${i}`,
        full_name: `User ${i}`,
        followers_count: 10 - i,
      })),
    });
    const { writer, stats } = counted(ai.writer());
    const { waits, sleep } = recordingSleep(stats);
    const progress: BatchProgress[] = [];
    const sixCampaign = await campaignOf(Object.values(six.ids));
    const result = await personalizeBatch({ store: world.store, writer, sleep }, world.alice, {
      campaignId: sixCampaign,
      onProgress: (p) => {
        progress.push(p);
      },
    });
    expect(result.notice).toBe('Successfully personalized 6 message(s)');
    expect(result.failed).toEqual([]);
    expect(result.ok.map((item) => item.username)).toEqual(['u0', 'u1', 'u2', 'u3', 'u4', 'u5']);
    expect(stats).toMatchObject({ peak: 5, calls: 6 });
    expect(waits).toEqual([1000]);
    expect(progress).toEqual([
      { done: 5, total: 6, ok: 5, failed: 0 },
      { done: 6, total: 6, ok: 6, failed: 0 },
    ]);
    const leads = await world.store.campaignMembers.profiles(world.alice, sixCampaign);
    for (const item of result.ok) {
      expect(leads.find((p) => p.id === item.profileId)).toMatchObject({
        message: item.message,
        message_processed: true,
      });
    }
  });

  it('honours the concurrency and pause it is given', async () => {
    const { writer, stats } = counted(ai.writer());
    const { waits, sleep } = recordingSleep(stats);
    await personalizeBatch({ store: world.store, writer, sleep }, world.alice, {
      campaignId,
      concurrency: 2,
      pauseMs: 250,
    });
    expect(stats).toMatchObject({ peak: 2, calls: 5 });
    expect(waits).toEqual([250, 250]);
  });

  it('reports each failure and keeps going (partial: "Personalized N messages successfully (M failed)")', async () => {
    const mixed = await world.seedList(world.alice, {
      profiles: [
        { username: 'ok1', full_name: 'Oka One', followers_count: 5 },
        { username: 'bad1', biography: 'I say BLOCKME', followers_count: 4 },
        { username: 'ok2', full_name: 'Oka Two', followers_count: 3 },
        { username: 'err', full_name: 'Erin', followers_count: 2 },
        { username: 'ok3', full_name: 'Oka Three', followers_count: 1 },
      ],
    });
    const { sleep } = recordingSleep();
    const mixedCampaign = await campaignOf(Object.values(mixed.ids));
    const result = await personalizeBatch({ store: world.store, writer: ai.writer(), sleep }, world.alice, {
      campaignId: mixedCampaign,
      concurrency: 1,
      // one at a time: the request after the third (err's) gets a scripted 500
      onProgress: ({ done }) => {
        if (done === 3) ai.sandbox.update({ faults: { next: [{ service: 'gemini', status: 500 }] } });
      },
    });
    expect(result.notice).toBe('Personalized 3 messages successfully (2 failed)');
    expect(result.ok.map((item) => item.username)).toEqual(['ok1', 'ok2', 'ok3']);
    expect(result.failed).toEqual([
      { profileId: idOf(mixed, 'bad1'), username: 'bad1', reason: 'Gemini blocked the prompt (SAFETY)' },
      {
        profileId: idOf(mixed, 'err'),
        username: 'err',
        reason: expect.stringMatching(/^Gemini API error: /),
      },
    ]);
    expect((await lead(mixedCampaign, 'bad1', mixed))?.message).toBeNull();
    expect((await lead(mixedCampaign, 'ok3', mixed))?.message_processed).toBe(true);
  });

  it("says 'Failed to personalize any messages' when none succeeded", async () => {
    const blocked = await world.seedList(world.alice, {
      profiles: [
        { username: 'b1', biography: 'BLOCKME' },
        { username: 'b2', biography: 'BLOCKME too' },
      ],
    });
    const result = await personalizeBatch(
      { store: world.store, writer: ai.writer(), sleep: recordingSleep().sleep },
      world.alice,
      { campaignId: await campaignOf(Object.values(blocked.ids)) },
    );
    expect(result).toMatchObject({ ok: [], notice: 'Failed to personalize any messages' });
    expect(result.failed).toHaveLength(2);
  });
});
