// How domain objects go on the wire: the spec's snake_case field names (§3), money in credits,
// times as ISO-8601 UTC text. The API (packages/server) and the CLI's --json answer with these
// shapes, so the same thing has one name everywhere.
export {
  type CampaignJson,
  type CampaignOverviewJson,
  type CampaignProfileJson,
  campaignJson,
  campaignOverviewJson,
  campaignProfileJson,
  campaignSummaryJson,
} from './campaign-json.js';
export {
  blockJsonSchema,
  campaignJsonSchema,
  campaignOverviewJsonSchema,
  campaignProfileJsonSchema,
  campaignSummaryJsonSchema,
  leadJsonSchema,
  paceOverviewJsonSchema,
  paceSettingsJsonSchema,
  profileJsonSchema,
  profileLeadJsonSchema,
  selectorProfileJsonSchema,
  sendQueueJsonSchema,
} from './campaign-json-schemas.js';
export { type CompletenessJson, completenessJson } from './completeness-json.js';
export { creditEntryJson, creditOffersJson, creditPackJson } from './credit-json.js';
export { estimateJson } from './estimate-json.js';
export { type ProfileInsightJson, profileInsightJson } from './insight-json.js';
export {
  batchResultJson,
  type JobEventJson,
  type JobJson,
  type JobResultJson,
  jobEventJson,
  jobJson,
  jobProgressJson,
  runCountsJson,
  runResultJson,
} from './job-json.js';
export {
  batchResultJsonSchema,
  completenessJsonSchema,
  creditEntryJsonSchema,
  creditOffersJsonSchema,
  estimateJsonSchema,
  jobJsonSchema,
  listJsonSchema,
  profileInsightJsonSchema,
  userJsonSchema,
  watchJsonSchema,
} from './json-schemas.js';
export { lintJson, lintWarningsJson } from './lint-json.js';
export { lintJsonSchema, lintWarningsJsonSchema } from './lint-json-schemas.js';
export { type ListJson, listJson } from './list-json.js';
export {
  blockJson,
  doNotContactJson,
  leadJson,
  paceOverviewJson,
  paceSettingsJson,
  profileLeadJson,
  sendQueueJson,
} from './outreach-json.js';
export { type ProfileJson, profileJson, selectorProfileJson } from './profile-json.js';
export { type UserJson, userJson } from './user-json.js';
export { campaignVariantsJson, variantJson } from './variant-json.js';
export { campaignVariantsJsonSchema, variantJsonSchema } from './variant-json-schemas.js';
export { type WatchJson, watchJson } from './watch-json.js';
export {
  type WebhookDeliveryJson,
  type WebhookJson,
  webhookAddedJson,
  webhookDeliveryJson,
  webhookJson,
} from './webhook-json.js';
export type { WireOptions } from './wire-options.js';
