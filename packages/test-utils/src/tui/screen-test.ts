import { createCampaignFromSelection, updateCampaign } from '@leadgen/core';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type RenderedTui, renderTui } from './render-tui.js';
import { openTuiTestDeps, seedList, type TuiTestDeps } from './tui-test-deps.js';

/** The route a screen test opens the app at (what `renderTui` takes). */
type Route = NonNullable<Parameters<typeof renderTui>[1]>['route'];

/** A screen test's app: the deps of the test running now, and the app rendered on them. */
export interface TuiScreenTest {
  /** This test's deps (fresh for each test). */
  readonly deps: TuiTestDeps;
  /** Renders the app at `route`; it is unmounted after the test. */
  render(route: Route, options?: { columns?: number; rows?: number; color?: boolean }): Promise<RenderedTui>;
}

/**
 * The lifecycle a TUI screen test file repeats: one sandbox for the file, fresh deps (a temp
 * store, the acting user) for each test, and the rendered app unmounted and the store closed
 * after it. Call it once at the top of the file.
 *
 * @example
 * const app = tuiScreenTest();
 * it('…', async () => {
 *   const tui = await app.render({ name: 'send', campaignId: await seedCampaign(app.deps) });
 * });
 */
export function tuiScreenTest(): TuiScreenTest {
  let sandbox: Sandbox | undefined;
  let deps: TuiTestDeps | undefined;
  let tui: RenderedTui | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox?.stop());
  beforeEach(async () => {
    deps = await openTuiTestDeps({ sandbox });
  });
  afterEach(async () => {
    tui?.unmount();
    tui = undefined;
    await deps?.close();
    deps = undefined;
  });
  const current = (): TuiTestDeps => {
    if (!deps) throw new Error('tuiScreenTest: the deps exist only while a test runs');
    return deps;
  };
  return {
    get deps() {
      return current();
    },
    async render(route, options = {}) {
      tui = await renderTui(current(), { route, ...options });
      return tui;
    },
  };
}

/**
 * A campaign 'Coffee' of `size` (3) seeded profiles with `template` ('Hi {Username}!'), in
 * `status` ('active'): what the campaign screens' tests start from. Returns its id.
 */
export async function seedCampaign(
  deps: TuiTestDeps,
  options: { template?: string; status?: string; size?: number } = {},
): Promise<string> {
  const listId = await seedList(deps.store, deps.user.id, options.size ?? 3);
  const profileIds = await deps.store.profiles.ids(deps.user.id, listId);
  const store = { store: deps.store };
  const { campaign } = await createCampaignFromSelection(store, deps.user.id, {
    name: 'Coffee',
    template: options.template ?? 'Hi {Username}!',
    profileIds,
  });
  await updateCampaign(store, deps.user.id, campaign.id, { status: options.status ?? 'active' });
  return campaign.id;
}
