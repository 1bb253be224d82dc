import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RenderedTui, renderTui } from './testing/render-tui.js';
import { openTuiTestDeps, type TuiTestDeps } from './testing/tui-test-deps.js';

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
  it('exits on Ctrl-C, and not on other keys', async () => {
    tui = await renderTui(deps);
    let exited = false;
    const exit = tui.exited().then(() => {
      exited = true;
    });
    await tui.press('down', 'down');
    expect(exited).toBe(false);
    await tui.press('ctrl-c');
    await exit;
    expect(exited).toBe(true);
  });
});
