// @leadgen/core/store: the database and its repositories. Core's services use it; a front end
// only opens a store in its composition root (server start, the CLI's session, the TUI's deps) and
// hands it to services, never calling a repository itself (tests/architecture checks both).

export type { ApiKey, ApiKeyScope, ApiKeysRepository } from './api-keys-repository.js';
export { type BackupResult, backupDatabase } from './backup-database.js';
export type { BillingRepository, BillingState } from './billing-repository.js';
export type { CampaignChanges, CampaignSummary, NewCampaign } from './campaigns-repository.js';
export { type CopiedTable, copyDatabase } from './copy-database.js';
export type { Engine } from './executor.js';
export type { ExtensionPairing, ExtensionTokensRepository } from './extension-tokens-repository.js';
export type { JobsRepository, LeaseState } from './jobs-repository.js';
export type { LedgerEntry, LedgerEntryInput, LedgerResult } from './ledger-repository.js';
export type { NewSearchList } from './lists-repository.js';
export { LATEST_SCHEMA, MIGRATIONS, migrate } from './migrate.js';
export {
  type DatabaseLocation,
  type MissingDatabase,
  openStore,
  type Repositories,
  type Store,
} from './open-store.js';
export type { OutboxMessage, OutboxRepository } from './outbox-repository.js';
export type {
  DoNotContactEntry,
  OutreachLead,
  OutreachRepository,
  QueuedLead,
} from './outreach-repository.js';
export type { PasswordResetRecord, PasswordResetsRepository } from './password-resets-repository.js';
export { DEFAULT_FRESHNESS_DAYS } from './people-repository.js';
export type {
  EnrichmentOutcome,
  NewProfile,
  ProfileDetails,
  ProfilePage,
  SelectorProfile,
} from './profiles-repository.js';
export type {
  RateLimitPolicy,
  RateLimitResult,
  RateLimitsRepository,
} from './rate-limits-repository.js';
export type { QueuedResetMail, ResetMailQueueRepository } from './reset-mail-queue-repository.js';
export { type RestoreResult, restoreDatabase } from './restore-database.js';
export type { Database } from './schema.js';
export type { NewSession, SessionRecord, SessionsRepository } from './sessions-repository.js';
export { runStorageFailure, storageFailure } from './storage-failure.js';
export { type NewUser, normalizeEmail } from './users-repository.js';
export type {
  ClaimedDelivery,
  DeliveryAttempt,
  DeliveryStatus,
  WebhookDelivery,
  WebhookEndpoint,
  WebhooksRepository,
} from './webhooks-repository.js';
