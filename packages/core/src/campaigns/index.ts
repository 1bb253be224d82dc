// Campaigns: create, save, their leads and messages, variants, export.

export {
  type CampaignDetail,
  type CampaignEdits,
  type CampaignStats,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  renameCampaign,
  setCampaignStatus,
  updateCampaign,
} from './campaigns.js';
export {
  createCampaignFromList,
  createCampaignFromSelection,
  type SelectionCampaignInput,
} from './create.js';
export { exportCampaignCsv } from './export.js';
export {
  type PopulateResult,
  populateListMessages,
  populateMessages,
  saveCampaignMessage,
  saveMessages,
  saveProfileMessage,
} from './messages.js';
export {
  type CampaignOverview,
  type CampaignProfilesPage,
  campaignOverview,
  campaignProfilesPage,
} from './profiles.js';
export { type CampaignSave, type CampaignSaveResult, saveCampaign } from './save.js';
export {
  type SelectorResult,
  saveCampaignSelection,
  selectorProfiles,
} from './selection.js';
export {
  type SelectorDeps,
  type SelectorPage,
  type SelectorSummary,
  selectorIds,
  selectorPage,
  selectorVersion,
} from './selector-page.js';
export {
  addVariant,
  assignVariants,
  type CampaignVariant,
  type CampaignVariants,
  listVariants,
  pickWinner,
  removeVariant,
  updateVariant,
  type VariantsDeps,
} from './variants.js';
