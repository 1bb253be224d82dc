import { isIP } from 'node:net';
import { NotFoundError, ValidationError } from '../domain/errors.js';
import { MIN_ID_PREFIX } from '../domain/id-prefix.js';
import { messages } from '../domain/messages.js';
import { isWebhookEventType, WEBHOOK_EVENTS, type WebhookEventType } from '../domain/webhook-events.js';
import type { Repositories } from '../store/open-store.js';
import type { WebhookDelivery, WebhookEndpoint } from '../store/webhooks-repository.js';
import { emitEvent } from './emit-event.js';
import { isPrivateAddress } from './private-address.js';
import { newWebhookSecret } from './webhook-signature.js';

/** What the webhook services need: the repositories, and whether private receivers are allowed. */
export interface WebhookDeps {
  store: Pick<Repositories, 'webhooks'>;
  /** LEADGEN_WEBHOOK_ALLOW_PRIVATE=1: http and private addresses allowed (on-premises receivers, tests). */
  allowPrivate?: boolean;
  randomBytes?: (size: number) => Uint8Array;
}

/** The most endpoints one account has. */
export const MAX_WEBHOOKS = 20;
const MAX_DESCRIPTION = 200;

/**
 * A webhook URL as it is kept: https (http only when private receivers are allowed), no host that
 * is a literal private address or `localhost` unless allowed. The resolved address is checked
 * again at every delivery (a name can point anywhere later).
 */
export function parseWebhookUrl(text: unknown, allowPrivate: boolean): string {
  if (typeof text !== 'string') throw new ValidationError(messages.webhookUrlInvalid);
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new ValidationError(messages.webhookUrlInvalid);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ValidationError(messages.webhookUrlInvalid);
  if (url.protocol === 'http:' && !allowPrivate) throw new ValidationError(messages.webhookUrlNotHttps);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const local = host === 'localhost' || host.endsWith('.localhost');
  if (!allowPrivate && (local || (isIP(host) !== 0 && isPrivateAddress(host))))
    throw new ValidationError(messages.webhookUrlPrivate(url.hostname));
  return url.toString();
}

/** The events an endpoint takes: names from WEBHOOK_EVENTS, as a list or comma-separated, at least one. */
export function parseWebhookEvents(value: unknown): WebhookEventType[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const names = items.map((item) => String(item).trim()).filter((item) => item !== '');
  if (names.length === 0) throw new ValidationError(messages.webhookEventsRequired(WEBHOOK_EVENTS));
  for (const name of names)
    if (!isWebhookEventType(name))
      throw new ValidationError(messages.webhookEventUnknown(name, WEBHOOK_EVENTS));
  return [...new Set(names as WebhookEventType[])];
}

/**
 * Adds a webhook endpoint for the user and returns it with its signing secret, the only time
 * the secret is given out (it is kept to sign deliveries, never shown again).
 *
 * @example
 * const { endpoint, secret } = await addWebhook({ store }, userId, {
 *   url: 'https://example.com/hooks/leadgen', events: ['run.completed'],
 * });
 */
export async function addWebhook(
  deps: WebhookDeps,
  userId: string,
  input: { url: unknown; events: unknown; description?: unknown },
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const url = parseWebhookUrl(input.url, deps.allowPrivate === true);
  const events = parseWebhookEvents(input.events);
  const description = typeof input.description === 'string' ? input.description.trim() : '';
  if (description.length > MAX_DESCRIPTION) throw new ValidationError(messages.webhookDescriptionTooLong);
  const existing = await deps.store.webhooks.listEndpoints(userId);
  if (existing.length >= MAX_WEBHOOKS) throw new ValidationError(messages.webhookTooMany(MAX_WEBHOOKS));
  const secret = newWebhookSecret(deps.randomBytes);
  const endpoint = await deps.store.webhooks.createEndpoint({
    userId,
    url,
    events,
    secret,
    description: description || null,
  });
  return { endpoint, secret };
}

/** The user's webhook endpoints (never their secrets), with why any was turned off. */
export function listWebhooks(deps: Pick<WebhookDeps, 'store'>, userId: string): Promise<WebhookEndpoint[]> {
  return deps.store.webhooks.listEndpoints(userId);
}

/**
 * The whole id of the user's endpoint that `text` names: its id, or the start of it (at least
 * MIN_ID_PREFIX characters) that only one of theirs has. Another user's endpoints never match.
 */
async function requireWebhook(
  deps: Pick<WebhookDeps, 'store'>,
  userId: string,
  text: string,
): Promise<WebhookEndpoint> {
  const prefix = text.trim().toLowerCase();
  const exact = await deps.store.webhooks.getEndpoint(userId, prefix);
  if (exact) return exact;
  if (prefix.length >= MIN_ID_PREFIX && /^[0-9a-f-]+$/.test(prefix)) {
    const ids = await deps.store.webhooks.idsStartingWith(userId, prefix, 6);
    if (ids.length > 1)
      throw new ValidationError(
        messages.idPrefixAmbiguous(prefix, 'webhooks', ids.slice(0, 5), ids.length > 5),
      );
    const found = ids[0] && (await deps.store.webhooks.getEndpoint(userId, ids[0]));
    if (found) return found;
  }
  throw new NotFoundError(messages.webhookNotFound);
}

/** Removes the user's endpoint (named by id or a unique start of it) and its delivery log. */
export async function removeWebhook(
  deps: Pick<WebhookDeps, 'store'>,
  userId: string,
  ref: string,
): Promise<WebhookEndpoint> {
  const endpoint = await requireWebhook(deps, userId, ref);
  if (!(await deps.store.webhooks.removeEndpoint(userId, endpoint.id)))
    throw new NotFoundError(messages.webhookNotFound);
  return endpoint;
}

/** An endpoint's delivery log, newest first: status, attempts, last status and error. */
export async function listDeliveries(
  deps: Pick<WebhookDeps, 'store'>,
  userId: string,
  ref: string,
  options: { limit?: number } = {},
): Promise<{ endpoint: WebhookEndpoint; deliveries: WebhookDelivery[] }> {
  const endpoint = await requireWebhook(deps, userId, ref);
  const deliveries = await deps.store.webhooks.listDeliveries(userId, endpoint.id, options.limit);
  return { endpoint, deliveries };
}

/**
 * Queues a `webhook.test` event to one endpoint (whatever events it takes), sent by a worker
 * like any other; refused for an endpoint that was turned off.
 */
export async function sendTestEvent(
  deps: Pick<WebhookDeps, 'store'>,
  userId: string,
  ref: string,
): Promise<{ endpoint: WebhookEndpoint; webhookId: string }> {
  const endpoint = await requireWebhook(deps, userId, ref);
  if (endpoint.disabled_at !== null) throw new ValidationError(messages.webhookDisabled);
  let webhookId = '';
  await emitEvent(
    deps.store,
    userId,
    'webhook.test',
    { endpoint_id: endpoint.id },
    {
      endpointId: endpoint.id,
      newId: () => {
        webhookId = crypto.randomUUID();
        return webhookId;
      },
    },
  );
  return { endpoint, webhookId: `msg_${webhookId}` };
}
