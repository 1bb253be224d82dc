// The node side of @leadgen/core. Pure, browser-safe rules live in '@leadgen/core/domain'.
export {
  ACTING_USERS_KEY,
  type ActingUserSetting,
  type ActingUserSource,
  actingUserSetting,
  databaseKey,
  describeDatabase,
  rememberedUsers,
} from './acting-user-setting.js';
export {
  CONFIG_KEYS,
  type Config,
  type ConfigKey,
  type ConfigSource,
  configFileProblem,
  configValue,
  configValueProblem,
  DEFAULTS as CONFIG_DEFAULTS,
  databaseLocation,
  dataDir,
  fileDatabase,
  isPostgresUrl,
  loadConfig,
  type Mode,
  SECRET_KEYS,
  sandboxedServices,
  shutdownCutMs,
  shutdownTimeoutMs,
} from './config.js';
// the first-message linter (issue 36): its rules are pure (also in '@leadgen/core/domain'), its
// uses read the store
export {
  type LintIssue,
  type LintResult,
  lintLeadMessage,
  lintSend,
  lintTemplate,
} from './domain/message-lint.js';
export { createEventBus, type EventBus, type LeadgenEvent } from './jobs/event-bus.js';
export type {
  Job,
  JobContext,
  JobHandler,
  JobHandlers,
  JobKind,
  JobProgress,
  JobStatus,
} from './jobs/job-types.js';
export { LEASE_MS, MAX_ATTEMPTS, type RanJob, runWorker, type WorkerOptions } from './jobs/worker.js';
export {
  type ProviderService,
  providerErrorCode,
  type RunOutcome,
  type ServiceObserver,
} from './observer.js';
export { writePrivateFile } from './private-file.js';
export {
  ACTOR_CONTRACTS,
  type ActorChoice,
  type ActorChoices,
  type ActorJob,
  type ConnectionsContract,
  DEFAULT_ACTORS,
  resolveActor,
  resolveChain,
  sessionIdRequired,
} from './providers/apify-contracts.js';
export {
  createProviders,
  type DemoEndpoints,
  demoNotice,
  type Providers,
} from './providers/create-providers.js';
export type { Mailer, MailMessage } from './providers/mailer.js';
export type { PaymentEvent, Payments, Purchase } from './providers/payments.js';
export { DEFAULT_RETRY, type RetryPolicy } from './providers/retry.js';
export type {
  DiscoveredProfile,
  DiscoverRequest,
  DiscoverResult,
  LookupResult,
  Scraper,
} from './providers/scraper.js';
export type { Writer, WriterProfile } from './providers/writer.js';
export { createRowIndexCache, type RowIndexCache } from './search/row-index-cache.js';
export {
  changePassword,
  markExtensionInstalled,
  type RequestOrigin,
  type SignUpInput,
  signIn,
  signUp,
  updateProfile,
} from './services/accounts.js';
export type { AccountsDeps, SessionDeps } from './services/accounts-deps.js';
export { type ActingUserPlace, actingUser } from './services/acting-user.js';
export { generateTemplate } from './services/ai-template.js';
export {
  API_KEY_NAME_MAX,
  API_KEY_PREFIX,
  type ApiKeysDeps,
  authenticateApiKey,
  createApiKey,
  findApiKey,
  listApiKeys,
  revokeApiKey,
} from './services/api-keys.js';
export { AUTH_LIMITS, clientKey } from './services/auth-throttle.js';
export { type BillingDeps, type CheckoutRequest, openPortal, startCheckout } from './services/billing.js';
export { handlePaymentWebhook, type WebhookOutcome } from './services/billing-webhook.js';
export { liftBlocked, reportBlocked } from './services/block-reports.js';
export {
  createCampaignFromList,
  createCampaignFromSelection,
  type SelectionCampaignInput,
} from './services/campaign-create.js';
export { exportCampaignCsv } from './services/campaign-export.js';
export {
  type PopulateResult,
  populateListMessages,
  populateMessages,
  saveCampaignMessage,
  saveMessages,
  saveProfileMessage,
} from './services/campaign-messages.js';
export {
  type CampaignOverview,
  type CampaignProfilesPage,
  campaignOverview,
  campaignProfilesPage,
} from './services/campaign-profiles.js';
export { type CampaignSave, type CampaignSaveResult, saveCampaign } from './services/campaign-save.js';
export {
  type SelectorResult,
  saveCampaignSelection,
  selectorProfiles,
} from './services/campaign-selection.js';
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
} from './services/campaign-variants.js';
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
} from './services/campaigns.js';
export {
  type CreditHistoryEntry,
  type CreditHistoryPage,
  type CreditPackOffer,
  type CreditsDeps,
  creditBalance,
  creditHistory,
  creditOffers,
  grantCredits,
} from './services/credits.js';
export { csvExportStream } from './services/csv-export.js';
export { customHandler } from './services/custom-run.js';
export { type CustomInput, type CustomRequest, validateCustom } from './services/custom-run-input.js';
export { discoverHandler } from './services/discovery.js';
export {
  type DiscoveryInput,
  type DiscoveryRequest,
  type SessionIdPolicy,
  validateDiscovery,
} from './services/discovery-input.js';
export { checkServices, type ServiceReport } from './services/doctor.js';
export { type EnrichmentReport, enrichList } from './services/enrichment.js';
export {
  authenticateExtension,
  listExtensionPairings,
  PAIRING_LABEL_MAX,
  type PairingDeps,
  pairExtension,
  revokeExtensionPairing,
} from './services/extension-pairing.js';
export {
  type FreshnessSetting,
  freshnessSetting,
  MAX_FRESHNESS_DAYS,
  updateFreshness,
} from './services/freshness.js';
export {
  type IdKind,
  type ProfileScope,
  resolveIdPrefix,
  resolveIdPrefixes,
} from './services/id-prefix.js';
export {
  checkDatabase,
  checkRuntime,
  type InstallationCheck,
  MIN_NODE_MAJOR,
} from './services/installation-checks.js';
export { createJobHandlers } from './services/job-handlers.js';
export {
  activeJobs,
  activeRuns,
  cancelJob,
  getJob,
  type JobsPage,
  jobListId,
  listJobs,
  type RunRequest,
  runRequestOf,
  runResultOf,
} from './services/jobs.js';
export { type RanJobReport, runQueuedJobs } from './services/jobs-run.js';
export {
  type ListStanding,
  type ListStandingDeps,
  listStanding,
  listStandings,
} from './services/list-standing.js';
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
} from './services/lists.js';
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
} from './services/lists-profiles.js';
export {
  campaignTemplateLint,
  leadMessageLint,
  type MessageLintDeps,
  sendableText,
  sendLinter,
  withSendLint,
} from './services/message-lint.js';
export { openInBrowser } from './services/open-in-browser.js';
export {
  blockUsernames,
  importBlocked,
  type LeadRef,
  leadMessage,
  listBlocked,
  markLead,
  type OutreachDeps,
  openLead,
  parseOutreachStatus,
  type SendQueue,
  sendQueue,
  unblockUsernames,
  undoLead,
} from './services/outreach.js';
export { activeSendQueues, leadsForUsername, type ProfileLead } from './services/outreach-extension.js';
export {
  type BlockState,
  type OutreachSettings,
  type OutreachSettingsChange,
  outreachSettings,
  type PaceDeps,
  type PaceHealthLine,
  paceOverview,
  updateOutreachSettings,
} from './services/outreach-pace.js';
export {
  RESET_TOKEN_TTL_MS,
  requestPasswordReset,
  resetLink,
  resetPassword,
  verifyResetToken,
} from './services/password-reset.js';
export {
  createPasswordHasher,
  hashPassword,
  PASSWORD_HASH_OPTIONS,
  type PasswordHasher,
  type PasswordHashOptions,
  verifyPassword,
} from './services/passwords.js';
export { type PersonalizationDeps, personalizeProfile } from './services/personalization.js';
export {
  type BatchOptions,
  type BatchProgress,
  type BatchResult,
  personalizeBatch,
} from './services/personalization-batch.js';
export {
  PERSONALIZE_JOB_THRESHOLD,
  type PersonalizePayload,
  personalizeHandler,
} from './services/personalize-job.js';
export { type PersonalizationStart, startPersonalization } from './services/personalize-start.js';
export { getProfile } from './services/profile.js';
export { createRateLimiter, type RateLimiter } from './services/rate-limiter.js';
export { readUsernameCsv } from './services/read-username-csv.js';
export {
  checkReadiness,
  jobCounts,
  type NotReadyReason,
  READINESS_TIMEOUT_MS,
  type Readiness,
} from './services/readiness.js';
export {
  RESET_MAIL_LEASE_MS,
  RESET_MAIL_MAX_ATTEMPTS,
  type ResetMailPass,
  type ResetMailSender,
  type ResetMailSenderDeps,
  resetMailBackoffMs,
  sendQueuedResetMails,
  startResetMailSender,
} from './services/reset-mail-sender.js';
export { estimateRun, type RunEstimate } from './services/run-balance.js';
export { type QueuedRun, queueRun } from './services/run-queue.js';
export {
  type ResumeDeps,
  type ResumeJobInput,
  resumeJob,
  resumeListRun,
  resumeNeedsSessionId,
} from './services/run-resume.js';
export type { CustomPayload, DiscoverPayload, RunDeps } from './services/run-types.js';
export {
  type SelectorDeps,
  type SelectorPage,
  type SelectorSummary,
  selectorIds,
  selectorPage,
  selectorVersion,
} from './services/selector-page.js';
export {
  type AuthSession,
  authenticate,
  createSession,
  type IssuedSession,
  SESSION_TOUCH_INTERVAL_MS,
  SESSION_TTL_MS,
  sessionIsActive,
  signOut,
  TRANSIENT_SESSION_TTL_MS,
} from './services/sessions.js';
export {
  createLocalUser,
  findUser,
  getUser,
  type LocalUserInput,
  onlyUser,
  type UsersDeps,
} from './services/users.js';
export { createVersionedCache, type VersionedCache } from './services/versioned-cache.js';
export { type WatchPayload, type WatchRunResult, watchHandler } from './services/watch-run.js';
export {
  addWatch,
  getWatch,
  listWatches,
  markProfilesSeen,
  queueDueWatches,
  queueWatchRun,
  removeWatch,
  resolveWatchId,
  runWatches,
  type WatchesDeps,
  type WatchInput,
  type WatchRunQueued,
  type WatchRunReport,
} from './services/watches.js';
export {
  type AppServices,
  type DemoServer,
  type WiredServices,
  wireServices,
} from './services/wire-services.js';
export type { ApiKey, ApiKeyScope, ApiKeysRepository } from './store/api-keys-repository.js';
export { type BackupResult, backupDatabase } from './store/backup-database.js';
export type { BillingRepository, BillingState } from './store/billing-repository.js';
export type { CampaignChanges, CampaignSummary, NewCampaign } from './store/campaigns-repository.js';
export { type CopiedTable, copyDatabase } from './store/copy-database.js';
export type { ExtensionPairing, ExtensionTokensRepository } from './store/extension-tokens-repository.js';
export type { JobsRepository, LeaseState } from './store/jobs-repository.js';
export type { LedgerEntry, LedgerEntryInput, LedgerResult } from './store/ledger-repository.js';
export type { NewSearchList } from './store/lists-repository.js';
export { LATEST_SCHEMA, MIGRATIONS, migrate } from './store/migrate.js';
export {
  type DatabaseLocation,
  type MissingDatabase,
  openStore,
  type Repositories,
  type Store,
} from './store/open-store.js';
export type { OutboxMessage, OutboxRepository } from './store/outbox-repository.js';
export type {
  DoNotContactEntry,
  OutreachLead,
  OutreachRepository,
  QueuedLead,
} from './store/outreach-repository.js';
export type { PasswordResetRecord, PasswordResetsRepository } from './store/password-resets-repository.js';
export { DEFAULT_FRESHNESS_DAYS } from './store/people-repository.js';
export type {
  EnrichmentOutcome,
  NewProfile,
  ProfileDetails,
  ProfilePage,
  SelectorProfile,
} from './store/profiles-repository.js';
export type {
  RateLimitPolicy,
  RateLimitResult,
  RateLimitsRepository,
} from './store/rate-limits-repository.js';
export type { QueuedResetMail, ResetMailQueueRepository } from './store/reset-mail-queue-repository.js';
export { type RestoreResult, restoreDatabase } from './store/restore-database.js';
export type { Database } from './store/schema.js';
export type { NewSession, SessionRecord, SessionsRepository } from './store/sessions-repository.js';
export { runStorageFailure, storageFailure } from './store/storage-failure.js';
export { type NewUser, normalizeEmail } from './store/users-repository.js';
export type {
  ClaimedDelivery,
  DeliveryAttempt,
  DeliveryStatus,
  WebhookDelivery,
  WebhookEndpoint,
  WebhooksRepository,
} from './store/webhooks-repository.js';
export {
  addWebhook,
  createPostWebhook,
  DEFAULT_LOW_CREDITS_MILLICREDITS,
  DISABLE_AFTER_MS,
  type EventWriter,
  emitEvent,
  emitLowCredits,
  flushDueWebhooks,
  isPrivateAddress,
  listDeliveries,
  listWebhooks,
  MAX_DELIVERY_ATTEMPTS,
  MAX_WEBHOOKS,
  newWebhookSecret,
  PrivateAddressRefused,
  postWebhook,
  RETRY_DELAYS_MS,
  type ResolveAll,
  removeWebhook,
  sendDueWebhooks,
  sendTestEvent,
  signWebhook,
  type WebhookDeps,
  type WebhookPass,
  type WebhookPost,
  type WebhookSenderDeps,
  webhookBody,
  webhookHeaders,
  withEvents,
} from './webhooks/index.js';
