import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../domain/errors.js';
import { type StripePriceIds, verifyStripePrices } from './stripe-prices.js';

const IDS: StripePriceIds = {
  credits_10: 'price_10',
  credits_20: 'price_20',
  credits_50: 'price_50',
  credits_100: 'price_100',
  pro: 'price_pro',
};

/** A price as `GET /v1/prices/{id}` returns it (the fields the check reads, and their neighbours). */
function price(id: string, fields: Partial<Stripe.Price> = {}): Stripe.Price {
  return {
    id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: 1,
    currency: 'usd',
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: 'prod_1',
    recurring: null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'one_time',
    unit_amount: 1000,
    unit_amount_decimal: null,
    ...fields,
  };
}

const monthly: Stripe.Price.Recurring = {
  interval: 'month',
  interval_count: 1,
  meter: null,
  trial_period_days: null,
  usage_type: 'licensed',
};

/** The catalogue the plans need, with `changes` applied. */
function catalogue(changes: Record<string, Partial<Stripe.Price> | 'missing'> = {}) {
  const prices: Record<string, Stripe.Price> = {
    price_10: price('price_10', { unit_amount: 1000 }),
    price_20: price('price_20', { unit_amount: 2000 }),
    price_50: price('price_50', { unit_amount: 5000 }),
    price_100: price('price_100', { unit_amount: 10000 }),
    price_pro: price('price_pro', { unit_amount: 900, type: 'recurring', recurring: monthly }),
  };
  const asked: string[] = [];
  return {
    asked,
    reader: {
      async retrieve(id: string) {
        asked.push(id);
        const change = changes[id];
        const found = prices[id];
        if (change === 'missing' || !found) {
          // what stripe-node throws for Stripe's 404
          throw Object.assign(new Error(`No such price: '${id}'`), {
            type: 'StripeInvalidRequestError',
            code: 'resource_missing',
            param: 'id',
            statusCode: 404,
          });
        }
        return { ...found, ...change };
      },
    },
  };
}

async function problemOf(changes: Parameters<typeof catalogue>[0], ids = IDS): Promise<string> {
  try {
    await verifyStripePrices(catalogue(changes).reader, ids);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
}

describe('verifyStripePrices', () => {
  it('passes prices that match the plans, checking each configured one once', async () => {
    const { reader, asked } = catalogue();
    expect(await verifyStripePrices(reader, IDS)).toBe(5);
    expect(asked).toEqual(['price_10', 'price_20', 'price_50', 'price_100', 'price_pro']);
    const partial = catalogue();
    expect(await verifyStripePrices(partial.reader, { ...IDS, credits_50: null, pro: null })).toBe(3);
    expect(partial.asked).toEqual(['price_10', 'price_20', 'price_100']);
  });

  it('refuses a one-time Pro price, naming the variable and the price', async () => {
    expect(await problemOf({ price_pro: { type: 'one_time', recurring: null } })).toBe(
      "Stripe prices do not match Leadgen's plans: STRIPE_PRICE_PRO price_pro is one-time, Pro needs a monthly recurring price",
    );
  });

  it.each([
    [
      { recurring: { ...monthly, interval: 'year' as const } },
      'recurs every year, Pro needs a monthly recurring price',
    ],
    [
      { recurring: { ...monthly, interval_count: 3 } },
      'recurs every 3 months, Pro needs a monthly recurring price',
    ],
    [
      { recurring: { ...monthly, usage_type: 'metered' as const } },
      'is metered (billed by usage), Pro needs a fixed monthly price',
    ],
    [{ unit_amount: 1000 }, 'is $10.00 a month, Pro costs $9.00 a month'],
    [{ currency: 'eur' }, 'is 9.00 EUR a month, Pro costs $9.00 a month'],
    [{ unit_amount: null }, 'has no fixed amount (tiered or customer-chosen), Pro costs $9.00 a month'],
    [{ active: false }, 'is archived (inactive), and Checkout refuses inactive prices'],
  ])('refuses a Pro price that %o', async (change, problem) => {
    expect(await problemOf({ price_pro: change })).toBe(
      `Stripe prices do not match Leadgen's plans: STRIPE_PRICE_PRO price_pro ${problem}`,
    );
  });

  it('lists every pack price that is wrong, and one that does not exist', async () => {
    const message = await problemOf({
      price_10: { type: 'recurring', recurring: monthly },
      price_20: { unit_amount: 2500 },
      price_50: { currency: 'gbp' },
      price_100: 'missing',
    });
    expect(message.split(': ').slice(1).join(': ').split('; ')).toEqual([
      'STRIPE_PRICE_CREDITS_10 price_10 is recurring, a credit pack needs a one-time price',
      'STRIPE_PRICE_CREDITS_20 price_20 is $25.00, the 20-credit pack costs $20.00',
      'STRIPE_PRICE_CREDITS_50 price_50 is 50.00 GBP, the 50-credit pack costs $50.00',
      'STRIPE_PRICE_CREDITS_100 price_100 does not exist in this Stripe account (a test-mode price is not in live mode, nor the other way round)',
    ]);
  });

  it('lets a failure to ask Stripe through, as stripe-node threw it', async () => {
    const refused = Object.assign(new Error('Invalid API Key provided: sk_live_****'), {
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    const reader = {
      retrieve: async () => {
        throw refused;
      },
    };
    await expect(verifyStripePrices(reader, IDS)).rejects.toBe(refused);
  });
});
