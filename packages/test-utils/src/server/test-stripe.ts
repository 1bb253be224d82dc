// Signed Stripe webhook deliveries for the server's tests: events in the shape Stripe (and the
// sandbox) sends them, signed the way tests/contract/stripe-harness.ts and the sandbox sign them.
import { createHmac, randomBytes } from 'node:crypto';
import type { openTestApp } from './test-app.js';

type TestApp = Awaited<ReturnType<typeof openTestApp>>;

const unixNow = () => Math.floor(Date.now() / 1000);
const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** A Stripe event about `object`, as a webhook delivers it. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; created?: number } = {},
): Record<string, unknown> {
  return {
    id: options.id ?? randomId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: options.created ?? unixNow(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** A pack's paid Checkout Session, as `checkout.session.completed` carries it: $1 a credit, paid. */
export function paidPackSession(userId: string, credits: number, id = randomId('cs_test')) {
  return {
    id,
    object: 'checkout.session',
    mode: 'payment',
    payment_status: 'paid',
    status: 'complete',
    client_reference_id: userId,
    customer: null,
    metadata: { userId, credits: String(credits), packId: `credits_${credits}` },
    amount_subtotal: credits * 100,
    amount_total: credits * 100,
    currency: 'usd',
  };
}

/** A Pro subscription in `status`, as `customer.subscription.*` carries it. */
export function proSubscription(userId: string, customerId: string, status: string, id = 'sub_test_1') {
  return { id, object: 'subscription', customer: customerId, status, metadata: { userId, plan: 'pro' } };
}

/**
 * A paid Pro invoice (the subscription's first, $9), as `invoice.paid` and
 * `invoice.payment_succeeded` carry it: its line bills demo mode's Pro price (core's DEMO_PRICES).
 */
export function proInvoice(userId: string, customerId: string, id = randomId('in')) {
  return {
    id,
    object: 'invoice',
    customer: customerId,
    status: 'paid',
    billing_reason: 'subscription_create',
    amount_due: 900,
    amount_paid: 900,
    currency: 'usd',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: 'sub_test_1', metadata: { userId, plan: 'pro' } },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: randomId('il'),
          object: 'line_item',
          amount: 900,
          currency: 'usd',
          pricing: {
            type: 'price_details',
            price_details: { price: 'price_demo_pro', product: 'prod_leadgen_pro' },
          },
        },
      ],
      has_more: false,
    },
  };
}

/** `t=<unix s>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`, Stripe's `Stripe-Signature` header. */
export function signatureHeader(payload: string, secret: string, timestamp = unixNow()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * Posts an event to the app's webhook, pretty-printed as Stripe sends it and signed with the
 * sandbox's webhook secret (or `secret`), at `timestamp` (now by default).
 */
export async function deliverWebhook(
  t: TestApp,
  event: Record<string, unknown> | string,
  options: { timestamp?: number; secret?: string; signature?: string | null } = {},
): Promise<Response> {
  const payload = typeof event === 'string' ? event : JSON.stringify(event, null, 2);
  const secret = options.secret ?? t.sandbox.endpoints().stripeWebhookSecret;
  const signature =
    options.signature === undefined ? signatureHeader(payload, secret, options.timestamp) : options.signature;
  return t.app.request('/api/billing/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    body: payload,
  });
}
