// Test support for @leadgen/web's component tests: reached as `@leadgen/test-utils/web`.
// First, before anything loads the server: happy-dom's Request and Response keep cookies then.
import './cookie-headers';

export { openWithCampaign, readCampaign, seedCampaign } from './campaign-seed';
export { captureDownloads, type SavedDownload } from './capture-downloads';
export { elapse, expectToastShownFor, fakeClock, realClock, realPause, until } from './fake-clock';
export { completedList, openDashboard, runJobs, type Seeder } from './open-dashboard';
export {
  apiGet,
  leadReviewProfiles,
  type OpenedApp,
  openCreateCampaign,
  openLeadReview,
  recordProfileQueries,
  requestsFrom,
} from './opened-pages';
export { renderApp, reopenApp } from './render-app';
export { recordAssign, reopenSettings } from './settings-helpers';
