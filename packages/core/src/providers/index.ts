// `@leadgen/core/providers`: the real adapters, one per port (DESIGN.md §4). They pull in the
// services' SDKs, so the root entry leaves them out and `createProviders` imports them on use.
export { checkApify } from './apify-check.js';
export { parseDiscoveryItems } from './apify-items.js';
export { type ApifyScraperOptions, createApifyScraper } from './apify-scraper.js';
export { checkGemini } from './gemini-check.js';
export { createGeminiWriter, GEMINI_BASE_URL, type GeminiWriterOptions } from './gemini-writer.js';
export { createOutboxMailer } from './mailer.js';
export { createSmtpMailer } from './smtp-mailer.js';
export { checkStripe } from './stripe-check.js';
export {
  createStripePayments,
  type StripePaymentsOptions,
  WEBHOOK_TOLERANCE_SECONDS,
} from './stripe-payments.js';
