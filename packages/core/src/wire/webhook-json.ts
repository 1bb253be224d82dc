import type { WebhookDelivery, WebhookEndpoint } from '../store/webhooks-repository.js';

/**
 * A webhook endpoint as the API and `--json` answer it: never its secret (`webhookAddedJson`
 * carries it, the once it is given out). `status` says at a glance whether it sends.
 */
export function webhookJson(endpoint: WebhookEndpoint) {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    description: endpoint.description,
    status: endpoint.disabled_at === null ? ('active' as const) : ('disabled' as const),
    disabled_at: endpoint.disabled_at,
    disabled_reason: endpoint.disabled_reason,
    failing_since: endpoint.failing_since,
    created_at: endpoint.created_at,
  };
}

export type WebhookJson = ReturnType<typeof webhookJson>;

/** A webhook just added, with its signing secret: the only answer that holds it. */
export function webhookAddedJson(added: { endpoint: WebhookEndpoint; secret: string }) {
  return { ...webhookJson(added.endpoint), secret: added.secret };
}

/** One delivery of the log: its `webhook-id`, event, where it stands and each attempt. */
export function webhookDeliveryJson(delivery: WebhookDelivery) {
  return {
    id: delivery.id,
    webhook_id: delivery.endpoint_id,
    type: delivery.type,
    status: delivery.status,
    attempts: delivery.attempts,
    last_status: delivery.last_status,
    last_error: delivery.last_error,
    last_attempt_at: delivery.last_attempt_at,
    next_attempt_at: delivery.next_attempt_at,
    delivered_at: delivery.delivered_at,
    created_at: delivery.created_at,
    attempt_log: delivery.attempt_log.map((attempt) => ({
      at: attempt.at,
      status: attempt.status,
      error: attempt.error,
    })),
  };
}

export type WebhookDeliveryJson = ReturnType<typeof webhookDeliveryJson>;
