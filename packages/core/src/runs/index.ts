// Runs: discovery and custom lists from input to enriched profiles, their queue, balance, progress and handlers.

export { estimateRun, type RunEstimate } from './balance.js';
export { customHandler } from './custom.js';
export { type CustomInput, type CustomRequest, validateCustom } from './custom-input.js';
export { discoverHandler } from './discovery.js';
export {
  type DiscoveryInput,
  type DiscoveryRequest,
  type SessionIdPolicy,
  validateDiscovery,
} from './discovery-input.js';
export { type EnrichmentReport, enrichList } from './enrichment.js';
export {
  type FreshnessSetting,
  freshnessSetting,
  MAX_FRESHNESS_DAYS,
  updateFreshness,
} from './freshness.js';
export { createJobHandlers } from './handlers.js';
export { type QueuedRun, queueRun } from './queue.js';
export { createRateLimiter, type RateLimiter } from './rate-limiter.js';
export { readUsernameCsv } from './read-username-csv.js';
export {
  type ResumeDeps,
  type ResumeJobInput,
  resumeJob,
  resumeListRun,
  resumeNeedsSessionId,
} from './resume.js';
export type { CustomPayload, DiscoverPayload } from './run-payloads.js';
export type { RunDeps } from './types.js';
