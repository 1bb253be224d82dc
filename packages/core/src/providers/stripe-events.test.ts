import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { toPaymentEvent } from './stripe-events.js';
import type { StripePriceIds } from './stripe-prices.js';

const prices: StripePriceIds = {
  credits_10: 'price_10',
  credits_20: 'price_20',
  credits_50: 'price_50',
  credits_100: 'price_100',
  pro: 'price_pro',
};

const event = (type: string, object: object, id = 'evt_1') =>
  ({ id, object: 'event', type, created: 100, data: { object } }) as unknown as Stripe.Event;

/** A pack's completed Checkout Session: what was charged is amount_total in currency. */
const packSession = (fields: Record<string, unknown> = {}) => ({
  id: 'cs_1',
  object: 'checkout.session',
  mode: 'payment',
  payment_status: 'paid',
  client_reference_id: 'user-1',
  customer: null,
  metadata: { userId: 'user-1', credits: '20', packId: 'credits_20' },
  amount_subtotal: 2000,
  amount_total: 2000,
  currency: 'usd',
  ...fields,
});

/** A paid Pro invoice as API versions since 2025-03-31 render it. */
const invoice = (fields: Record<string, unknown> = {}, price = 'price_pro') => ({
  id: 'in_1',
  object: 'invoice',
  customer: 'cus_1',
  billing_reason: 'subscription_create',
  amount_paid: 900,
  currency: 'usd',
  parent: {
    type: 'subscription_details',
    quote_details: null,
    subscription_details: { subscription: 'sub_1', metadata: { userId: 'user-1', plan: 'pro' } },
  },
  lines: {
    object: 'list',
    data: [
      {
        id: 'il_1',
        object: 'line_item',
        amount: 900,
        pricing: { type: 'price_details', price_details: { price, product: 'prod_pro' } },
      },
    ],
  },
  ...fields,
});

/** The same invoice as an endpoint pinned before 2025-03-31 receives it. */
const legacyInvoice = (fields: Record<string, unknown> = {}) => ({
  id: 'in_1',
  object: 'invoice',
  customer: 'cus_1',
  billing_reason: 'subscription_cycle',
  amount_paid: 900,
  subscription: 'sub_1',
  subscription_details: { metadata: { userId: 'user-1' } },
  lines: {
    object: 'list',
    data: [{ id: 'il_1', type: 'subscription', price: { id: 'price_pro', object: 'price' } }],
  },
  ...fields,
});

const proMonth = {
  type: 'pro_invoice_paid',
  eventId: 'evt_1',
  userId: 'user-1',
  customerId: 'cus_1',
  invoiceId: 'in_1',
};

describe('toPaymentEvent: a pack paid', () => {
  it("grants the pack's credits when at least its price was paid in USD", () => {
    expect(toPaymentEvent(event('checkout.session.completed', packSession()), { prices })).toEqual({
      type: 'credits_paid',
      eventId: 'evt_1',
      userId: 'user-1',
      credits: 20,
      checkoutId: 'cs_1',
      customerId: null,
    });
    // taxes on top are still a paid pack
    const taxed = packSession({ amount_total: 2190 });
    expect(
      toPaymentEvent(event('checkout.session.async_payment_succeeded', taxed), { prices }),
    ).toMatchObject({
      type: 'credits_paid',
      credits: 20,
    });
  });

  it.each([
    ['a coupon', { amount_total: 1000 }, "paid 1000 usd, below the 20-credit pack's 2000 usd"],
    ['another currency', { currency: 'eur' }, "paid 2000 eur, below the 20-credit pack's 2000 usd"],
    ['no amount', { amount_total: null }, "paid no amount, below the 20-credit pack's 2000 usd"],
  ])('grants nothing for %s, and says why', (_name, fields, why) => {
    for (const type of ['checkout.session.completed', 'checkout.session.async_payment_succeeded']) {
      expect(toPaymentEvent(event(type, packSession(fields)), { prices })).toEqual({
        type: 'ignored',
        eventId: 'evt_1',
        eventType: type,
        reason: `checkout cs_1 ${why}: no credits granted`,
      });
    }
  });
});

describe('toPaymentEvent: a Pro invoice paid', () => {
  it('grants a month for the first invoice and each renewal of the Pro price, in both shapes', () => {
    for (const type of ['invoice.paid', 'invoice.payment_succeeded']) {
      expect(toPaymentEvent(event(type, invoice()), { prices })).toEqual(proMonth);
      expect(toPaymentEvent(event(type, legacyInvoice()), { prices })).toEqual(proMonth);
    }
    const renewal = invoice({ billing_reason: 'subscription_cycle' });
    expect(toPaymentEvent(event('invoice.paid', renewal), { prices })).toEqual(proMonth);
    // the price expanded to its object (API 2025-12-15 and later can)
    const expanded = invoice({}, { id: 'price_pro', object: 'price' } as unknown as string);
    expect(toPaymentEvent(event('invoice.paid', expanded), { prices })).toEqual(proMonth);
  });

  it.each([
    ['a proration', { billing_reason: 'subscription_update' }, 'billing_reason subscription_update'],
    ['a manual invoice', { billing_reason: 'manual' }, 'billing_reason manual'],
    ['a $0 trial invoice', { amount_paid: 0 }, 'paid 0'],
  ])('grants nothing for %s', (_name, fields, why) => {
    const ignored = toPaymentEvent(event('invoice.paid', invoice(fields)), { prices });
    expect(ignored).toMatchObject({ type: 'ignored', eventType: 'invoice.paid' });
    expect(ignored.type === 'ignored' && ignored.reason).toContain(`invoice in_1 ${why}`);
    const old = toPaymentEvent(event('invoice.paid', legacyInvoice(fields)), { prices });
    expect(old).toMatchObject({ type: 'ignored' });
  });

  it("grants nothing for another price's invoice, or when no Pro price is configured", () => {
    expect(toPaymentEvent(event('invoice.paid', invoice({}, 'price_other')), { prices })).toMatchObject({
      type: 'ignored',
      reason: 'invoice in_1 is for price_other, not the Pro price price_pro',
    });
    expect(
      toPaymentEvent(event('invoice.paid', invoice()), { prices: { ...prices, pro: null } }),
    ).toMatchObject({
      type: 'ignored',
      reason: 'invoice in_1 is for price_pro, not the Pro price (not set)',
    });
  });

  it('ignores an invoice without a subscription, as not one of ours', () => {
    expect(toPaymentEvent(event('invoice.paid', invoice({ parent: null })), { prices })).toEqual({
      type: 'ignored',
      eventId: 'evt_1',
      eventType: 'invoice.paid',
    });
  });
});
