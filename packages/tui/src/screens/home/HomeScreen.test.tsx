import { createCampaignFromList } from '@leadgen/core';
import { messages } from '@leadgen/core/domain';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import { discoverPayload } from '@leadgen/test-utils/core';
import {
  openTuiTestDeps,
  type RenderedTui,
  renderTui,
  seedList,
  seedPausedRun,
  type TuiTestDeps,
} from '@leadgen/test-utils/tui';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listTone } from './HomeRows.js';

let sandbox: Sandbox;
let deps: TuiTestDeps;
let tui: RenderedTui;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});
afterEach(async () => {
  tui?.unmount();
  await deps.close();
});

const setUp = async () => {
  deps = await openTuiTestDeps({ sandbox });
  const natgeo = await seedList(deps.store, deps.user.id, 8, { name: 'natgeo - followers - Nov 20' });
  const nasa = await seedList(deps.store, deps.user.id, 3, { name: 'nasa - following - Nov 21' });
  await createCampaignFromList({ store: deps.store }, deps.user.id, natgeo, { name: 'Spring outreach' });
  tui = await renderTui(deps);
  await tui.waitFor('Lists (2)');
  return { natgeo, nasa };
};

const flat = (text: string) => text.replace(/\s+/g, ' ');

/** Every line of the frame fits the terminal, and there are no more lines than rows. */
const fits = (frame: string, columns: number, rows: number) => {
  const lines = frame.split('\n');
  expect(lines.length).toBeLessThanOrEqual(rows);
  for (const line of lines) expect([...line].length).toBeLessThanOrEqual(columns);
};

describe('home', () => {
  it('shows both tabs with counts, the balance and plan, and searches', async () => {
    await setUp();
    const frame = tui.lastFrame();
    expect(frame).toContain('Campaigns (1)');
    expect(frame).toContain('Credits $100.500 · Free');
    expect(frame).toMatch(/nasa\s+completed\s+3/);
    await tui.press('/');
    await tui.type('following');
    await tui.waitFor('Lists (1)');
    expect(tui.lastFrame()).not.toMatch(/natgeo\s+completed/);
    await tui.press('enter', 'tab');
    await tui.waitFor('No campaigns match your search');
    await tui.press('esc');
    await tui.waitFor('Campaigns (1)');
    expect(tui.lastFrame()).toMatch(/Spring outreach\s+draft\s+8/);
  });

  it('shows each tab its own keys in the footer', async () => {
    await setUp();
    const footer = () => tui.lastFrame().trimEnd().split('\n').at(-1) ?? '';
    expect(footer()).toBe('j/k move · enter open · / search · n discover · c custom list · ? help · q quit');
    await tui.press('tab');
    await tui.waitFor((frame) => frame.includes('r rename'));
    expect(footer()).toBe('j/k move · enter open · / search · r rename · d delete · ? help · q quit');
  });

  it('moves with j/k, g/G, Home/End and PgUp/PgDn', async () => {
    await setUp();
    // Newest first: nasa's list, then natgeo's; the row picked is the one r renames.
    const renaming = async (keys: string[], name: string) => {
      await tui.press(...keys, 'r');
      await tui.waitFor(`Rename to: ${name}`);
      await tui.press('esc');
    };
    await renaming(['G'], 'natgeo');
    await renaming(['g'], 'nasa');
    await renaming(['j'], 'natgeo');
    await renaming(['k'], 'nasa');
    await renaming(['end'], 'natgeo');
    await renaming(['home'], 'nasa');
    await renaming(['pageDown'], 'natgeo');
    await renaming(['pageUp'], 'nasa');
  });

  it('renames and deletes a list after confirming, and opens a completed one', async () => {
    const { natgeo, nasa } = await setUp();
    // Newest first: nasa's list is the first row.
    await tui.press('r');
    await tui.press('ctrl-u');
    await tui.type('Astronauts');
    await tui.press('enter');
    await tui.waitFor(messages.listRenamed);
    expect((await deps.store.lists.get(deps.user.id, nasa))?.name).toBe('Astronauts - following - Nov 21');
    await tui.press('d');
    await tui.waitFor('Delete list "Astronauts"? This cannot be undone.');
    await tui.press('n');
    expect(await deps.store.lists.get(deps.user.id, nasa)).toBeDefined();
    await tui.press('down', 'd', 'y');
    await tui.waitFor(messages.listDeleted);
    expect(await deps.store.lists.get(deps.user.id, natgeo)).toBeUndefined();
    await tui.press('up', 'enter');
    await tui.waitFor('3 of 3 profiles');
    await tui.press('esc');
    await tui.waitFor('Lists (1)');
    await tui.press('q');
    await tui.exited();
  });

  it("says what a canceled run's list shows and that the rest can be resumed", async () => {
    deps = await openTuiTestDeps({ sandbox });
    const listId = await seedList(deps.store, deps.user.id, 8, { name: 'natgeo - followers - Nov 20' });
    // its run had found 5 more and was canceled before looking them up
    await deps.store.profiles.insertMany(
      deps.user.id,
      listId,
      Array.from({ length: 5 }, (_, i) => ({
        username: `unpaid_${i}`,
        connection_type: 'followers' as const,
        source_username: 'natgeo',
      })),
    );
    await deps.store.db
      .updateTable('search_lists')
      .set({ status: 'processing' })
      .where('id', '=', listId)
      .execute();
    const job = await deps.store.jobs.enqueue(deps.user.id, 'discover', { ...discoverPayload(), listId });
    await deps.store.db.updateTable('jobs').set({ status: 'canceled' }).where('id', '=', job.id).execute();
    tui = await renderTui(deps, { columns: 160 });
    await tui.waitFor('Lists (1)');
    await tui.press('enter');
    await tui.waitFor(
      'Showing the 8 profiles looked up. 5 more were found and not paid for; resume the run to add them.',
    );
  });

  it('shows a list paused for credits in yellow with its message, and retries its run with R', async () => {
    deps = await openTuiTestDeps({ sandbox });
    await seedList(deps.store, deps.user.id, 3, { name: 'nasa - following - Nov 19' });
    const { listId, message } = await seedPausedRun(deps, ['nasa', 'natgeo']);
    tui = await renderTui(deps);
    await tui.waitFor('Lists (2)');
    // newest first: the paused list is highlighted, its status yellow, its message under the lists
    expect(tui.lastFrame()).toMatch(/> Custom: nasa, natgeo\s+paused\s+0 /);
    expect([listTone('paused'), listTone('failed'), listTone('pending')]).toEqual([
      'warning',
      'danger',
      'warning',
    ]);
    await tui.waitFor((frame) => flat(frame).includes(`${message} R retries the run.`));
    fits(tui.lastFrame(), 80, 24);
    // a completed list has no message
    await tui.press('down');
    await tui.waitFor((frame) => !frame.includes('Paused for credits'));

    // Enter says why it is paused, in the status line
    await tui.press('up', 'enter');
    await tui.waitFor((frame) => frame.split('\n').at(-2)?.startsWith('Paused for credits') ?? false);
    // the help lists R
    await tui.press('?');
    const help = await tui.waitFor('retry the run of a failed, paused or canceled list');
    // each key once: Esc says what it does here, not also the app's general rule
    expect(help.split('\n').filter((line) => line.startsWith('Esc '))).toHaveLength(1);
    await tui.press('x');

    // R retries the run here and shows it: the rest is enriched with no new discovery
    await tui.press('R');
    const done = await tui.waitFor('Enter opens the list', 10_000);
    expect(done).toContain('Completed: 2 profiles found, 2 enriched, 0 not found, 0 failed');
    expect(await deps.store.lists.get(deps.user.id, listId)).toMatchObject({
      status: 'completed',
      error: null,
    });
    await tui.press('esc');
    await tui.waitFor((frame) => /natgeo\s+completed/.test(frame));
  });

  it('takes keys that arrive in one chunk one at a time, against the screen each one left', async () => {
    const { nasa } = await setUp();
    // r opens the prompt, Ctrl-U clears it, the text goes in (its bell dropped), two Backspaces,
    // Enter renames: all in one write.
    tui.send('r\u0015Astro\u0007nauts\u007f\u007f\r');
    await tui.waitFor(messages.listRenamed);
    expect((await deps.store.lists.get(deps.user.id, nasa))?.name).toBe('Astronau - following - Nov 21');
    // Ctrl-W, then a bracketed paste: its line break is a space, its controls are dropped.
    tui.send('r\u0017\u001b[200~Red\u0007\r\nText\u001b[201~\r');
    await expect
      .poll(async () => (await deps.store.lists.get(deps.user.id, nasa))?.name)
      .toBe('Red Text - following - Nov 21');
    await tui.waitFor((frame) => /Red Text\s+completed/.test(frame));
    // biome-ignore lint/suspicious/noControlCharactersInRegex: checking for control characters.
    expect(tui.lastFrame()).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
  });
});
