export type { Counters, ServiceCounters } from './counters.js';
export {
  DEFAULT_SETTINGS,
  type FaultSettings,
  type SandboxSettings,
  type ScriptedFault,
  type Service,
  type SettingsPatch,
} from './settings.js';
export { type Sandbox, startSandbox } from './start-sandbox.js';
