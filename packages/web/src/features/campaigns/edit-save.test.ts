import { MAX_IDS_PER_SAVE } from '@leadgen/core/domain';
import { describe, expect, it } from 'vitest';
import { MESSAGE_PART_BYTES } from '../../lib/message-parts';
import { afterStep, overwriting, type SavedCampaign, type SaveStep, savePlan } from './edit-save';

const form = {
  name: '  Spring outreach ',
  description: ' For photographers  ',
  status: 'active',
  sendRateLimit: '25',
  messageTemplate: '  Hi {First Name}  ',
};

const saved = (over: Partial<SavedCampaign> = {}): SavedCampaign => ({
  version: 4,
  settings: {
    name: 'Spring outreach',
    description: 'For photographers',
    status: 'active',
    messageTemplate: 'Hi {First Name}',
    sendRateLimit: 25,
  },
  members: new Set(['a', 'b', 'c']),
  messages: { a: 'Hello' },
  messageVersions: { a: 3, b: 1, c: 1 },
  ...over,
});

const stepsOf = (plan: ReturnType<typeof savePlan>): SaveStep[] => {
  if (!plan.ok) throw new Error(plan.error);
  return plan.steps;
};

const bytes = (step: SaveStep) => new TextEncoder().encode(JSON.stringify(step)).length;

describe('savePlan', () => {
  it('refuses a blank name', () => {
    expect(savePlan(saved(), { ...form, name: '   ' }, new Set(), {})).toEqual({
      ok: false,
      error: 'Please enter a campaign name',
    });
  });

  it('refuses {First Nme} in the template or a message it would save, as the server does (issue 36)', () => {
    const refused = {
      ok: false,
      error: 'Unknown placeholder {First Nme}; known: {Full Name}, {First Name}, {Username}',
    };
    expect(savePlan(saved(), { ...form, messageTemplate: 'Hi {First Nme}' }, new Set(), {})).toEqual(refused);
    expect(savePlan(saved(), form, new Set(['a', 'b', 'c']), { b: 'Yo {First Nme}' })).toEqual(refused);
    // a deselected profile's message is not saved, so it does not refuse the save
    expect(savePlan(saved(), form, new Set(['a', 'c']), { b: 'Yo {First Nme}' }).ok).toBe(true);
  });

  it('sends nothing when nothing changed, and only the fields that changed, trimmed', () => {
    expect(stepsOf(savePlan(saved(), form, new Set(['a', 'b', 'c']), {}))).toEqual([]);
    const steps = stepsOf(
      savePlan(
        saved(),
        { ...form, description: '  For coaches ', sendRateLimit: 'abc' },
        new Set(['a', 'b', 'c']),
        {},
      ),
    );
    expect(steps).toEqual([{ kind: 'campaign', body: { description: 'For coaches', sendRateLimit: 10 } }]);
  });

  it('sends the members added and removed, and the non-blank changed messages of selected ones', () => {
    const steps = stepsOf(
      savePlan(saved(), form, new Set(['a', 'c', 'd']), {
        a: 'Hello',
        c: '  Hi C ',
        b: 'Not selected',
        d: 'New one',
        e: '   ',
      }),
    );
    expect(steps).toEqual([
      { kind: 'campaign', body: { addIds: ['d'], removeIds: ['b'] } },
      // a is unchanged (not resent), c checks its version, d is new to the campaign (none)
      { kind: 'messages', messages: { c: 'Hi C', d: 'New one' }, versions: { c: 1 } },
    ]);
  });

  it('keeps every request bounded for 1,000 members with 2,000-character messages and 2,500 id changes', () => {
    const members = Array.from({ length: 2500 }, (_, i) => `member-${i}`);
    const base = saved({
      members: new Set(members),
      messageVersions: Object.fromEntries(members.map((id) => [id, 2])),
    });
    const kept = members.slice(0, 1000);
    const added = Array.from({ length: 1000 }, (_, i) => `new-${i}`);
    const text = `Hi ${'é'.repeat(1000)}${'x'.repeat(1000)}`;
    const edited = Object.fromEntries(kept.map((id) => [id, text]));
    const steps = stepsOf(savePlan(base, { ...form, name: 'Renamed' }, new Set([...kept, ...added]), edited));
    const campaignSteps = steps.filter((step) => step.kind === 'campaign');
    expect(campaignSteps).toHaveLength(2);
    expect(campaignSteps[0]?.body).toMatchObject({ name: 'Renamed' });
    expect(campaignSteps[1]?.body.name).toBeUndefined();
    for (const step of campaignSteps) {
      expect((step.body.addIds?.length ?? 0) <= MAX_IDS_PER_SAVE).toBe(true);
      expect((step.body.removeIds?.length ?? 0) <= MAX_IDS_PER_SAVE).toBe(true);
    }
    const removed = campaignSteps.flatMap((step) => step.body.removeIds ?? []);
    expect(removed).toHaveLength(1500);
    const messageSteps = steps.filter((step) => step.kind === 'messages');
    expect(messageSteps.flatMap((step) => Object.keys(step.messages))).toHaveLength(1000);
    for (const step of steps) expect(bytes(step)).toBeLessThanOrEqual(MESSAGE_PART_BYTES);
  });
});

describe('afterStep and overwriting', () => {
  it('moves the saved state forward so a retry sends only what is left', () => {
    const base = saved();
    const selected = new Set(['a', 'c', 'd']);
    const edited = { c: 'Hi C', d: 'New one' };
    const [first, second] = stepsOf(savePlan(base, { ...form, name: 'Autumn' }, selected, edited));
    if (!first || !second) throw new Error('expected two steps');
    const afterFirst = afterStep(base, first, { version: 6 });
    expect(afterFirst.version).toBe(6);
    expect([...afterFirst.members].sort()).toEqual(['a', 'c', 'd']);
    // the messages failed: a retry sends them, and nothing else
    expect(stepsOf(savePlan(afterFirst, { ...form, name: 'Autumn' }, selected, edited))).toEqual([second]);
    const afterSecond = afterStep(afterFirst, second, { versions: { c: 2, d: 1 } });
    expect(afterSecond.messageVersions).toMatchObject({ c: 2, d: 1 });
    expect(stepsOf(savePlan(afterSecond, { ...form, name: 'Autumn' }, selected, edited))).toEqual([]);
  });

  it('overwrites from the current campaign version, and the stale messages without theirs', () => {
    const next = overwriting(saved(), { version: 9, stale: ['a'] });
    expect(next.version).toBe(9);
    expect(next.messageVersions).toEqual({ b: 1, c: 1 });
    const steps = stepsOf(savePlan(next, form, new Set(['a', 'b', 'c']), { a: 'Mine' }));
    expect(steps).toEqual([{ kind: 'messages', messages: { a: 'Mine' }, versions: {} }]);
  });
});
