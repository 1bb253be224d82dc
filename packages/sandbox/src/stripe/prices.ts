import { CREDIT_PACKS, PRO_PLAN } from '@leadgen/core/domain';
import { type FormObject, metadataOf, object, text } from './form.js';
import { stripeId } from './ids.js';
import type { Price, Product, Recurring } from './objects.js';
import type { ParamError } from './param-error.js';

/**
 * The ids of demo mode's prices, one per pack and Pro (core's DEMO_PRICES in
 * providers/create-providers.ts names the same): every sandbox's catalogue starts with them, at
 * the plans' prices (spec §3, §9), as the operator's Stripe account would have them.
 */
export const DEMO_PRICE_IDS = {
  credits_10: 'price_demo_credits_10',
  credits_20: 'price_demo_credits_20',
  credits_50: 'price_demo_credits_50',
  credits_100: 'price_demo_credits_100',
  pro: 'price_demo_pro',
} as const;

const INTERVALS: readonly Recurring['interval'][] = ['day', 'week', 'month', 'year'];

/** The catalogue a sandbox starts with: Leadgen's two products and the demo prices. */
export function demoCatalogue(created: number): { products: Product[]; prices: Price[] } {
  const product = (id: string, name: string): Product => ({
    id,
    object: 'product',
    active: true,
    created,
    livemode: false,
    name,
  });
  const packs = CREDIT_PACKS.map((pack) =>
    newPrice({
      id: DEMO_PRICE_IDS[pack.id],
      created,
      currency: 'usd',
      unitAmount: pack.priceUsd * 100,
      product: 'prod_leadgen_credits',
      nickname: `${pack.credits} credits`,
      recurring: null,
    }),
  );
  const pro = newPrice({
    id: DEMO_PRICE_IDS.pro,
    created,
    currency: 'usd',
    unitAmount: PRO_PLAN.priceUsd * 100,
    product: 'prod_leadgen_pro',
    nickname: 'Leadgen Pro',
    recurring: { interval: 'month', intervalCount: 1 },
  });
  return {
    products: [
      product('prod_leadgen_credits', 'Leadgen credits'),
      product('prod_leadgen_pro', 'Leadgen Pro'),
    ],
    prices: [...packs, pro],
  };
}

/** A price object with Stripe's defaults around the fields that matter. */
export function newPrice(fields: {
  id: string;
  created: number;
  currency: string;
  unitAmount: number;
  product: string;
  nickname: string | null;
  recurring: { interval: Recurring['interval']; intervalCount: number } | null;
  active?: boolean;
  metadata?: Record<string, string>;
}): Price {
  return {
    id: fields.id,
    object: 'price',
    active: fields.active ?? true,
    billing_scheme: 'per_unit',
    created: fields.created,
    currency: fields.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: fields.metadata ?? {},
    nickname: fields.nickname,
    product: fields.product,
    recurring: fields.recurring && {
      interval: fields.recurring.interval,
      interval_count: fields.recurring.intervalCount,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: fields.recurring ? 'recurring' : 'one_time',
    unit_amount: fields.unitAmount,
    unit_amount_decimal: String(fields.unitAmount),
  };
}

/**
 * A price from the parameters of `POST /v1/prices`, checked as Stripe checks what tests send:
 * `currency`, `unit_amount` (a whole number of minor units), `product` or `product_data[name]`,
 * `recurring[interval]` (day, week, month or year) and `recurring[interval_count]`, `active`,
 * `nickname`, `metadata`. The product of `product_data` is made too.
 */
export function priceFromForm(
  form: FormObject,
  created: number,
  knownProduct: (id: string) => boolean,
): { price: Price; product: Product | null } | ParamError {
  const currency = text(form, 'currency');
  if (!currency) return { message: 'Missing required param: currency.', param: 'currency' };
  const amountText = text(form, 'unit_amount');
  if (amountText === null) return { message: 'Missing required param: unit_amount.', param: 'unit_amount' };
  const unitAmount = Number(amountText);
  if (!/^\d+$/.test(amountText) || !Number.isSafeInteger(unitAmount)) {
    return { message: 'Invalid integer: unit_amount', param: 'unit_amount' };
  }
  const productData = object(form, 'product_data');
  const productName = text(productData, 'name');
  let product: Product | null = null;
  let productId = text(form, 'product');
  if (productId === null) {
    if (productName === null) return { message: 'Missing required param: product.', param: 'product' };
    product = {
      id: stripeId('prod', 14),
      object: 'product',
      active: true,
      created,
      livemode: false,
      name: productName,
    };
    productId = product.id;
  } else if (!knownProduct(productId)) {
    return { message: `No such product: '${productId}'`, param: 'product', code: 'resource_missing' };
  }
  const recurringForm = form.recurring === undefined ? null : object(form, 'recurring');
  let recurring: { interval: Recurring['interval']; intervalCount: number } | null = null;
  if (recurringForm) {
    const interval = text(recurringForm, 'interval') as Recurring['interval'] | null;
    if (interval === null)
      return { message: 'Missing required param: recurring[interval].', param: 'recurring[interval]' };
    if (!INTERVALS.includes(interval)) {
      return {
        message: 'Invalid recurring[interval]: must be one of day, week, month, or year',
        param: 'recurring[interval]',
      };
    }
    recurring = { interval, intervalCount: Number(text(recurringForm, 'interval_count') ?? '1') || 1 };
  }
  const price = newPrice({
    id: stripeId('price', 24),
    created,
    currency: currency.toLowerCase(),
    unitAmount,
    product: productId,
    nickname: text(form, 'nickname'),
    recurring,
    active: text(form, 'active') !== 'false',
    metadata: metadataOf(object(form, 'metadata')),
  });
  return { price, product };
}

/** An amount in minor units as the page shows it: `$20.00`, `20.00 EUR`; an unknown amount is a dash. */
export function formatAmount(minorUnits: number | null, currency = 'usd'): string {
  if (minorUnits === null) return '—';
  const amount = (minorUnits / 100).toFixed(2);
  return currency === 'usd' ? `$${amount}` : `${amount} ${currency.toUpperCase()}`;
}
