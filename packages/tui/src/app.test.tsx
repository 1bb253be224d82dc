import { validateCustom } from '@leadgen/core';
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
    await tui.exited();
    expect(tui.frames().some((frame) => frame.includes('Cancel this run?'))).toBe(false);
  });
});
