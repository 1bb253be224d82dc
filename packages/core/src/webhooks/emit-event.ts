import { createHash } from 'node:crypto';
import type { WebhookEventType } from '../domain/webhook-events.js';
import type { Repositories, Store } from '../store/open-store.js';
import { uuidV7 } from '../store/uuid-v7.js';

/** The repositories an event is written with: the caller's transaction's, where it has one. */
export type EventWriter = Pick<Repositories, 'webhooks'>;

/**
 * The body of a delivery (Standard Webhooks "Payload structure",
 * github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md):
 * `{ type, timestamp, data }`, `timestamp` the ISO-8601 time the event happened, `data` in the
 * API's snake_case names.
 */
export function webhookBody(type: string, at: Date, data: unknown): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

/**
 * Records an event (stamped with the store's clock) for every live endpoint of the user that takes its type: one pending
 * delivery each, which a worker sends (never this call, never inside a user's request). Call it
 * with the repositories of the transaction that makes the change, so the event exists if and
 * only if the change committed (an outbox). Each delivery's id is its `webhook-id`, the same on
 * every attempt. Returns how many endpoints it was recorded for.
 *
 * @example
 * await store.transaction(async (tx) => {
 *   await tx.outreach.mark(userId, campaignId, profileId, 'replied');
 *   await emitEvent(tx, userId, 'lead.replied', { campaign_id: campaignId, username });
 * });
 */
export async function emitEvent(
  tx: EventWriter,
  userId: string,
  type: WebhookEventType | 'webhook.test',
  data: unknown,
  options: {
    endpointId?: string;
    newId?: () => string;
    /**
     * What makes the event once only, whatever retries it: the same key (a watch run's job id)
     * gives each endpoint the same delivery id, and a second write of it is dropped (a run taken
     * over after its change committed makes the change again).
     */
    key?: string;
  } = {},
): Promise<number> {
  const endpoints = (await tx.webhooks.listEndpoints(userId)).filter(
    (endpoint) =>
      endpoint.disabled_at === null &&
      (options.endpointId === undefined
        ? endpoint.events.includes(type)
        : endpoint.id === options.endpointId),
  );
  if (endpoints.length === 0) return 0;
  const body = webhookBody(type, tx.webhooks.now(), data);
  const newId = options.newId ?? (() => uuidV7());
  // `msg_` as Svix names message ids: a receiver can tell a webhook id from the API's ids
  const idFor = (endpointId: string) =>
    options.key === undefined
      ? newId()
      : createHash('sha256').update(`${type}\n${options.key}\n${endpointId}`).digest('hex').slice(0, 32);
  const rows = endpoints.map((endpoint) => ({
    id: `msg_${idFor(endpoint.id)}`,
    endpointId: endpoint.id,
    type,
    payload: body,
  }));
  await tx.webhooks.addDeliveries(userId, rows);
  return rows.length;
}

/**
 * Runs `fn` in one of the store's transactions and hands it the transaction's repositories, so a
 * change and its event commit together; with a store that has no transactions (a narrowed test
 * double), on the repositories as they are.
 */
export function withEvents<S extends object, T>(
  store: S & Partial<Pick<Store, 'transaction'>>,
  fn: (tx: S) => Promise<T>,
): Promise<T> {
  if (typeof store.transaction === 'function') return store.transaction((tx) => fn(tx as unknown as S));
  return fn(store);
}
