import { addWatch } from '@leadgen/core';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import { openTuiTestDeps, type RenderedTui, renderTui, type TuiTestDeps } from '@leadgen/test-utils/tui';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';

// The TUI's watches view (issue 34): `w` from home lists the watches; `r` runs one now, here,
// on the run screen; back on the list, the run's new people show.

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

it('lists the watches and runs one now', async () => {
  deps = await openTuiTestDeps({ sandbox });
  await addWatch({ store: deps.store }, deps.user.id, {
    target: 'nasa',
    type: 'followers',
    every: '12h',
    max: 20,
  });
  tui = await renderTui(deps);
  await tui.waitFor('Lists (1)');
  await tui.press('w');
  const frame = await tui.waitFor('@nasa');
  expect(frame).toMatch(/@nasa\s+followers\s+12h/);
  await tui.press('r');
  await tui.waitFor('Watch run');
  await tui.waitFor('completed', 20_000);
  await tui.press('esc');
  // the row ends with the last run's new people and missed
  const row = /@nasa\s+followers\s+12h\s.*\s(\d+)\s+-\s*$/m;
  const after = await tui.waitFor((text) => row.test(text), 10_000);
  const added = Number(row.exec(after)?.[1]);
  expect(added).toBeGreaterThanOrEqual(18);
  expect(added).toBeLessThanOrEqual(20);
  // its list flags the new people N (private, verified, business, new) in this first view
  await tui.press('enter');
  const review = await tui.waitFor((text) => /[·P][·V][·B]N/.test(text), 10_000);
  expect(review.match(/[·P][·V][·B]N/g)?.length).toBeGreaterThan(5);
  const unseen = () =>
    deps.store.db.selectFrom('profiles').select('is_new').where('is_new', '=', 1).execute();
  await vi.waitFor(async () => expect(await unseen()).toEqual([]));
}, 60_000);
