import { setTimeout as delay } from 'node:timers/promises';
import {
  addWebhook,
  flushDueWebhooks,
  listDeliveries,
  listWebhooks,
  removeWebhook,
  sendTestEvent,
} from '@leadgen/core';
import {
  type WebhookDeliveryJson,
  type WebhookJson,
  webhookAddedJson,
  webhookDeliveryJson,
  webhookJson,
} from '@leadgen/core/wire';
import type { Io } from '../io.js';
import type { ApiClient } from '../remote/api-client.js';
import { withBackend } from '../remote/backend.js';
import type { Session } from '../session.js';

export type WebhookAddedJson = ReturnType<typeof webhookAddedJson>;

/** A new endpoint as `webhooks add` takes it (checked by core). */
export interface WebhookInput {
  url: string;
  events: string;
  description?: string;
}

/**
 * What `leadgen webhooks` needs, in the API's wire shapes (issue 35): the same commands print
 * from it whether the endpoints are in a local database or on a server. Ids may be the start of
 * one in both: core's `requireWebhook` reads them, here or behind the server's routes.
 */
export interface WebhooksBackend {
  list(): Promise<WebhookJson[]>;
  add(input: WebhookInput): Promise<WebhookAddedJson>;
  /** Removes the endpoint and its log; its URL. */
  remove(ref: string): Promise<string>;
  deliveries(ref: string): Promise<WebhookDeliveryJson[]>;
  /** Sends a webhook.test event; its delivery as it stands once sent (or given up waiting for). */
  test(ref: string): Promise<{ webhookId: string; delivery: WebhookDeliveryJson | undefined }>;
}

/** How long `webhooks test` waits for its delivery: the receiver's answer, or a timeout. */
const TEST_SEND_MS = 20_000;
/** How often remote mode asks the server whether its worker sent the test delivery. */
const TEST_POLL_MS = 1_000;

/** The webhooks of a local database; a test is sent from this process. */
export function localWebhooks({ config, store, user }: Session): WebhooksBackend {
  const allowPrivate = config.webhooks.allowPrivate;
  const deliveries = async (ref: string) =>
    (await listDeliveries({ store }, user.id, ref)).deliveries.map(webhookDeliveryJson);
  return {
    list: async () => (await listWebhooks({ store }, user.id)).map(webhookJson),
    add: async (input) => webhookAddedJson(await addWebhook({ store, allowPrivate }, user.id, input)),
    remove: async (ref) => (await removeWebhook({ store }, user.id, ref)).url,
    deliveries,
    test: async (ref) => {
      const { webhookId } = await sendTestEvent({ store }, user.id, ref);
      // sent here, as a foreground run's deliveries are, so a CLI-only setup can try its receiver
      await flushDueWebhooks({ store, allowPrivate }, TEST_SEND_MS);
      return { webhookId, delivery: (await deliveries(ref)).find((d) => d.id === webhookId) };
    },
  };
}

/**
 * The webhooks of a server, through its /api/v1 (packages/server/src/routes/webhooks.ts); a test
 * is queued there and sent by the server's worker, which this waits for a while.
 */
export function remoteWebhooks(
  api: ApiClient,
  sleep: (ms: number) => Promise<unknown> = (ms) => delay(ms),
): WebhooksBackend {
  const path = (ref: string) => `/webhooks/${encodeURIComponent(ref.trim())}`;
  const list = async () => (await api.json<{ webhooks: WebhookJson[] }>('GET', '/webhooks')).webhooks;
  const deliveries = async (ref: string) =>
    (await api.json<{ deliveries: WebhookDeliveryJson[] }>('GET', `${path(ref)}/deliveries`)).deliveries;
  return {
    list,
    add: async ({ url, events, description }) =>
      (
        await api.json<{ webhook: WebhookAddedJson }>('POST', '/webhooks', {
          body: { url, events, description },
        })
      ).webhook,
    remove: async (ref) => {
      const { webhook } = await api.json<{ webhook: WebhookJson }>('GET', `${path(ref)}/deliveries`);
      await api.json('DELETE', path(webhook.id));
      return webhook.url;
    },
    deliveries,
    test: async (ref) => {
      const { webhook_id: webhookId } = await api.json<{ webhook_id: string }>('POST', `${path(ref)}/test`);
      // as long as a local test waits for its receiver, a poll at a time
      for (let poll = 0; ; poll++) {
        const delivery = (await deliveries(ref)).find((d) => d.id === webhookId);
        if (delivery?.status !== 'pending' || poll >= TEST_SEND_MS / TEST_POLL_MS)
          return { webhookId, delivery };
        await sleep(TEST_POLL_MS);
      }
    },
  };
}

/** Runs `fn` on the webhooks of the local database, or of the server in remote mode. */
export const withWebhooks = <T>(io: Io, fn: (webhooks: WebhooksBackend) => Promise<T>) =>
  withBackend(io, { local: localWebhooks, remote: (api) => remoteWebhooks(api) }, fn);
