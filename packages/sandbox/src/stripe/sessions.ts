import { type FormObject, metadataOf, object, objects, text } from './form.js';
import { stripeId, unixNow } from './ids.js';
import type { CheckoutSession, SessionRecord } from './objects.js';
import type { ParamError } from './param-error.js';
import type { StripeStore } from './store.js';

const DAY_SECONDS = 24 * 60 * 60;

// Stripe's words for a price that does not fit the mode (seen in Stripe's answers quoted in
// github.com/enupal/stripe/issues/370 and github.com/dayhaysoos/use-shopping-cart/issues/224)
const ONE_TIME_IN_SUBSCRIPTION =
  'You must provide at least one recurring price in `subscription` mode when using prices.';
const RECURRING_IN_PAYMENT =
  'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.';

/**
 * Builds a Checkout Session from the parameters of `POST /v1/checkout/sessions`, checking them
 * as Stripe does for what Leadgen sends: mode payment or subscription, at least one line item
 * with a price and a positive quantity, a success URL, at most one of customer and
 * customer_email, and subscription_data only in subscription mode. Each price must be in the
 * account's catalogue ("No such price: 'price_x'", resource_missing) and active; payment mode
 * takes only one-time prices, subscription mode needs a recurring one; a customer must exist
 * and not be deleted ("No such customer: 'cus_x'", resource_missing).
 */
export function buildCheckoutSession(
  form: FormObject,
  baseUrl: string,
  store: Pick<StripeStore, 'prices' | 'customers' | 'priceName'>,
): SessionRecord | ParamError {
  const mode = text(form, 'mode');
  if (mode === null) return missing('mode');
  if (mode !== 'payment' && mode !== 'subscription') {
    return {
      message: 'Invalid mode: must be one of payment or subscription (the sandbox has no setup mode).',
      param: 'mode',
    };
  }
  const items = objects(form, 'line_items');
  if (items.length === 0) return missing('line_items');
  const successUrl = text(form, 'success_url');
  if (successUrl === null) return missing('success_url');
  const customer = text(form, 'customer');
  const customerEmail = text(form, 'customer_email');
  if (customer !== null && customerEmail !== null) {
    return {
      message: 'You may only specify one of these parameters: customer, customer_email.',
      param: 'customer',
    };
  }
  if (mode === 'payment' && form.subscription_data !== undefined) {
    return { message: 'You can not pass `subscription_data` in `payment` mode.', param: 'subscription_data' };
  }
  const metadata = metadataOf(object(form, 'metadata'));
  const lineItems: SessionRecord['lineItems'] = [];
  for (const [index, item] of items.entries()) {
    const param = `line_items[${index}][price]`;
    const priceId = text(item, 'price');
    if (priceId === null) return missing(param);
    const price = store.prices.get(priceId);
    if (!price) return { message: `No such price: '${priceId}'`, param, code: 'resource_missing' };
    if (!price.active) {
      return { message: 'The price specified is inactive. This field only accepts active prices.', param };
    }
    // the param of this refusal is our reading (Stripe's answer on its older payment pages
    // named the item: `items[0]`)
    if (mode === 'payment' && price.type === 'recurring') {
      return { message: RECURRING_IN_PAYMENT, param: `line_items[${index}]` };
    }
    const quantity = Number(text(item, 'quantity'));
    if (!Number.isInteger(quantity) || quantity < 1) {
      return {
        message: 'Quantity must be a positive whole number.',
        param: `line_items[${index}][quantity]`,
      };
    }
    lineItems.push({ id: stripeId('li', 24), price, quantity, description: store.priceName(price) });
  }
  if (mode === 'subscription' && !lineItems.some((item) => item.price.type === 'recurring')) {
    return { message: ONE_TIME_IN_SUBSCRIPTION };
  }
  if (customer !== null && !store.customers.has(customer)) {
    return { message: `No such customer: '${customer}'`, param: 'customer', code: 'resource_missing' };
  }
  const amounts = lineItems.map((item) =>
    item.price.unit_amount === null ? null : item.price.unit_amount * item.quantity,
  );
  const total = amounts.includes(null)
    ? null
    : amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0);
  const id = stripeId('cs_test', 58);
  const pageUrl = `${baseUrl}/checkout/${id}`;
  const now = unixNow();
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    amount_subtotal: total,
    amount_total: total,
    cancel_url: text(form, 'cancel_url'),
    client_reference_id: text(form, 'client_reference_id'),
    created: now,
    currency: lineItems[0]?.price.currency ?? 'usd',
    customer,
    customer_details: null,
    customer_email: customerEmail,
    expires_at: now + DAY_SECONDS,
    invoice: null,
    livemode: false,
    metadata,
    mode,
    payment_intent: null,
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    status: 'open',
    subscription: null,
    success_url: successUrl,
    url: pageUrl,
  };
  return {
    session,
    lineItems,
    subscriptionMetadata: metadataOf(object(object(form, 'subscription_data'), 'metadata')),
    asyncPayment: metadata.asyncPayment === 'true',
    pageUrl,
  };
}

/** The session's line items as `expand[]=line_items` returns them. */
export function lineItemList(record: SessionRecord): object {
  return {
    object: 'list',
    data: record.lineItems.map((item) => {
      const amount = item.price.unit_amount === null ? null : item.price.unit_amount * item.quantity;
      return {
        id: item.id,
        object: 'item',
        amount_subtotal: amount,
        amount_total: amount,
        currency: item.price.currency,
        description: item.description,
        price: item.price,
        quantity: item.quantity,
      };
    }),
    has_more: false,
    url: `/v1/checkout/sessions/${record.session.id}/line_items`,
  };
}

/** Where a paid session sends the browser: success_url with `{CHECKOUT_SESSION_ID}` filled in. */
export function successRedirect(session: CheckoutSession): string {
  return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

function missing(param: string): ParamError {
  return { message: `Missing required param: ${param}.`, param };
}
