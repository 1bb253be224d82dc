import { getCampaign } from '@leadgen/core';
import { type RenderedTui, seedCampaign, tuiScreenTest } from '@leadgen/test-utils/tui';
import { describe, expect, it } from 'vitest';

// Issue 36 in the terminal: the linter's findings under the message and template editors and on
// the send screen, where c and s hold a message that still holds a placeholder.

const app = tuiScreenTest();
let tui: RenderedTui | undefined;

const CTRL_U = '\u0015';
const REFUSED = 'Unknown placeholder {First Nme}; known:';

describe('the linter in the TUI', () => {
  it("lints a lead's message and the template as they are typed", async () => {
    const campaignId = await seedCampaign(app.deps, { template: 'Hi {First Name}', status: 'draft' });
    tui = await app.render({ name: 'campaign', campaignId });
    await tui.waitFor('Campaign: Coffee');
    await tui.press('enter');
    await tui.waitFor('Esc or Ctrl-S saves');
    await tui.type('Hi {First Nme}');
    await tui.waitFor(`✗ ${REFUSED}`);
    await tui.press(CTRL_U);
    await tui.type('see shop.com');
    await tui.waitFor('⚠ Link shop.com: links in a first message are a spam signal');
    await tui.press('esc');
    await tui.waitFor((frame) => !frame.includes('saved as you pause'));

    await tui.press('t');
    await tui.waitFor('Esc or Ctrl-S saves');
    await tui.press(CTRL_U);
    await tui.type('Love your work!');
    // one of the three has a message of its own now: two get the template word for word
    await tui.waitFor('⚠ 2 leads will get this exact text');
    await tui.press('esc');
    await tui.waitFor('Campaign saved successfully! ⚠ 2 leads will get this exact text');
  });

  it('keeps a refused template open as typed, to be fixed', async () => {
    const campaignId = await seedCampaign(app.deps, { template: 'Hi {First Name}', status: 'draft' });
    tui = await app.render({ name: 'campaign', campaignId });
    await tui.waitFor('Campaign: Coffee');
    await tui.press('t');
    await tui.waitFor('Esc or Ctrl-S saves');
    await tui.press(CTRL_U);
    await tui.type('Hello {First Nme}, a long note I would hate to type again');
    await tui.press('esc');
    // refused: the editor is open again with the text as typed; fixed, it saves
    const refused = await tui.waitFor(
      (frame) => frame.includes('Esc or Ctrl-S saves') && frame.includes('a long note I would hate'),
    );
    expect(refused).toContain('{First Nme}');
    expect(
      (await getCampaign({ store: app.deps.store }, app.deps.user.id, campaignId)).message_template,
    ).toBe('Hi {First Name}');
  });

  it('warns of a repeat on the send screen, and holds c and s on an unfilled placeholder', async () => {
    const campaignId = await seedCampaign(app.deps, { template: 'Love your work!' });
    tui = await app.render({ name: 'send', campaignId });
    await tui.waitFor('Send: Coffee');
    await tui.press('s');
    await tui.waitFor('1 sent');
    const frame = await tui.waitFor('⚠ Identical to your message to @');
    expect(frame.replace(/\s+/g, ' ')).toContain('Instagram flags identical messages');

    const next = (await app.deps.store.outreachQueue.queue(app.deps.user.id, campaignId, 1)).leads[0];
    await app.deps.store.campaignMessages.saveMessages(app.deps.user.id, campaignId, [
      { id: next?.profile_id ?? '', message: 'Hi {Frist Name}' },
    ]);
    tui.unmount();
    tui = await app.render({ name: 'send', campaignId });
    await tui.waitFor('✗ The message still holds {Frist Name}');
    await tui.press('c');
    expect(app.deps.copied).toEqual([]);
    await tui.press('s');
    await tui.waitFor('The message still holds {Frist Name}: edit the message before you send it');
    expect((await getCampaign({ store: app.deps.store }, app.deps.user.id, campaignId)).messages_sent).toBe(
      1,
    );
  });
});
