import { createCampaignFromSelection, getCampaign, updateCampaign } from '@leadgen/core';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import {
  openTuiTestDeps,
  type RenderedTui,
  renderTui,
  seedList,
  type TuiTestDeps,
} from '@leadgen/test-utils/tui';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

// Issue 36 in the terminal: the linter's findings under the message and template editors and on
// the send screen, where c and s hold a message that still holds a placeholder.

let sandbox: Sandbox;
let deps: TuiTestDeps;
let tui: RenderedTui | undefined;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(async () => {
  deps = await openTuiTestDeps({ sandbox });
});
afterEach(async () => {
  tui?.unmount();
  tui = undefined;
  await deps.close();
});

const CTRL_U = '\u0015';
const REFUSED = 'Unknown placeholder {First Nme}; known:';

/** A campaign 'Coffee' of three seeded profiles with `template`, in `status`. */
async function seedCampaign(template: string, status = 'draft') {
  const listId = await seedList(deps.store, deps.user.id, 3);
  const profileIds = await deps.store.profiles.ids(deps.user.id, listId);
  const store = { store: deps.store };
  const { campaign } = await createCampaignFromSelection(store, deps.user.id, {
    name: 'Coffee',
    template,
    profileIds,
  });
  await updateCampaign(store, deps.user.id, campaign.id, { status });
  return campaign.id;
}

describe('the linter in the TUI', () => {
  it("lints a lead's message and the template as they are typed", async () => {
    const campaignId = await seedCampaign('Hi {First Name}');
    tui = await renderTui(deps, { route: { name: 'campaign', campaignId } });
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

  it('warns of a repeat on the send screen, and holds c and s on an unfilled placeholder', async () => {
    const campaignId = await seedCampaign('Love your work!', 'active');
    tui = await renderTui(deps, { route: { name: 'send', campaignId } });
    await tui.waitFor('Send: Coffee');
    await tui.press('s');
    await tui.waitFor('1 sent');
    const frame = await tui.waitFor('⚠ Identical to your message to @');
    expect(frame.replace(/\s+/g, ' ')).toContain('Instagram flags identical messages');

    const next = (await deps.store.outreachQueue.queue(deps.user.id, campaignId, 1)).leads[0];
    await deps.store.campaignMessages.saveMessages(deps.user.id, campaignId, [
      { id: next?.profile_id ?? '', message: 'Hi {Frist Name}' },
    ]);
    tui.unmount();
    tui = await renderTui(deps, { route: { name: 'send', campaignId } });
    await tui.waitFor('✗ The message still holds {Frist Name}');
    await tui.press('c');
    expect(deps.copied).toEqual([]);
    await tui.press('s');
    await tui.waitFor('The message still holds {Frist Name}: edit the message before you send it');
    expect((await getCampaign({ store: deps.store }, deps.user.id, campaignId)).messages_sent).toBe(1);
  });
});
