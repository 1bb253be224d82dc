// First: React's production build unless NODE_ENV says otherwise (see the module).
import './production-react.js';

export type { TuiDeps } from './deps.js';
export { runTui } from './run-tui.js';
