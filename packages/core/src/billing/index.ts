// Billing: credits, checkout and the payment webhook.
export { type BillingDeps, type CheckoutRequest, openPortal, startCheckout } from './billing.js';
export {
  type CreditHistoryEntry,
  type CreditHistoryPage,
  type CreditPackOffer,
  type CreditsDeps,
  creditBalance,
  creditHistory,
  creditOffers,
  grantCredits,
} from './credits.js';
export { handlePaymentWebhook, type WebhookOutcome } from './webhook.js';
