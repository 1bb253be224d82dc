import { getCampaign, updateCampaign } from '@leadgen/core';
import { type RenderedTui, seedCampaign, tuiScreenTest } from '@leadgen/test-utils/tui';
import { describe, expect, it } from 'vitest';

const app = tuiScreenTest();
let tui: RenderedTui | undefined;

const nextUsername = (frame: string) =>
  /@([a-z0-9._]+)/.exec(frame.split('\n').find((line) => line.includes('@')) ?? '')?.[1];

describe('SendScreen', () => {
  it('copies the next message, opens the profile, marks it sent and undoes it', async () => {
    const campaignId = await seedCampaign(app.deps);
    tui = await app.render({ name: 'send', campaignId });
    const frame = await tui.waitFor('Send: Coffee');
    const first = nextUsername(frame.split('\n').slice(2).join('\n'));
    expect(first).toBeTruthy();
    expect(frame).toContain(`Hi ${first}!`);
    // a new sender: day 1 of the warm-up allows 10 of the daily 15
    expect(frame).toContain('0 sent · 0 responses (0%) · today 0 of 10 · 3 left');
    expect(frame).toContain('Warm-up day 1 of 14: 10 new conversations today, 10 left');
    await tui.press('c');
    expect(app.deps.copied).toEqual([`Hi ${first}!`]);
    await tui.press('o');
    await tui.waitFor(`https://www.instagram.com/${first}/`);
    expect(app.deps.opened).toEqual([`https://www.instagram.com/${first}/`]);
    await tui.press('s');
    await tui.waitFor('1 sent · 0 responses (0%) · today 1 of 10 · 2 left');
    expect((await getCampaign({ store: app.deps.store }, app.deps.user.id, campaignId)).messages_sent).toBe(
      1,
    );
    await tui.press('u');
    await tui.waitFor('0 sent · 0 responses (0%) · today 0 of 10 · 3 left');
    expect(tui.lastFrame()).toContain(`Hi ${first}!`);
  });

  it('asks before recording a send the pace holds, and refuses a reply to a lead never sent', async () => {
    const campaignId = await seedCampaign(app.deps);
    await updateCampaign({ store: app.deps.store }, app.deps.user.id, campaignId, { sendRateLimit: 1 });
    tui = await app.render({ name: 'send', campaignId });
    await tui.waitFor('0 sent · 0 responses (0%) · today 0 of 10 · 3 left');
    await tui.press('r');
    await tui.waitFor('was never sent a message: mark it sent before marking it replied');
    expect((await getCampaign({ store: app.deps.store }, app.deps.user.id, campaignId)).messages_sent).toBe(
      0,
    );
    tui.unmount();
    tui = await app.render({ name: 'send', campaignId });
    await tui.waitFor('3 left');
    await tui.press('s');
    await tui.waitFor('1 sent · 0 responses (0%) · today 1 of 10 · 2 left');
    await tui.waitFor((frame) =>
      /1 message in the last hour: the next can go at (?:\w{3} )?\d\d:\d\d/.test(frame),
    );
    await tui.press('s');
    await tui.waitFor('sent anyway, over your pace?');
    await tui.press('n');
    await tui.waitFor((frame) => !frame.includes('over your pace?'));
    expect((await getCampaign({ store: app.deps.store }, app.deps.user.id, campaignId)).messages_sent).toBe(
      1,
    );
    await tui.press('s');
    await tui.waitFor('sent anyway, over your pace?');
    await tui.press('y');
    await tui.waitFor('2 sent · 0 responses (0%) · today 2 of 10 · 1 left');
    expect(tui.lastFrame()).toContain('marked sent, over your pace');
  });

  it('skips a lead with x; k, which is up on every other screen, skips nothing', async () => {
    const campaignId = await seedCampaign(app.deps);
    tui = await app.render({ name: 'send', campaignId }, { color: false });
    const frame = await tui.waitFor('3 left');
    const first = nextUsername(frame.split('\n').slice(2).join('\n'));
    expect(frame.trimEnd().split('\n').at(-1)).toContain('x skip');
    await tui.press('k');
    expect(tui.lastFrame()).toContain('3 left');
    await tui.press('x');
    const skipped = await tui.waitFor('2 left');
    expect(nextUsername(skipped.split('\n').slice(2).join('\n'))).not.toBe(first);
    await tui.press('?');
    const help = await tui.waitFor('Keys on this screen');
    expect(help).toMatch(/x\s+skip the lead/);
    expect(help).not.toMatch(/^k\s/m);
  });

  it('reports "Instagram blocked me" with B after a yes, holds the queue, and undoes it', async () => {
    const campaignId = await seedCampaign(app.deps);
    tui = await app.render({ name: 'send', campaignId });
    await tui.waitFor('3 left');
    await tui.press('B');
    await tui.waitFor('Report that Instagram blocked you?');
    await tui.press('n');
    await tui.waitFor((frame) => !frame.includes('Report that Instagram blocked you?'));
    expect(tui.lastFrame()).toContain('Warm-up day 1');
    await tui.press('B');
    await tui.waitFor('Report that Instagram blocked you?');
    await tui.press('y');
    await tui.waitFor((frame) => /Paused after a block until \w{3} \d\d:\d\d/.test(frame));
    expect(tui.lastFrame()).toMatch(/Paused after you reported a block: the next message can go at/);
    // a send now asks first, as any the pace holds
    await tui.press('s');
    await tui.waitFor('sent anyway, over your pace?');
    await tui.press('n');
    await tui.press('?');
    const help = await tui.waitFor('Keys on this screen');
    expect(help).toMatch(/B\s+undo your "Instagram blocked me" report/);
    await tui.press('?');
    await tui.press('B');
    await tui.waitFor('Undo your "Instagram blocked me" report?');
    await tui.press('y');
    await tui.waitFor('Warm-up day 1 of 14: 10 new conversations today, 10 left');
  });

  it('says why a campaign that is not active has no queue, and opens from the campaign screen with S', async () => {
    const campaignId = await seedCampaign(app.deps, { status: 'paused' });
    tui = await app.render({ name: 'campaign', campaignId });
    await tui.waitFor('Campaign: Coffee');
    await tui.press('S');
    await tui.waitFor('The send queue runs for active campaigns only (this one is paused)');
  });
});
