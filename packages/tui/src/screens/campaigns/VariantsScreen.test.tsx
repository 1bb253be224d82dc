import {
  addVariant,
  createCampaignFromSelection,
  listVariants,
  markLead,
  sendQueue,
  updateCampaign,
} from '@leadgen/core';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import {
  openTuiTestDeps,
  type RenderedTui,
  renderTui,
  seedList,
  type TuiTestDeps,
} from '@leadgen/test-utils/tui';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

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

/** An active campaign 'Coffee' of three seeded profiles with the template 'Hi {Username}!'. */
async function seedCampaign() {
  const listId = await seedList(deps.store, deps.user.id, 3);
  const profileIds = await deps.store.profiles.ids(deps.user.id, listId);
  const store = { store: deps.store };
  const { campaign } = await createCampaignFromSelection(store, deps.user.id, {
    name: 'Coffee',
    template: 'Hi {Username}!',
    profileIds,
  });
  await updateCampaign(store, deps.user.id, campaign.id, { status: 'active' });
  return campaign.id;
}

describe('VariantsScreen', () => {
  it('shows each variant’s stats and the suggestion, adds one typed in, and picks after a yes', async () => {
    const campaignId = await seedCampaign();
    const ref = { store: deps.store };
    const next = (await sendQueue(ref, deps.user.id, campaignId)).next;
    if (!next) throw new Error('no lead');
    await markLead(ref, deps.user.id, campaignId, { profileId: next.profile_id }, 'sent');
    await markLead(ref, deps.user.id, campaignId, { profileId: next.profile_id }, 'replied');

    tui = await renderTui(deps, { route: { name: 'campaign', campaignId } });
    await tui.waitFor('Campaign: Coffee');
    await tui.press('v');
    let frame = await tui.waitFor('Message variants');
    expect(frame).toMatch(/Variant\s+Sent\s+Replied\s+Rate\s+95% interval\s+Message/);
    expect(frame).toMatch(/A\s+1\s+1\s+100%\s+20\.7%–100%\s+Hi \{Username\}!/);
    expect(frame).toContain('No winner yet: add a variant to test against A');

    await tui.press('a');
    await tui.waitFor('New variant');
    await tui.type('Yo {Username}');
    await tui.press('enter');
    frame = await tui.waitFor('Variant B added');
    await tui.waitFor((f) => /B\s+0\s+0\s+-\s+-\s+Yo \{Username\}/.test(f));
    expect(tui.lastFrame()).toContain('No winner yet: needs 150 sends per variant: A has 1, B has 0');

    // j to B, p asks first; n keeps everything as it was
    await tui.press('j', 'p');
    await tui.waitFor('this is final');
    expect(tui.lastFrame()).toContain('Variant B is not the suggested winner');
    await tui.press('n');
    expect((await listVariants(ref, deps.user.id, campaignId)).winner).toBeNull();
    await tui.press('p');
    await tui.waitFor('this is final');
    await tui.press('y');
    await tui.waitFor('Winner: B (picked; final)');
    expect((await listVariants(ref, deps.user.id, campaignId)).winner).toBe('B');
  });

  it("shows the next lead's variant on the send screen", async () => {
    const campaignId = await seedCampaign();
    await addVariant({ store: deps.store }, deps.user.id, campaignId, { template: 'Yo {Username}' });
    tui = await renderTui(deps, { route: { name: 'send', campaignId } });
    const frame = await tui.waitFor('Send: Coffee');
    expect(frame).toContain('Variant A');
  });
});
