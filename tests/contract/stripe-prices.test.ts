// Contract: the price check at start and the doctor's Stripe check, against prices made on the
// sandbox through the SDK; and the checkout refusals Stripe answers for prices that do not fit,
// seen through the SDK itself (DESIGN.md §4: prices verified against the plans at start).
import { createProviders, loadConfig } from '@leadgen/core';
import { ConfigError, LeadgenError, ProviderError } from '@leadgen/core/domain';
import { checkStripe, createStripePayments } from '@leadgen/core/providers';
import { openTestStore } from '@leadgen/test-utils/core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_URL,
  SECRET_KEY,
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

const adapter = (prices: StripeHarness['prices'], secretKey = SECRET_KEY) =>
  createStripePayments({ secretKey, webhookSecret: WEBHOOK_SECRET, prices, apiBaseUrl: h.sandbox.url });

/** What `run` threw (the test fails if it did not). */
async function failureOf(run: () => Promise<unknown>): Promise<LeadgenError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof LeadgenError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

/** What the SDK threw for a call Stripe refuses. */
async function stripeRefusal(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    const { type, statusCode, code, param, message } = error;
    return { type, statusCode, code, param, message };
  }
  throw new Error('expected Stripe to refuse');
}

const oneTimePro = () =>
  h.stripe.prices.create({ currency: 'usd', unit_amount: 900, product_data: { name: 'Leadgen Pro' } });

describe('verifyPrices at start', () => {
  it('passes the prices made for the plans, and demo mode passes against the sandbox catalogue', async () => {
    await expect(h.payments.verifyPrices()).resolves.toBeUndefined();
    const store = await openTestStore();
    try {
      const demo = await createProviders(loadConfig({}), {
        outbox: store.outbox,
        log: () => {},
        demo: h.sandbox.endpoints(),
      });
      expect(demo.demo).toContain('stripe');
      await expect(demo.payments.verifyPrices()).resolves.toBeUndefined();
    } finally {
      await store.close();
    }
  });

  it('refuses a one-time Pro price, naming the variable, the price and what is wrong', async () => {
    const pro = await oneTimePro();
    const error = await failureOf(() => adapter({ ...h.prices, pro: pro.id }).verifyPrices());
    expect(error).toBeInstanceOf(ConfigError);
    expect([error.code, error.message]).toEqual([
      'CONFIG_INVALID',
      `Stripe prices do not match Leadgen's plans: STRIPE_PRICE_PRO ${pro.id} is one-time, Pro needs a monthly recurring price`,
    ]);
  });

  it('lists a pack in another currency, an archived pack, a yearly Pro and an unknown id together', async () => {
    const euros = await h.stripe.prices.create({
      currency: 'eur',
      unit_amount: 2000,
      product_data: { name: 'x' },
    });
    const archived = await h.stripe.prices.create({
      currency: 'usd',
      unit_amount: 5000,
      product_data: { name: 'y' },
    });
    await h.stripe.prices.update(archived.id, { active: false });
    const yearly = await h.stripe.prices.create({
      currency: 'usd',
      unit_amount: 900,
      recurring: { interval: 'year' },
      product_data: { name: 'z' },
    });
    const prices = {
      ...h.prices,
      credits_20: euros.id,
      credits_50: archived.id,
      credits_100: 'price_gone',
      pro: yearly.id,
    };
    const error = await failureOf(() => adapter(prices).verifyPrices());
    expect(error.message.replace("Stripe prices do not match Leadgen's plans: ", '').split('; ')).toEqual([
      `STRIPE_PRICE_CREDITS_20 ${euros.id} is 20.00 EUR, the 20-credit pack costs $20.00`,
      `STRIPE_PRICE_CREDITS_50 ${archived.id} is archived (inactive), and Checkout refuses inactive prices`,
      'STRIPE_PRICE_CREDITS_100 price_gone does not exist in this Stripe account (a test-mode price is not in live mode, nor the other way round)',
      `STRIPE_PRICE_PRO ${yearly.id} recurs every year, Pro needs a monthly recurring price`,
    ]);
  });

  it("a refused key is PROVIDER_AUTH with Stripe's reason, and the key appears nowhere", async () => {
    const key = 'sk_live_wrong_5e6f7a8b9c';
    const error = await failureOf(() => adapter(h.prices, key).verifyPrices());
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.code).toBe('PROVIDER_AUTH');
    expect(error.message).toBe(
      'Could not check the Stripe prices against the plans: StripeAuthenticationError (HTTP 401): Invalid API Key provided: sk_live_****',
    );
    expect(`${error.message} ${JSON.stringify(error)}`).not.toContain('5e6f7a8b9c');
  });
});

describe('checkStripe (the doctor)', () => {
  const check = (prices: Partial<StripeHarness['prices']>, secretKey = SECRET_KEY) =>
    checkStripe({
      secretKey,
      apiBaseUrl: h.sandbox.url,
      prices: {
        credits_10: null,
        credits_20: null,
        credits_50: null,
        credits_100: null,
        pro: null,
        ...prices,
      },
    });

  it('says what works', async () => {
    expect(await check(h.prices)).toEqual({
      ok: true,
      detail: 'Stripe: the key works (test mode) and the 5 prices match the plans',
    });
    // without prices it reads the balance to prove the key
    const before = h.sandbox.counters.stripe.requests;
    expect(await check({})).toEqual({
      ok: false,
      detail:
        'Stripe: the key works (test mode); STRIPE_PRICE_CREDITS_10, STRIPE_PRICE_CREDITS_20, STRIPE_PRICE_CREDITS_50, STRIPE_PRICE_CREDITS_100, STRIPE_PRICE_PRO are not set',
    });
    expect(h.sandbox.counters.stripe.requests - before).toBe(1);
  });

  it('says what is wrong: a price, or the key', async () => {
    const pro = await oneTimePro();
    expect(await check({ ...h.prices, pro: pro.id })).toEqual({
      ok: false,
      detail: `Stripe prices do not match Leadgen's plans: STRIPE_PRICE_PRO ${pro.id} is one-time, Pro needs a monthly recurring price`,
    });
    const refused = await check(h.prices, 'sk_test_nope_1a2b3c');
    expect(refused.ok).toBe(false);
    expect(refused.detail).toBe(
      'Stripe: StripeAuthenticationError (HTTP 401): Invalid API Key provided: sk_test_****',
    );
  });
});

describe('checkout refusals for prices (through the SDK, as Stripe answers them)', () => {
  const base = { success_url: `${APP_URL}/ok`, cancel_url: `${APP_URL}/no` };

  it('an unknown price is 400 resource_missing on line_items[0][price]', async () => {
    expect(
      await stripeRefusal(() =>
        h.stripe.checkout.sessions.create({
          ...base,
          mode: 'payment',
          line_items: [{ price: 'price_x', quantity: 1 }],
        }),
      ),
    ).toEqual({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'resource_missing',
      param: 'line_items[0][price]',
      message: "No such price: 'price_x'",
    });
  });

  it('a recurring price in payment mode, and only one-time prices in subscription mode', async () => {
    const recurring = await stripeRefusal(() =>
      h.stripe.checkout.sessions.create({
        ...base,
        mode: 'payment',
        line_items: [{ price: h.prices.pro, quantity: 1 }],
      }),
    );
    expect(recurring).toMatchObject({
      statusCode: 400,
      message:
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
    });
    const oneTime = await stripeRefusal(() =>
      h.stripe.checkout.sessions.create({
        ...base,
        mode: 'subscription',
        line_items: [{ price: h.prices.credits_10, quantity: 1 }],
      }),
    );
    expect(oneTime).toMatchObject({
      statusCode: 400,
      message: 'You must provide at least one recurring price in `subscription` mode when using prices.',
    });
  });

  it("the adapter with a one-time Pro price fails with the spec message, Stripe's reason in the cause", async () => {
    const pro = await oneTimePro();
    const error = await failureOf(() =>
      adapter({ ...h.prices, pro: pro.id }).createCheckout({
        userId: 'user-1',
        email: 'a@example.com',
        customerId: null,
        purchase: { kind: 'pro' },
        appUrl: APP_URL,
      }),
    );
    expect([error.code, error.message]).toEqual(['PROVIDER_ERROR', 'Failed to start subscription process']);
    expect(String(error.cause)).toContain('recurring price in `subscription` mode');
  });
});
