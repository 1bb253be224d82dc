export type { TuiDeps } from './deps.js';
export { runTui } from './run-tui.js';
