export type { Counters, ServiceCounters } from './counters.js';
export { NICHES } from './instagram/bios.js';
export {
  type ConnectionType,
  connectionCount,
  SHARED_FOLLOWER_SHARE,
  syntheticFollowers,
} from './instagram/followers.js';
export { AUDIENCE_EPOCH, audienceAt, grownBy, weeklyGrowth } from './instagram/growth.js';
export { accountNiche, instagramId, syntheticProfile } from './instagram/profile.js';
export {
  currentUsername,
  originalUsername,
  profileAt,
  RENAME_SHARE,
  renamedUsername,
  resolveUsername,
} from './instagram/renames.js';
export {
  DEFAULT_SETTINGS,
  type FaultSettings,
  type SandboxSettings,
  type ScriptedFault,
  type Service,
  type SettingsPatch,
} from './settings.js';
export { type FastClock, type SimulatedOutage, simulatedOutage } from './simulated-outage.js';
export { type Sandbox, startSandbox } from './start-sandbox.js';
