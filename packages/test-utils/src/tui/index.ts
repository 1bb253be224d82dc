// Test support for @leadgen/tui and the benchmarks: reached as `@leadgen/test-utils/tui`, a
// private package never compiled into any dist.
export { type KeyName, type RenderedTui, renderTui } from './render-tui.js';
export { seedCampaign, type TuiScreenTest, tuiScreenTest } from './screen-test.js';
export { seedPausedRun } from './seed-paused-run.js';
export { openTuiTestDeps, seededDetails, seedList, type TuiTestDeps } from './tui-test-deps.js';
