import { createCampaignFromSelection, updateCampaign, validateCustom } from '@leadgen/core';
import {
  openTuiTestDeps,
  type RenderedTui,
  renderTui,
  seedList,
  type TuiTestDeps,
} from '@leadgen/test-utils/tui';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QUIT_QUESTION } from './app.js';
import type { Route } from './routes.js';

let deps: TuiTestDeps;
let tui: RenderedTui | undefined;

beforeEach(async () => {
  deps = await openTuiTestDeps();
});

afterEach(async () => {
  tui?.unmount();
  await deps.close();
});

describe('the app', () => {
  it('quits on Ctrl-C without also taking it as c (cancel the run)', async () => {
    // A run going on here: quitting waits for it to stop, long enough to draw what c would do.
    deps.sandbox.update({ faults: { latencyMs: 1000 } });
    const job = await deps.store.jobs.enqueue(
      deps.user.id,
      'custom',
      validateCustom({ usernames: ['nasa'] }),
    );
    tui = await renderTui(deps, { route: { name: 'run', jobId: job.id } });
    await tui.waitFor('Waiting for a worker');
    await tui.press('r');
    await tui.waitFor((frame) => /running\s*$/.test(frame.split('\n')[0] ?? ''));
    let exited = false;
    void tui.exited().then(() => {
      exited = true;
    });
    await tui.press('x');
    expect(exited).toBe(false);
    await tui.press('ctrl-c');
    // the run it stopped is back in the queue, and named, to be said once the app has closed
    expect(await tui.exited()).toEqual([job.id]);
    expect((await deps.store.jobs.get(deps.user.id, job.id))?.status).toBe('queued');
    expect(tui.frames().some((frame) => frame.includes('Cancel this run?'))).toBe(false);
  });
});

describe('the app’s own keys', () => {
  it('never quits on Esc: on Home it says that q quits, and q quits', async () => {
    await seedList(deps.store, deps.user.id, 3);
    tui = await renderTui(deps);
    await tui.waitFor('Lists (1)');
    await tui.press('enter');
    await tui.waitFor('3 of 3 profiles');
    await tui.press('esc');
    await tui.waitFor('Lists (1)');
    let exited = false;
    void tui.exited().then(() => {
      exited = true;
    });
    await tui.press('esc', 'esc');
    await tui.waitFor('this is the first screen. q quits.');
    expect(exited).toBe(false);
    expect(tui.lastFrame()).toContain('Lists (1)');
    // the message stays with Home: the next screen starts without it
    await tui.press('enter');
    const review = await tui.waitFor('3 of 3 profiles');
    expect(review).not.toContain('this is the first screen');
    await tui.press('esc');
    await tui.waitFor('Lists (1)');
    await tui.press('q');
    await tui.exited();
  });

  it('asks before q quits while a form holds something typed; n stays, y quits', async () => {
    const listId = await seedList(deps.store, deps.user.id, 3);
    const profileIds = await deps.store.profiles.ids(deps.user.id, listId);
    tui = await renderTui(deps, { route: { name: 'create-campaign', listId, profileIds } });
    await tui.waitFor('3 profiles selected');
    await tui.type('Spring');
    // out of the field, q is the app's key, not a letter of the name
    await tui.press('esc', 'q');
    await tui.waitFor(QUIT_QUESTION);
    await tui.press('n');
    await tui.waitFor((frame) => !frame.includes(QUIT_QUESTION));
    expect(tui.lastFrame()).toContain('Spring');
    await tui.press('q');
    await tui.waitFor(QUIT_QUESTION);
    await tui.press('y');
    await tui.exited();
  });

  it('shows that a screen is loading, never a false "no lists yet", before its data', async () => {
    const listId = await seedList(deps.store, deps.user.id, 3);
    tui = await renderTui(deps);
    await tui.waitFor('Lists (1)');
    const home = tui.frames();
    expect(home.some((frame) => frame.includes('Loading...'))).toBe(true);
    expect(home.some((frame) => /No lists yet|Lists \(0\)/.test(frame))).toBe(false);
    tui.unmount();

    tui = await renderTui(deps, { route: { name: 'review', listId } });
    await tui.waitFor('3 of 3 profiles');
    const review = tui.frames();
    expect(review.some((frame) => frame.includes('Loading...'))).toBe(true);
    expect(review.some((frame) => /No profiles found|0 of 0 profiles/.test(frame))).toBe(false);
  });

  it('fits every footer at 80 and 120 columns, short hints with `? help` always among them', async () => {
    const listId = await seedList(deps.store, deps.user.id, 3);
    const profileIds = await deps.store.profiles.ids(deps.user.id, listId);
    const { campaign } = await createCampaignFromSelection({ store: deps.store }, deps.user.id, {
      name: 'Coffee',
      template: 'Hi {Username}!',
      profileIds,
    });
    await updateCampaign({ store: deps.store }, deps.user.id, campaign.id, { status: 'active' });
    const job = await deps.store.jobs.enqueue(
      deps.user.id,
      'custom',
      validateCustom({ usernames: ['nasa'] }),
    );
    const screens: [Route, string][] = [
      [{ name: 'home' }, 'Lists (1)'],
      [{ name: 'review', listId }, '3 of 3 profiles'],
      [{ name: 'campaign', campaignId: campaign.id }, 'Campaign: Coffee'],
      [{ name: 'send', campaignId: campaign.id }, 'Send: Coffee'],
      [{ name: 'run', jobId: job.id }, 'Waiting for a worker'],
      [{ name: 'new-run', kind: 'discover' }, 'New discovery run'],
      [{ name: 'new-run', kind: 'custom' }, 'New custom list'],
      [{ name: 'create-campaign', listId, profileIds }, 'profiles selected'],
    ];
    for (const columns of [80, 120]) {
      for (const [route, shown] of screens) {
        tui = await renderTui(deps, { route, columns, color: false });
        const frame = await tui.waitFor(shown);
        const footer = frame.trimEnd().split('\n').at(-1) ?? '';
        expect(footer, `${route.name} at ${columns}`).toContain('? help');
        expect(footer, `${route.name} at ${columns}`).not.toContain('…');
        expect(footer.length, `${route.name} at ${columns}`).toBeLessThanOrEqual(columns);
        tui.unmount();
        tui = undefined;
      }
    }
  });
});
