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
export { type ApifyScraperOptions, createApifyScraper } from './providers/apify-scraper.js';
export { createGeminiWriter, GEMINI_BASE_URL, type GeminiWriterOptions } from './providers/gemini-writer.js';
export {
  createOutboxMailer,
  createSmtpMailer,
  type Mailer,
  type MailMessage,
} from './providers/mailer.js';
export type { PaymentEvent, Payments, Purchase } from './providers/payments.js';
export { DEFAULT_RETRY, type RetryPolicy } from './providers/retry.js';
export type {
  DiscoveredProfile,
  DiscoverRequest,
  DiscoverResult,
  LookupResult,
  Scraper,
} from './providers/scraper.js';
export {
  createStripePayments,
  type StripePaymentsOptions,
  WEBHOOK_TOLERANCE_SECONDS,
} from './providers/stripe-payments.js';
export type { Writer, WriterProfile } from './providers/writer.js';
export { csvExportStream } from './services/csv-export.js';
export type { CampaignChanges, CampaignSummary, NewCampaign } from './store/campaigns-repository.js';
export type { LedgerEntry, LedgerEntryInput, LedgerResult } from './store/ledger-repository.js';
export type { NewSearchList } from './store/lists-repository.js';
export { MIGRATIONS, migrate } from './store/migrate.js';
export { type DatabaseLocation, openStore, type Repositories, type Store } from './store/open-store.js';
export type { OutboxMessage, OutboxRepository } from './store/outbox-repository.js';
export type {
  EnrichmentOutcome,
  NewProfile,
  ProfileDetails,
  ProfilePage,
  SelectorProfile,
} from './store/profiles-repository.js';
export type { Database } from './store/schema.js';
export { type NewUser, normalizeEmail } from './store/users-repository.js';
