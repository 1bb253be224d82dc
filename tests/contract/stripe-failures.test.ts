// Contract: how the Stripe adapter fails against the sandbox: webhook signatures it must refuse,
// the spec's messages for bad purchases, a wrong key, and faults the SDK or our policy retries.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { LeadgenError, ProviderError, ValidationError } from '@leadgen/core/domain';
import { createStripePayments } from '@leadgen/core/providers';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  APP_URL,
  OFFLINE_PRICES,
  type StripeHarness,
  startStripeHarness,
  WEBHOOK_SECRET,
} from './stripe-harness.js';

let h: StripeHarness;

beforeAll(async () => {
  h = await startStripeHarness();
});
afterAll(async () => {
  await h?.stop();
});
beforeEach(() => {
  h.receiver.take();
});

/** A loopback port nothing listens on (just released). */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What `run` threw (the test fails if it did not). */
async function failureOf(run: () => unknown): Promise<LeadgenError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof LeadgenError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

const payload = JSON.stringify({
  id: 'evt_test_signed',
  object: 'event',
  type: 'checkout.session.completed',
  created: 1_700_000_000,
  data: {
    object: {
      id: 'cs_test_x',
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      client_reference_id: 'user-9',
      customer: null,
      metadata: { userId: 'user-9', credits: '100', packId: 'credits_100' },
      amount_total: 10000,
      currency: 'usd',
    },
  },
});

describe('Stripe webhook signatures', () => {
  const now = 1_800_000_000_000;
  const payments = createStripePayments({
    secretKey: 'sk_test_x',
    webhookSecret: WEBHOOK_SECRET,
    prices: OFFLINE_PRICES,
    now: () => now,
  });
  const sign = (options: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: options.timestamp ?? now / 1000,
    });

  it('accepts a correctly signed event within the 300 s tolerance', async () => {
    expect(await payments.parseWebhook(payload, sign({ timestamp: now / 1000 - 299 }))).toEqual({
      type: 'credits_paid',
      eventId: 'evt_test_signed',
      userId: 'user-9',
      credits: 100,
      checkoutId: 'cs_test_x',
      customerId: null,
    });
  });

  it.each([
    ['signed with another secret', () => sign({ secret: 'whsec_other' })],
    ['without a signature', () => null],
    ['an empty signature', () => ''],
    ['a stale timestamp (301 s old)', () => sign({ timestamp: now / 1000 - 301 })],
    ['garbage', () => 'not-a-signature'],
  ])('rejects an event %s with ValidationError', async (_name, signature) => {
    const error = await failureOf(() => payments.parseWebhook(payload, signature()));
    expect(error).toBeInstanceOf(ValidationError);
    expect([error.code, error.message]).toEqual(['INVALID_INPUT', 'Invalid webhook signature']);
  });

  it('rejects a body changed after signing', async () => {
    const tampered = payload.replace('"credits":"100"', '"credits":"50"');
    const error = await failureOf(() => payments.parseWebhook(tampered, sign()));
    expect(error.message).toBe('Invalid webhook signature');
  });
});

describe('Stripe checkout failures', () => {
  const input = { userId: 'user-1', email: 'buyer@example.com', customerId: null, appUrl: APP_URL };

  it('an unknown pack, or one without a price, is the spec message and calls nothing', async () => {
    const before = h.sandbox.counters.stripe.requests;
    const unknown = await failureOf(() =>
      h.payments.createCheckout({
        ...input,
        purchase: { kind: 'pack', packId: 'credits_7' as 'credits_10' },
      }),
    );
    expect([unknown.code, unknown.message]).toEqual(['INVALID_INPUT', 'Invalid credit package selected']);
    const unpriced = createStripePayments({
      secretKey: 'sk_test_sandbox',
      webhookSecret: WEBHOOK_SECRET,
      prices: { ...h.prices, credits_50: null, pro: null },
      apiBaseUrl: h.sandbox.url,
    });
    const noPrice = await failureOf(() =>
      unpriced.createCheckout({ ...input, purchase: { kind: 'pack', packId: 'credits_50' } }),
    );
    expect([noPrice.code, noPrice.message]).toEqual(['INVALID_INPUT', 'Invalid credit package selected']);
    const noPro = await failureOf(() => unpriced.createCheckout({ ...input, purchase: { kind: 'pro' } }));
    expect([noPro.code, noPro.message]).toEqual(['INVALID_INPUT', 'Subscription price ID not configured']);
    expect(h.sandbox.counters.stripe.requests).toBe(before);
  });

  it('a wrong secret key is PROVIDER_AUTH, not retried, and the key appears nowhere', async () => {
    const key = 'sk_test_wrong_4f9a8b7c6d5e';
    const wrong = createStripePayments({
      secretKey: key,
      webhookSecret: WEBHOOK_SECRET,
      prices: OFFLINE_PRICES,
      apiBaseUrl: h.sandbox.url,
    });
    const before = h.sandbox.counters.stripe.requests;
    const error = await failureOf(() =>
      wrong.createCheckout({ ...input, purchase: { kind: 'pack', packId: 'credits_10' } }),
    );
    expect(error).toBeInstanceOf(ProviderError);
    expect([error.code, error.message, (error as ProviderError).status]).toEqual([
      'PROVIDER_AUTH',
      'Failed to start payment process',
      401,
    ]);
    const everything = `${error.message} ${String(error.cause)} ${JSON.stringify(error)}`;
    expect(everything).not.toContain(key);
    expect(everything).not.toContain('4f9a8b7c6d5e');
    expect(String(error.cause)).toContain('StripeAuthenticationError (HTTP 401)');
    expect(h.sandbox.counters.stripe.requests).toBe(before + 1);
    const portal = await failureOf(() => wrong.createPortal({ customerId: 'cus_x', returnUrl: APP_URL }));
    expect([portal.code, portal.message]).toEqual([
      'PROVIDER_AUTH',
      'Failed to open subscription management portal',
    ]);
  });

  it('a scripted 500 is retried by stripe-node and the checkout succeeds', async () => {
    const { counters } = h.sandbox;
    const [requests, errors] = [counters.stripe.requests, counters.stripe.status5xx];
    h.sandbox.update({ faults: { next: [{ service: 'stripe', status: 500 }] } });
    const checkout = await h.buyPack('credits_10');
    expect(checkout.url).toContain('/checkout/cs_test_');
    expect([
      h.sandbox.counters.stripe.requests - requests,
      h.sandbox.counters.stripe.status5xx - errors,
    ]).toEqual([2, 1]);
  });

  it('a scripted 429 is retried by our policy after its Retry-After, and succeeds', async () => {
    const before = h.sandbox.counters.stripe.status429;
    h.sandbox.update({ faults: { next: [{ service: 'stripe', status: 429, retryAfter: '0' }] } });
    const checkout = await h.buyPack('credits_100');
    expect(checkout.id).toMatch(/^cs_test_/);
    expect(h.sandbox.counters.stripe.status429 - before).toBe(1);
  });

  it('Stripe answering 500 every time ends in PROVIDER_ERROR with the subscription message', async () => {
    const once = createStripePayments({
      secretKey: 'sk_test_sandbox',
      webhookSecret: WEBHOOK_SECRET,
      prices: h.prices,
      apiBaseUrl: h.sandbox.url,
      maxNetworkRetries: 1,
    });
    h.sandbox.update({
      faults: { next: [500, 503].map((status) => ({ service: 'stripe' as const, status })) },
    });
    const error = await failureOf(() => once.createCheckout({ ...input, purchase: { kind: 'pro' } }));
    expect([error.code, error.message, (error as ProviderError).status]).toEqual([
      'PROVIDER_ERROR',
      'Failed to start subscription process',
      503,
    ]);
  });
});

describe('Sandbox webhook delivery', () => {
  it('records a failed delivery and still redirects to success_url', async () => {
    const checkout = await h.buyPack('credits_10', 'user-5');
    h.sandbox.update({ stripeWebhookUrl: `http://127.0.0.1:${await closedPort()}/webhooks` });
    try {
      const paid = await h.pay(checkout.url);
      expect([paid.status, paid.headers.get('location')]).toEqual([
        303,
        `${APP_URL}/settings?success=true&credits=10`,
      ]);
    } finally {
      h.sandbox.update({ stripeWebhookUrl: h.receiver.url });
    }
    const listed = (await (
      await fetch(`${h.sandbox.url}/__admin/stripe/events?type=checkout.session.completed`)
    ).json()) as {
      data: { event: { id: string }; deliveries: { status: number | null; error: string | null }[] }[];
    };
    const last = listed.data.at(-1);
    expect(last?.deliveries).toEqual([expect.objectContaining({ status: null, error: 'ECONNREFUSED' })]);
    // Stripe retries: resending delivers the same event, freshly signed
    await fetch(`${h.sandbox.url}/__admin/stripe/events/${last?.event.id}/resend`, { method: 'POST' });
    expect(await h.receivedEvents()).toEqual([
      expect.objectContaining({
        type: 'credits_paid',
        eventId: last?.event.id,
        userId: 'user-5',
        credits: 10,
      }),
    ]);
  });
});
