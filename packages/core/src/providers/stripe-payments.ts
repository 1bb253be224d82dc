import type Stripe from 'stripe';
import { LeadgenError, ProviderError, ValidationError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import { findCreditPack, PRO_PLAN } from '../domain/plans.js';
import { type Payments, UnknownCustomerError } from './payments.js';
import type { RetryPolicy } from './retry.js';
import { createStripeClient, type StripeClientOptions, stripeRetrying } from './stripe-client.js';
import {
  describeStripeError,
  isStripeError,
  isStripeResourceMissing,
  stripeErrorCode,
  stripeProviderError,
} from './stripe-errors.js';
import { toPaymentEvent } from './stripe-events.js';
import { type StripePriceIds, verifyStripePrices } from './stripe-prices.js';

/** How old a webhook's signature may be, in seconds (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripePaymentsOptions extends StripeClientOptions {
  webhookSecret: string;
  /** The price id of each credit pack and of Pro (`STRIPE_PRICE_*`); null when not configured. */
  prices: StripePriceIds;
  /** Now in ms, for the webhook signature's age. */
  now?: () => number;
  /** Our retries of 429s, which stripe-node does not retry (Retry-After honoured). */
  retry?: Partial<RetryPolicy>;
  /** Makes the idempotency key of each call (shared by all its retries). */
  newId?: () => string;
}

/**
 * The Payments port on Stripe (DESIGN.md §4), through the official SDK: Checkout Sessions for
 * credit packs (mode payment) and Pro (mode subscription), Billing Portal sessions, webhook
 * verification, and the configured prices checked against the plans. Point `apiBaseUrl` at the
 * sandbox for tests and demo mode. A customer id Stripe no longer knows ("No such customer",
 * `resource_missing` on `customer`) is an UnknownCustomerError, for the caller to forget it.
 *
 * @example
 * const payments = createStripePayments({ secretKey, webhookSecret, prices: config.stripe.prices });
 * await payments.verifyPrices(); // at start: refuses prices that do not match the plans
 * const { url } = await payments.createCheckout({
 *   userId, email, customerId: null, purchase: { kind: 'pack', packId: 'credits_20' }, appUrl,
 * });
 */
export function createStripePayments(options: StripePaymentsOptions): Payments {
  const stripe = createStripeClient(options);
  const now = options.now ?? Date.now;
  const retrying = stripeRetrying({
    ...(options.retry ? { retry: options.retry } : {}),
    ...(options.newId ? { newId: options.newId } : {}),
  });

  async function call<T>(
    request: (requestOptions: Stripe.RequestOptions) => Promise<T>,
    failure: string,
    customerId: string | null = null,
  ): Promise<T> {
    try {
      return await retrying(request);
    } catch (error) {
      if (customerId && isStripeResourceMissing(error, 'customer')) {
        throw new UnknownCustomerError(customerId, failure, {
          status: error.statusCode,
          cause: new Error(describeStripeError(error, options.secretKey)),
        });
      }
      throw stripeProviderError(error, failure, options.secretKey);
    }
  }

  return {
    async createCheckout(input) {
      const params = checkoutParams(input, options.prices);
      const failure =
        input.purchase.kind === 'pack' ? messages.failedToStartPayment : messages.failedToStartSubscription;
      const session = await call(
        (requestOptions) => stripe.checkout.sessions.create(params, requestOptions),
        failure,
        input.customerId,
      );
      if (!session.url) {
        throw stripeProviderError(new Error('Stripe returned a Checkout Session without a URL'), failure, '');
      }
      return { id: session.id, url: session.url };
    },

    async createPortal(input) {
      const portal = await call(
        (requestOptions) =>
          stripe.billingPortal.sessions.create(
            { customer: input.customerId, return_url: input.returnUrl },
            requestOptions,
          ),
        messages.failedToOpenPortal,
        input.customerId,
      );
      return { url: portal.url };
    },

    async parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature ?? '',
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now(),
        );
      } catch (error) {
        // a bad, missing or stale signature: nothing else happens
        throw new ValidationError(messages.invalidWebhookSignature, { cause: error });
      }
      return toPaymentEvent(event, { prices: options.prices });
    },

    async verifyPrices() {
      try {
        // a GET: the idempotency key retrying() makes is not sent
        await verifyStripePrices(
          { retrieve: (id) => retrying(() => stripe.prices.retrieve(id)) },
          options.prices,
        );
      } catch (error) {
        if (error instanceof LeadgenError) throw error;
        const detail = describeStripeError(error, options.secretKey);
        const code = isStripeError(error) ? stripeErrorCode(error) : 'PROVIDER_ERROR';
        const status = isStripeError(error) ? error.statusCode : undefined;
        // the operator needs Stripe's reason at start, so it is in the message (the key scrubbed)
        throw new ProviderError(code, messages.stripePricesUnchecked(detail), {
          status,
          cause: new Error(detail),
        });
      }
    },
  };
}

/**
 * The Checkout Session for a purchase (spec §3, §4 "Payment return"): a pack is one payment of
 * its price with the credits in the metadata; Pro is a subscription whose metadata (on the
 * session and the subscription) names the user. An unknown pack, or one without a price, is
 * 'Invalid credit package selected'; Pro without a price is 'Subscription price ID not
 * configured' (spec §8 "Settings").
 */
function checkoutParams(
  input: Parameters<Payments['createCheckout']>[0],
  prices: StripePriceIds,
): Stripe.Checkout.SessionCreateParams {
  const appUrl = input.appUrl.replace(/\/+$/, '');
  const common = {
    client_reference_id: input.userId,
    ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
    cancel_url: `${appUrl}/settings?canceled=true`,
  };
  if (input.purchase.kind === 'pack') {
    const pack = findCreditPack(input.purchase.packId);
    const price = prices[pack.id];
    if (!price) throw new ValidationError(messages.invalidCreditPackage);
    return {
      ...common,
      mode: 'payment',
      line_items: [{ price, quantity: 1 }],
      metadata: { userId: input.userId, credits: String(pack.credits), packId: pack.id },
      success_url: `${appUrl}/settings?success=true&credits=${pack.credits}`,
    };
  }
  const price = prices.pro;
  if (!price) throw new ValidationError(messages.subscriptionPriceNotConfigured);
  const metadata = { userId: input.userId, plan: 'pro' };
  return {
    ...common,
    mode: 'subscription',
    line_items: [{ price, quantity: 1 }],
    metadata,
    subscription_data: { metadata },
    success_url: `${appUrl}/settings?success=true&credits=${PRO_PLAN.monthlyCredits}&type=subscription`,
  };
}
