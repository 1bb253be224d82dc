/**
 * The events a webhook endpoint can take (issue 35), as Standard Webhooks names types
 * (`<group>.<event>`, https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md
 * "Payload structure"). `webhook.test` is only ever sent by "Send test event", to one endpoint.
 */
export const WEBHOOK_EVENTS = [
  'run.completed',
  'run.failed',
  'watch.new_people',
  'lead.replied',
  'credits.low',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The type of the test event, which goes to every endpoint whatever events it takes. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const isWebhookEventType = (value: string): value is WebhookEventType =>
  (WEBHOOK_EVENTS as readonly string[]).includes(value);
