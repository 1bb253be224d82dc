import { createTestUser, openTestStore } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ValidationError } from '../domain/errors.js';
import { createEventBus, type LeadgenEvent } from '../jobs/event-bus.js';
import { type PaymentEvent, type Payments, UnknownCustomerError } from '../providers/payments.js';
import { openPortal, startCheckout } from './billing.js';
import { handlePaymentWebhook } from './webhook.js';

// The payments port faked: `parseWebhook` reads the PaymentEvent from the body (the signature
// check is the Stripe adapter's, tested against the sandbox), 'bad' is a bad signature.
// A customer id listed in `gone` is one the provider no longer knows.
const fakePayments = (calls: unknown[] = [], gone: string[] = []): Payments => ({
  async createCheckout(input) {
    calls.push(input);
    if (input.customerId && gone.includes(input.customerId)) {
      throw new UnknownCustomerError(input.customerId, 'Failed to start payment process');
    }
    return { id: 'cs_1', url: 'https://pay.example/cs_1' };
  },
  async createPortal(input) {
    calls.push(input);
    if (gone.includes(input.customerId)) {
      throw new UnknownCustomerError(input.customerId, 'Failed to open subscription management portal');
    }
    return { url: `https://pay.example/portal/${input.customerId}` };
  },
  async parseWebhook(rawBody, signature) {
    if (signature === 'bad') throw new ValidationError('Invalid webhook signature');
    return JSON.parse(rawBody) as PaymentEvent;
  },
  async verifyPrices() {},
});

let store: Awaited<ReturnType<typeof openTestStore>>;
let events: LeadgenEvent[];
let deps: Parameters<typeof handlePaymentWebhook>[0];
beforeEach(async () => {
  store = await openTestStore();
  const bus = createEventBus();
  events = [];
  deps = { store, payments: fakePayments(), bus };
  const publish = bus.publish;
  bus.publish = (event) => {
    events.push(event);
    publish(event);
  };
});
afterEach(() => store.close());

const deliver = (event: PaymentEvent, signature = 'ok') =>
  handlePaymentWebhook(deps, JSON.stringify(event), signature);

const subscriptionEvent = (userId: string | null, eventId: string, status: string, created: number) =>
  ({
    type: 'subscription_changed',
    eventId,
    userId,
    customerId: 'cus_1',
    subscriptionId: 'sub_1',
    status,
    active: status === 'active' || status === 'trialing',
    created,
  }) as const;

describe('handlePaymentWebhook', () => {
  it('grants a paid pack once, remembers the customer and publishes the new balance', async () => {
    const user = await createTestUser(store, 'ana@example.com');
    const paid = {
      type: 'credits_paid',
      eventId: 'evt_1',
      userId: user.id,
      credits: 20,
      checkoutId: 'cs_1',
      customerId: 'cus_1',
    } as const;
    expect(await deliver(paid)).toEqual({
      status: 'applied',
      eventId: 'evt_1',
      type: 'credits_paid',
      userId: user.id,
    });
    expect(await deliver(paid)).toMatchObject({ status: 'duplicate' });
    expect(await deliver({ ...paid, eventId: 'evt_2' })).toMatchObject({ status: 'duplicate' });
    expect(await store.ledger.balance(user.id)).toBe(20_500);
    expect((await store.billing.state(user.id))?.stripeCustomerId).toBe('cus_1');
    expect(events).toEqual([{ type: 'credits', userId: user.id, balance: 20_500 }]);
  });

  it('grants nothing for a payment the adapter refused, and says why for the log', async () => {
    const user = await createTestUser(store, 'ana@example.com');
    const underpaid = {
      type: 'ignored',
      eventId: 'evt_low',
      eventType: 'checkout.session.completed',
      reason: "checkout cs_1 paid 1000 usd, below the 20-credit pack's 2000 usd: no credits granted",
    } as const;
    expect(await deliver(underpaid)).toEqual({
      status: 'ignored',
      eventId: 'evt_low',
      type: 'ignored',
      userId: null,
      reason:
        "checkout.session.completed: checkout cs_1 paid 1000 usd, below the 20-credit pack's 2000 usd: no credits granted",
    });
    expect(await store.ledger.balance(user.id)).toBe(500);
    expect(events).toEqual([]);
  });

  it('changes nothing on a bad signature', async () => {
    const user = await createTestUser(store, 'ana@example.com');
    const paid = {
      type: 'credits_paid',
      eventId: 'evt_1',
      userId: user.id,
      credits: 20,
      checkoutId: 'cs_1',
      customerId: null,
    } as const;
    await expect(deliver(paid, 'bad')).rejects.toThrow('Invalid webhook signature');
    expect(await store.billing.hasEvent('evt_1')).toBe(false);
    expect(await store.ledger.balance(user.id)).toBe(500);
  });

  it('orders subscription events of the same second by how far along the subscription is', async () => {
    const user = await createTestUser(store, 'ana@example.com');
    // created (incomplete) and updated (active) in one second, delivered newest first
    await deliver(subscriptionEvent(user.id, 'evt_b', 'active', 100));
    await deliver(subscriptionEvent(user.id, 'evt_a', 'incomplete', 100));
    expect((await store.billing.state(user.id))?.subscriptionStatus).toBe('active');
    await deliver(subscriptionEvent(null, 'evt_d', 'canceled', 200));
    expect(await deliver(subscriptionEvent(null, 'evt_c', 'active', 200))).toMatchObject({
      status: 'ignored',
      reason: 'older than the last subscription event',
    });
    expect(await store.billing.state(user.id)).toMatchObject({
      subscriptionStatus: 'canceled',
      subscriptionEventAt: 200,
      stripeCustomerId: 'cus_1',
    });
    // a trial is Pro
    await deliver(subscriptionEvent(user.id, 'evt_e', 'trialing', 300));
    expect((await store.users.get(user.id))?.subscription_status).toBe('active');
    // every applied change, and only those, reached the user's live streams
    expect(events).toEqual(
      ['active', 'canceled', 'active'].map((subscriptionStatus) => ({
        type: 'subscription',
        userId: user.id,
        subscriptionStatus,
      })),
    );
  });
});

describe('startCheckout and openPortal', () => {
  it('checks the pack, checks out as the known customer, and opens the portal only for one', async () => {
    const user = await createTestUser(store, 'ana@example.com');
    const calls: unknown[] = [];
    const billing = { store, payments: fakePayments(calls) };
    await expect(
      startCheckout(billing, user.id, { kind: 'pack', packId: 'credits_3' }, 'http://app'),
    ).rejects.toThrow('Invalid credit package selected');
    await expect(openPortal(billing, user.id, 'http://app/settings')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await store.billing.setCustomerId(user.id, 'cus_9');
    expect(await startCheckout(billing, user.id, { kind: 'pro' }, 'http://app')).toEqual({
      id: 'cs_1',
      url: 'https://pay.example/cs_1',
    });
    expect(await openPortal(billing, user.id, 'http://app/settings')).toEqual({
      url: 'https://pay.example/portal/cus_9',
    });
    expect(calls).toEqual([
      {
        userId: user.id,
        email: 'ana@example.com',
        customerId: 'cus_9',
        purchase: { kind: 'pro' },
        appUrl: 'http://app',
      },
      { customerId: 'cus_9', returnUrl: 'http://app/settings' },
    ]);
  });
});

describe('a Stripe customer that no longer exists', () => {
  it('is forgotten, and the checkout made again with the e-mail', async () => {
    const user = await createTestUser(store, 'ana@example.com');
    await store.billing.setCustomerId(user.id, 'cus_gone');
    const calls: { customerId?: string | null }[] = [];
    const billing = { store, payments: fakePayments(calls, ['cus_gone']) };
    expect(
      await startCheckout(billing, user.id, { kind: 'pack', packId: 'credits_10' }, 'http://app'),
    ).toEqual({
      id: 'cs_1',
      url: 'https://pay.example/cs_1',
    });
    expect(calls.map((call) => call.customerId)).toEqual(['cus_gone', null]);
    expect((await store.billing.state(user.id))?.stripeCustomerId).toBeNull();
  });

  it('is forgotten when the portal is asked for, with a message that says so', async () => {
    const user = await createTestUser(store, 'ana@example.com');
    await store.billing.setCustomerId(user.id, 'cus_gone');
    const billing = { store, payments: fakePayments([], ['cus_gone']) };
    await expect(openPortal(billing, user.id, 'http://app/settings')).rejects.toMatchObject({
      code: 'CONFLICT',
      message:
        'Your billing account no longer exists at the payment provider: start a Pro subscription to create a new one',
    });
    expect((await store.billing.state(user.id))?.stripeCustomerId).toBeNull();
    // with none left, the portal says there is nothing to manage yet
    await expect(openPortal(billing, user.id, 'http://app/settings')).rejects.toThrow(
      'There is no subscription to manage yet: start a Pro subscription first',
    );
  });

  it('keeps the customer for any other failure', async () => {
    const user = await createTestUser(store, 'ana@example.com');
    await store.billing.setCustomerId(user.id, 'cus_9');
    const payments: Payments = {
      ...fakePayments(),
      createCheckout: async () => {
        throw new ValidationError('Failed to start payment process');
      },
    };
    await expect(
      startCheckout({ store, payments }, user.id, { kind: 'pack', packId: 'credits_10' }, 'http://app'),
    ).rejects.toThrow('Failed to start payment process');
    expect((await store.billing.state(user.id))?.stripeCustomerId).toBe('cus_9');
  });
});
