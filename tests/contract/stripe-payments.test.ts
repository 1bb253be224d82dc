// Contract: the Stripe adapter (core) against the sandbox's Stripe on 127.0.0.1: checkouts, the
// checkout and portal pages, and the signed events their buttons send (DESIGN.md §4, spec §3, §4).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP_URL, eventOfType, type StripeHarness, startStripeHarness } from './stripe-harness.js';

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

describe('Stripe checkout for a credit pack', () => {
  it('creates a session on the sandbox with the spec return URLs, the pack price and metadata', async () => {
    const checkout = await h.buyPack('credits_20');
    expect(checkout.id).toMatch(/^cs_test_/);
    expect(checkout.url).toBe(`${h.sandbox.url}/checkout/${checkout.id}`);
    const session = await h.stripe.checkout.sessions.retrieve(checkout.id, { expand: ['line_items'] });
    expect(session).toMatchObject({
      mode: 'payment',
      status: 'open',
      client_reference_id: 'user-1',
      customer: null,
      customer_email: 'buyer@example.com',
      metadata: { userId: 'user-1', credits: '20', packId: 'credits_20' },
      success_url: `${APP_URL}/settings?success=true&credits=20`,
      cancel_url: `${APP_URL}/settings?canceled=true`,
      amount_total: 2000,
    });
    expect(session.line_items?.data.map((item) => [item.price?.id, item.quantity])).toEqual([
      [h.prices.credits_20, 1],
    ]);
  });

  it('shows a page with the pack, its amount, Pay and Cancel; Cancel returns to cancel_url', async () => {
    const checkout = await h.buyPack('credits_50');
    const page = await fetch(checkout.url);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Buy 50 credits');
    expect(html).toContain('$50.00');
    expect(html).toContain(
      `<form method="post" action="/checkout/${checkout.id}/pay">` +
        '<button type="submit" class="primary">Pay</button>',
    );
    expect(html).toContain('>Cancel</button>');
    const cancel = await fetch(`${checkout.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(`${APP_URL}/settings?canceled=true`);
    expect(h.receiver.take()).toEqual([]);
  });

  it('Pay sends a signed checkout.session.completed that becomes credits_paid, then redirects', async () => {
    const checkout = await h.buyPack('credits_20', 'user-7');
    const paid = await h.pay(checkout.url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${APP_URL}/settings?success=true&credits=20`);
    const [delivery, ...more] = h.receiver.take();
    expect(more).toEqual([]);
    expect(delivery?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
    });
    expect(
      await h.payments.parseWebhook(delivery?.body ?? '', String(delivery?.headers['stripe-signature'])),
    ).toEqual({
      type: 'credits_paid',
      eventId: expect.stringMatching(/^evt_/),
      userId: 'user-7',
      credits: 20,
      checkoutId: checkout.id,
      customerId: null,
    });
    // a second press (a double click) sends nothing more and lands on the same page
    const again = await h.pay(checkout.url);
    expect([again.status, again.headers.get('location')]).toEqual([
      303,
      `${APP_URL}/settings?success=true&credits=20`,
    ]);
    expect(h.receiver.take()).toEqual([]);
  });

  it('delayed payment: completed unpaid is ignored, async_payment_succeeded grants credits', async () => {
    const customer = await h.stripe.customers.create({ email: 'two@example.com' });
    const session = await h.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: h.prices.credits_10, quantity: 1 }],
      client_reference_id: 'user-2',
      customer: customer.id,
      metadata: { userId: 'user-2', credits: '10', packId: 'credits_10', asyncPayment: 'true' },
      success_url: `${APP_URL}/settings?success=true&credits=10&session={CHECKOUT_SESSION_ID}`,
    });
    const paid = await h.pay(session.url ?? '');
    expect(paid.headers.get('location')).toBe(
      `${APP_URL}/settings?success=true&credits=10&session=${session.id}`,
    );
    expect(await h.receivedEvents()).toEqual([
      { type: 'ignored', eventId: expect.stringMatching(/^evt_/), eventType: 'checkout.session.completed' },
      expect.objectContaining({
        type: 'credits_paid',
        userId: 'user-2',
        credits: 10,
        customerId: customer.id,
      }),
    ]);
  });
});

describe('Stripe checkout for Pro', () => {
  it('subscribes, renews, and cancels from the billing portal', async () => {
    const purchase = { kind: 'pro' } as const;
    const checkout = await h.payments.createCheckout({
      userId: 'user-3',
      email: 'pro@example.com',
      customerId: null,
      purchase,
      appUrl: APP_URL,
    });
    const session = await h.stripe.checkout.sessions.retrieve(checkout.id);
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: 'user-3',
      metadata: { userId: 'user-3', plan: 'pro' },
      success_url: `${APP_URL}/settings?success=true&credits=9&type=subscription`,
      cancel_url: `${APP_URL}/settings?canceled=true`,
    });
    const html = await (await fetch(checkout.url)).text();
    expect(html).toContain('Subscribe to Leadgen Pro');
    expect(html).toContain('$9.00 <small>per month</small>');

    const paid = await h.pay(checkout.url);
    expect(paid.headers.get('location')).toBe(`${APP_URL}/settings?success=true&credits=9&type=subscription`);
    const [completed, created, invoice, succeeded, ...more] = await h.receivedEvents();
    expect(more).toEqual([]);
    expect(completed).toMatchObject({ type: 'ignored', eventType: 'checkout.session.completed' });
    expect(created).toEqual({
      type: 'subscription_changed',
      eventId: expect.stringMatching(/^evt_/),
      userId: 'user-3',
      customerId: expect.stringMatching(/^cus_/),
      subscriptionId: expect.stringMatching(/^sub_/),
      status: 'active',
      active: true,
      created: expect.any(Number),
    });
    const { customerId, subscriptionId } = eventOfType(created, 'subscription_changed');
    expect(invoice).toEqual({
      type: 'pro_invoice_paid',
      eventId: expect.stringMatching(/^evt_/),
      userId: 'user-3',
      customerId,
      invoiceId: expect.stringMatching(/^in_/),
    });
    // Stripe sends invoice.payment_succeeded too: the same invoice, fulfilled once by its id
    const { invoiceId } = eventOfType(invoice, 'pro_invoice_paid');
    expect(eventOfType(succeeded, 'pro_invoice_paid')).toMatchObject({
      invoiceId,
      userId: 'user-3',
      customerId,
    });
    expect(succeeded?.eventId).not.toBe(invoice?.eventId);

    // a new billing period: another paid invoice, another month's credits
    const renewed = await fetch(`${h.sandbox.url}/__admin/stripe/renew/${subscriptionId}`, {
      method: 'POST',
    });
    expect(renewed.status).toBe(200);
    const [renewal, renewalAgain, ...none] = await h.receivedEvents();
    expect(none).toEqual([]);
    expect(eventOfType(renewal, 'pro_invoice_paid')).toMatchObject({ userId: 'user-3', customerId });
    const renewalId = eventOfType(renewal, 'pro_invoice_paid').invoiceId;
    expect(eventOfType(renewalAgain, 'pro_invoice_paid').invoiceId).toBe(renewalId);
    expect(renewalId).not.toBe(invoiceId);

    // the portal lists the subscription with Cancel, and links back to the app
    const portal = await h.payments.createPortal({ customerId, returnUrl: `${APP_URL}/settings` });
    expect(portal.url).toMatch(new RegExp(`^${h.sandbox.url}/billing/bps_`));
    const portalHtml = await (await fetch(portal.url)).text();
    expect(portalHtml).toContain(`value="${subscriptionId}"`);
    expect(portalHtml).toContain('>Cancel subscription</button>');
    expect(portalHtml).toContain(`href="${APP_URL}/settings">Return</a>`);
    const cancel = await fetch(`${portal.url}/cancel`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ subscription: subscriptionId }),
      redirect: 'manual',
    });
    expect(cancel.status).toBe(303);
    expect(await h.receivedEvents()).toEqual([
      expect.objectContaining({
        type: 'subscription_changed',
        subscriptionId,
        status: 'canceled',
        active: false,
      }),
    ]);
    expect(await (await fetch(portal.url)).text()).toContain('No active subscription.');
    // a cancelled subscription neither renews nor cancels again
    const late = await fetch(`${h.sandbox.url}/__admin/stripe/renew/${subscriptionId}`, { method: 'POST' });
    expect(late.status).toBe(404);
  });

  it('the admin endpoints cancel a subscription and list every event sent', async () => {
    const customer = await h.stripe.customers.create({ email: 'four@example.com' });
    const checkout = await h.payments.createCheckout({
      userId: 'user-4',
      email: 'four@example.com',
      customerId: customer.id,
      purchase: { kind: 'pro' },
      appUrl: APP_URL,
    });
    await h.pay(checkout.url);
    const created = eventOfType((await h.receivedEvents())[1], 'subscription_changed');
    expect(created).toMatchObject({ customerId: customer.id, active: true });
    const { subscriptionId } = created;
    await fetch(`${h.sandbox.url}/__admin/stripe/cancel/${subscriptionId}`, { method: 'POST' });
    expect(await h.receivedEvents()).toEqual([
      expect.objectContaining({ type: 'subscription_changed', active: false }),
    ]);

    const listed = (await (await fetch(`${h.sandbox.url}/__admin/stripe/events`)).json()) as {
      data: { event: { type: string }; deliveries: { status: number | null }[] }[];
    };
    expect(listed.data.slice(-5).map((recorded) => recorded.event.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
      'invoice.payment_succeeded',
      'customer.subscription.deleted',
    ]);
    expect(listed.data.every((recorded) => recorded.deliveries[0]?.status === 200)).toBe(true);
    expect(h.sandbox.counters.stripe.items).toBe(listed.data.length);
  });
});
