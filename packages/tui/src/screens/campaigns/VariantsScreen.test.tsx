import { addVariant, listVariants, markLead, sendQueue } from '@leadgen/core';
import { type RenderedTui, seedCampaign, tuiScreenTest } from '@leadgen/test-utils/tui';
import { describe, expect, it } from 'vitest';

const app = tuiScreenTest();
let tui: RenderedTui | undefined;

describe('VariantsScreen', () => {
  it('shows each variant’s stats and the suggestion, adds one typed in, and picks after a yes', async () => {
    const campaignId = await seedCampaign(app.deps);
    const ref = { store: app.deps.store };
    const next = (await sendQueue(ref, app.deps.user.id, campaignId)).next;
    if (!next) throw new Error('no lead');
    await markLead(ref, app.deps.user.id, campaignId, { profileId: next.profile_id }, 'sent');
    await markLead(ref, app.deps.user.id, campaignId, { profileId: next.profile_id }, 'replied');

    tui = await app.render({ name: 'campaign', campaignId });
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
    expect((await listVariants(ref, app.deps.user.id, campaignId)).winner).toBeNull();
    await tui.press('p');
    await tui.waitFor('this is final');
    await tui.press('y');
    await tui.waitFor('Winner: B (picked; final)');
    expect((await listVariants(ref, app.deps.user.id, campaignId)).winner).toBe('B');
  });

  it("shows the next lead's variant on the send screen", async () => {
    const campaignId = await seedCampaign(app.deps);
    await addVariant({ store: app.deps.store }, app.deps.user.id, campaignId, { template: 'Yo {Username}' });
    tui = await app.render({ name: 'send', campaignId });
    const frame = await tui.waitFor('Send: Coffee');
    expect(frame).toContain('Variant A');
  });
});
