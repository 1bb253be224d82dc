import { createHmac } from 'node:crypto';
import type { SandboxContext } from '../context.js';
import { stripeId, unixNow } from './ids.js';
import { API_VERSION, type Delivery, type RecordedEvent, type StripeEvent } from './objects.js';
import type { StripeStore } from './store.js';

/** How long a webhook receiver gets to answer one delivery. */
const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * The `Stripe-Signature` header of a payload, as Stripe computes it: `t=<unix s>,v1=<hex
 * HMAC-SHA256 of "<t>.<payload>" keyed with the endpoint's secret>`.
 */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** How an event is rendered: the changed fields (`*.updated`), another endpoint API version. */
export interface EventOptions {
  previousAttributes?: object;
  /** The API version the object was rendered in; the SDK's pinned one when absent. */
  apiVersion?: string;
}

/** A Stripe event about `object` (a snapshot: later changes to the object do not reach it). */
export function newEvent(type: string, object: object, options: EventOptions = {}): StripeEvent {
  const { previousAttributes } = options;
  const data = structuredClone(
    previousAttributes ? { object, previous_attributes: previousAttributes } : { object },
  );
  return {
    id: stripeId('evt', 24),
    object: 'event',
    api_version: options.apiVersion ?? API_VERSION,
    created: unixNow(),
    data,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** Sends events to the configured webhook URL and records them all. */
export interface EventSender {
  /** Records the event, counts it, and delivers it when a webhook URL is set; never throws. */
  send(type: string, object: object, options?: EventOptions): Promise<RecordedEvent>;
  /** Delivers a recorded event again (as Stripe retries: same id, a fresh signature). */
  resend(eventId: string): Promise<RecordedEvent | null>;
}

export function createEventSender(ctx: SandboxContext, store: StripeStore): EventSender {
  return {
    async send(type, object, options) {
      const recorded: RecordedEvent = { event: newEvent(type, object, options), deliveries: [] };
      store.events.push(recorded);
      ctx.counters.stripe.items++;
      await deliver(ctx, recorded);
      return recorded;
    },
    async resend(eventId) {
      const recorded = store.events.find((candidate) => candidate.event.id === eventId);
      if (!recorded) return null;
      await deliver(ctx, recorded);
      return recorded;
    },
  };
}

// Without a webhook URL the event stays in memory only. A failed delivery is recorded, never
// thrown: the page that triggered it still redirects, as Stripe's checkout does.
async function deliver(ctx: SandboxContext, recorded: RecordedEvent): Promise<void> {
  const { stripeWebhookUrl: url, stripeWebhookSecret: secret } = ctx.settings();
  if (!url) return;
  // Pretty-printed like Stripe's: a receiver that re-serialises the JSON breaks the signature.
  const payload = JSON.stringify(recorded.event, null, 2);
  const at = unixNow();
  let delivery: Delivery;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Stripe-Signature': signatureHeader(payload, secret, at),
        'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    delivery = { url, status: response.status, error: response.ok ? null : `HTTP ${response.status}`, at };
  } catch (error) {
    delivery = { url, status: null, error: failureReason(error), at };
  }
  recorded.deliveries.push(delivery);
}

function failureReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return cause.code;
  if (error instanceof Error && error.name === 'TimeoutError')
    return `no answer within ${DELIVERY_TIMEOUT_MS} ms`;
  return error instanceof Error ? error.message : String(error);
}
