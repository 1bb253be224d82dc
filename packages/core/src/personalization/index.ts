// Personalisation: AI-written templates and messages.
export { generateTemplate } from './ai-template.js';
export {
  type BatchOptions,
  type BatchProgress,
  type BatchResult,
  personalizeBatch,
} from './batch.js';
export {
  PERSONALIZE_JOB_THRESHOLD,
  type PersonalizePayload,
  personalizeHandler,
} from './job.js';
export { type PersonalizationDeps, personalizeProfile } from './personalization.js';
export { type PersonalizationStart, startPersonalization } from './start.js';
