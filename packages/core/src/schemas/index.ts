// `@leadgen/core/schemas`: zod schemas of the HTTP API's request bodies and queries, shared by
// the server (validation) and the web app (typed forms). Browser-safe: zod only.
export { aiDraftsBody, aiPersonalizeBody, aiTemplateBody } from './ai.js';
export {
  changePasswordBody,
  forgotPasswordBody,
  freshnessBody,
  profileBody,
  resetPasswordBody,
  resetTokenBody,
  signInBody,
  signUpBody,
} from './auth.js';
export { checkoutBody, creditHistoryQuery } from './billing.js';
export {
  campaignMessagesBody,
  campaignStatusBody,
  createCampaignBody,
  personalizeBody,
  populateBody,
  updateCampaignBody,
} from './campaigns.js';
export { jobsQuery, resumeJobBody } from './jobs.js';
export { createApiKeyBody } from './keys.js';
export {
  csvQuery,
  customListBody,
  customListForm,
  deleteProfilesBody,
  discoveryBody,
  leadReviewQuery,
  listCsvBody,
  listCsvQuery,
  listUsernamesBody,
  populateListBody,
  profileMessageBody,
  renameListBody,
} from './lists.js';
export {
  blockReportBody,
  doNotContactBody,
  doNotContactCsvBody,
  doNotContactQuery,
  leadStatusBody,
  outreachSettingsBody,
  pairExtensionBody,
  profileLeadQuery,
} from './outreach.js';
export { selectorQuery } from './profiles.js';
export { variantAddBody, variantUpdateBody } from './variants.js';
export { seenProfilesBody, watchBody } from './watches.js';
export {
  webhookAddedAnswer,
  webhookAnswer,
  webhookBody,
  webhookDeliveryAnswer,
} from './webhooks.js';
