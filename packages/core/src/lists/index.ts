// Lists: a user’s lists, their profiles and exports.
export { csvExportStream } from './csv-export.js';
export {
  completedLists,
  deleteList,
  getList,
  type ListCampaignUse,
  listCampaignUse,
  listCompleteness,
  listDataVersion,
  listLists,
  renameList,
} from './lists.js';
export { getProfile } from './profile.js';
export {
  type CsvDownload,
  deleteProfiles,
  exportListCsv,
  type ListProfilesPage,
  listInsight,
  listProfileIds,
  listProfiles,
  listProfileUsernames,
  saveListProfileMessage,
} from './profiles.js';
export {
  type ListStanding,
  type ListStandingDeps,
  listStanding,
  listStandings,
} from './standing.js';
