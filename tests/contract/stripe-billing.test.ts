// Contract: what Stripe's payments grant, from the sandbox's signed deliveries through the
// adapter and the billing service onto a real store: a pack paid below its price grants nothing;
// a Pro month is the first invoice and each renewal of the Pro price, paid, in either invoice
// shape, once for its two events; a customer Stripe no longer knows is forgotten (spec §3,
// DESIGN.md §4, reference/real-services.md "Stripe").
import { handlePaymentWebhook, openPortal, startCheckout } from '@leadgen/core';
import { createTestUser, openTestStore } from '@leadgen/test-utils/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP_URL, type StripeHarness, startStripeHarness } from './stripe-harness.js';

let h: StripeHarness;
let store: Awaited<ReturnType<typeof openTestStore>>;
beforeAll(async () => {
  h = await startStripeHarness();
});
afterAll(async () => {
  await h?.stop();
});
beforeEach(async () => {
  h.receiver.take();
  store = await openTestStore();
});
afterEach(() => store.close());

/** Hands every delivery the receiver got to the billing service, as the webhook route does. */
async function fulfil() {
  const outcomes = [];
  for (const { body, headers } of h.receiver.take()) {
    const signature = headers['stripe-signature'];
    outcomes.push(
      await handlePaymentWebhook(
        { store, payments: h.payments },
        body,
        typeof signature === 'string' ? signature : null,
      ),
    );
  }
  return outcomes;
}

const admin = (path: string, body?: object) =>
  fetch(`${h.sandbox.url}/__admin/stripe/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

describe('a pack paid below its price', () => {
  it('grants nothing, and the outcome says why; the full price grants the pack', async () => {
    const user = await createTestUser(store, 'ana@example.com');
    const cheap = await h.stripe.prices.create({
      currency: 'usd',
      unit_amount: 1000,
      product_data: { name: 'x' },
    });
    const euros = await h.stripe.prices.create({
      currency: 'eur',
      unit_amount: 2000,
      product_data: { name: 'y' },
    });
    for (const price of [cheap.id, euros.id, h.prices.credits_20]) {
      const session = await h.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price, quantity: 1 }],
        client_reference_id: user.id,
        metadata: { userId: user.id, credits: '20', packId: 'credits_20' },
        success_url: `${APP_URL}/ok`,
      });
      await h.pay(session.url ?? '');
    }
    const [low, foreign, full, ...more] = await fulfil();
    expect(more).toEqual([]);
    expect(low).toMatchObject({ status: 'ignored', userId: null });
    expect(low?.reason).toMatch(
      /^checkout\.session\.completed: checkout cs_test_\w+ paid 1000 usd, below the 20-credit pack's 2000 usd: no credits granted$/,
    );
    expect(foreign?.reason).toContain("paid 2000 eur, below the 20-credit pack's 2000 usd");
    expect(full).toMatchObject({ status: 'applied', type: 'credits_paid', userId: user.id });
    expect(await store.ledger.balance(user.id)).toBe(20_500);
  });
});

describe('Pro monthly credits', () => {
  it('come with the first invoice and each renewal, once for invoice.paid and invoice.payment_succeeded', async () => {
    const user = await createTestUser(store, 'pro@example.com');
    const { url } = await startCheckout({ store, payments: h.payments }, user.id, { kind: 'pro' }, APP_URL);
    await h.pay(url);
    const first = await fulfil();
    expect(first.map((outcome) => [outcome.type, outcome.status])).toEqual([
      ['ignored', 'ignored'], // the subscription checkout: the subscription events carry the state
      ['subscription_changed', 'applied'],
      ['pro_invoice_paid', 'applied'],
      ['pro_invoice_paid', 'duplicate'],
    ]);
    expect(await store.ledger.balance(user.id)).toBe(9_500);
    const state = await store.billing.state(user.id);
    expect(state).toMatchObject({
      subscriptionStatus: 'active',
      stripeCustomerId: expect.stringMatching(/^cus_/),
    });
    const events = (await (
      await fetch(`${h.sandbox.url}/__admin/stripe/events?type=customer.subscription.created`)
    ).json()) as {
      data: { event: { data: { object: { id: string; customer: string } } } }[];
    };
    const subscription = events.data.find(
      (recorded) => recorded.event.data.object.customer === state?.stripeCustomerId,
    );
    const subscriptionId = subscription?.event.data.object.id ?? '';

    // a proration, a $0 invoice and a manual invoice grant nothing
    await admin(`subscriptions/${subscriptionId}/invoices`, {
      billing_reason: 'subscription_update',
      proration: true,
    });
    await admin(`subscriptions/${subscriptionId}/invoices`, {
      billing_reason: 'subscription_cycle',
      amount_paid: 0,
    });
    await admin(`subscriptions/${subscriptionId}/invoices`, { billing_reason: 'manual' });
    const none = await fulfil();
    expect(none.map((outcome) => outcome.status)).toEqual(Array(6).fill('ignored'));
    expect(none[0]?.reason).toMatch(/^invoice\.paid: invoice in_\w+ billing_reason subscription_update: /);
    expect(none[2]?.reason).toMatch(/^invoice\.paid: invoice in_\w+ paid 0: no Pro credits$/);
    expect(none[4]?.reason).toBe('invoice.paid'); // no subscription: not one of ours
    expect(await store.ledger.balance(user.id)).toBe(9_500);

    // a renewal, as an endpoint pinned to an API version before 2025-03-31 receives it
    await admin(`subscriptions/${subscriptionId}/invoices`, { api_version: '2024-06-20' });
    const [paid] = h.receiver.take().slice(0, 1);
    const invoice = JSON.parse(paid?.body ?? '{}').data.object;
    expect(invoice).toMatchObject({
      subscription: subscriptionId,
      billing_reason: 'subscription_cycle',
      amount_paid: 900,
    });
    expect(invoice.parent).toBeUndefined();
    expect(invoice.lines.data[0].price.id).toBe(h.prices.pro);
    await handlePaymentWebhook(
      { store, payments: h.payments },
      paid?.body ?? '',
      String(paid?.headers['stripe-signature']),
    );
    expect(await store.ledger.balance(user.id)).toBe(18_500);
    // and its current shape: the price under pricing.price_details
    await fetch(`${h.sandbox.url}/__admin/stripe/renew/${subscriptionId}`, { method: 'POST' });
    const [renewal] = h.receiver.take();
    const current = JSON.parse(renewal?.body ?? '{}').data.object;
    expect(current.parent.subscription_details.subscription).toBe(subscriptionId);
    expect(current.lines.data[0].pricing.price_details.price).toBe(h.prices.pro);
  });
});

describe('a Stripe customer that no longer exists', () => {
  it('is forgotten and the checkout made with the e-mail', async () => {
    const user = await createTestUser(store, 'gone@example.com');
    const customer = await h.stripe.customers.create({ email: 'gone@example.com' });
    await store.billing.setCustomerId(user.id, customer.id);
    await h.stripe.customers.del(customer.id);
    const { url } = await startCheckout(
      { store, payments: h.payments },
      user.id,
      { kind: 'pack', packId: 'credits_10' },
      APP_URL,
    );
    const session = await h.stripe.checkout.sessions.retrieve(url.split('/').pop() ?? '');
    expect(session).toMatchObject({ customer: null, customer_email: 'gone@example.com', amount_total: 1000 });
    expect((await store.billing.state(user.id))?.stripeCustomerId).toBeNull();
  });

  it('is forgotten when the portal is asked for, with a message that says so', async () => {
    const user = await createTestUser(store, 'portal@example.com');
    const customer = await h.stripe.customers.create({ email: 'portal@example.com' });
    await store.billing.setCustomerId(user.id, customer.id);
    expect((await admin(`customers/${customer.id}/delete`)).status).toBe(200);
    await expect(
      openPortal({ store, payments: h.payments }, user.id, `${APP_URL}/settings`),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message:
        'Your billing account no longer exists at the payment provider: start a Pro subscription to create a new one',
    });
    expect((await store.billing.state(user.id))?.stripeCustomerId).toBeNull();
  });
});
