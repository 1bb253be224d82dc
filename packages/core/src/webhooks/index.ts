export { type EventWriter, emitEvent, webhookBody, withEvents } from './emit-event.js';
export { DEFAULT_LOW_CREDITS_MILLICREDITS, emitLowCredits } from './low-credits.js';
export {
  createPostWebhook,
  guardedLookup,
  PrivateAddressRefused,
  postWebhook,
  type ResolveAll,
  type WebhookPost,
} from './post-webhook.js';
export { isPrivateAddress } from './private-address.js';
export { DISABLE_AFTER_MS, MAX_DELIVERY_ATTEMPTS, RETRY_DELAYS_MS, retryDelayMs } from './retry-schedule.js';
export {
  flushDueWebhooks,
  sendDueWebhooks,
  type WebhookPass,
  type WebhookSenderDeps,
} from './send-due-webhooks.js';
export {
  addWebhook,
  listDeliveries,
  listWebhooks,
  MAX_WEBHOOKS,
  parseWebhookEvents,
  parseWebhookUrl,
  removeWebhook,
  sendTestEvent,
  type WebhookDeps,
} from './webhook-endpoints.js';
export { newWebhookSecret, signWebhook, WEBHOOK_SECRET_PREFIX, webhookHeaders } from './webhook-signature.js';
