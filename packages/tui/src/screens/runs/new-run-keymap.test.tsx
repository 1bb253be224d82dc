import { messages } from '@leadgen/core/domain';
import { openTuiTestDeps, type RenderedTui, renderTui, type TuiTestDeps } from '@leadgen/test-utils/tui';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QUIT_QUESTION } from '../../app.js';
import { type NewRunKeyActions, newRunKeymap } from './new-run-keymap.js';

/** The run forms' keymaps, as their help lists them (actions that do nothing). */
const NEW_RUN_KEYS = {
  discover: newRunKeymap('discover', new Proxy({}, { get: () => () => {} }) as NewRunKeyActions),
};

/** Waits until the frame shows `text` (or passes the check). */
const see = async (text: string | ((frame: string) => boolean), ms?: number) => {
  const frame = await tui?.waitFor(text, ms);
  return frame ?? '';
};

let deps: TuiTestDeps;
let tui: RenderedTui | undefined;

beforeEach(async () => {
  deps = await openTuiTestDeps();
});
afterEach(async () => {
  tui?.unmount();
  tui = undefined;
  await deps.close();
});

/** Every line of the frame fits the terminal, and there are no more lines than rows. */
const fits = (frame: string, columns: number, rows: number) => {
  const lines = frame.split('\n');
  expect(lines.length).toBeLessThanOrEqual(rows);
  for (const line of lines) expect([...line].length).toBeLessThanOrEqual(columns);
};

describe('the run forms’ keys', () => {
  it('lists every key in the help, keeps what was typed, and fits 80x24', async () => {
    tui = await renderTui(deps, { route: { name: 'new-run', kind: 'discover' }, color: false });
    fits(await see('New discovery run'), 80, 24);
    await tui.type('natgeo');
    // `?` on a text field is typed; on the search type it opens the help
    await tui.press('tab');
    await see('› Search type');
    await tui.press('?');
    const help = await see('Keys on this screen');
    for (const key of NEW_RUN_KEYS.discover) expect(help).toContain(key.keys);
    fits(help, 80, 24);
    await tui.press('x');
    await see('› Search type');
    expect(tui.lastFrame()).toContain('natgeo');
    // q quits, asking first: what was typed would be lost; n stays, y quits
    await tui.press('q');
    await see(QUIT_QUESTION);
    await tui.press('n');
    await see((frame) => !frame.includes(QUIT_QUESTION) && frame.includes('natgeo'));
    await tui.press('q');
    await see(QUIT_QUESTION);
    await tui.press('y');
    await tui.exited();
  });

  it('leaves at once when nothing was typed, and asks before discarding what was', async () => {
    tui = await renderTui(deps, { color: false });
    await see('Lists (0)');
    await tui.press('n');
    await see('New discovery run');
    await tui.press('esc');
    await see('Lists (0)');
    await tui.press('c');
    await see('New custom list');
    await tui.type('nasa');
    await tui.press('esc');
    await see(messages.discardChanges);
    // n keeps the form and what was typed, with the keyboard back in the field
    await tui.press('n');
    await see((frame) => !frame.includes(messages.discardChanges));
    await tui.type(' natgeo');
    await see('nasa natgeo');
    await tui.press('esc');
    await see(messages.discardChanges);
    await tui.press('y');
    await see('Lists (0)');
  });
});
