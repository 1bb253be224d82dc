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
  it('exits on Ctrl-C', async () => {
    tui = await renderTui(deps);
    await tui.press('ctrl-c');
    await tui.exited();
    expect(true).toBe(true);
  });
});
