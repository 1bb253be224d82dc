// The node side of @leadgen/core. Pure, browser-safe rules live in '@leadgen/core/domain'.
export {
  CONFIG_KEYS,
  type Config,
  type ConfigKey,
  dataDir,
  loadConfig,
  type Mode,
  SECRET_KEYS,
  sandboxedServices,
} from './config.js';
export { csvExportStream } from './services/csv-export.js';
export type { CampaignChanges, CampaignSummary, NewCampaign } from './store/campaigns-repository.js';
export type { LedgerEntry, LedgerEntryInput, LedgerResult } from './store/ledger-repository.js';
export type { NewSearchList } from './store/lists-repository.js';
export { MIGRATIONS, migrate } from './store/migrate.js';
export { type DatabaseLocation, openStore, type Repositories, type Store } from './store/open-store.js';
export type {
  EnrichmentOutcome,
  NewProfile,
  ProfileDetails,
  ProfilePage,
  SelectorProfile,
} from './store/profiles-repository.js';
export type { Database } from './store/schema.js';
export { type NewUser, normalizeEmail } from './store/users-repository.js';
