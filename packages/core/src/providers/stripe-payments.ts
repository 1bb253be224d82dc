import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { ValidationError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import { type CreditPackId, findCreditPack, PRO_PLAN } from '../domain/plans.js';
import type { Payments } from './payments.js';
import { type AttemptOutcome, DEFAULT_RETRY, parseRetryAfter, type RetryPolicy, withRetry } from './retry.js';
import { isStripeRateLimit, stripeProviderError } from './stripe-errors.js';
import { toPaymentEvent } from './stripe-events.js';

/** How old a webhook's signature may be, in seconds (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripePaymentsOptions {
  secretKey: string;
  webhookSecret: string;
  /** The price id of each credit pack and of Pro (`STRIPE_PRICE_*`); null when not configured. */
  prices: Record<CreditPackId | 'pro', string | null>;
  /** Another API host, e.g. the sandbox's `http://127.0.0.1:4010`; Stripe's own when absent. */
  apiBaseUrl?: string | null;
  /** Now in ms, for the webhook signature's age. */
  now?: () => number;
  /** Retries stripe-node makes itself on 5xx, 409 and network errors (idempotency-keyed). */
  maxNetworkRetries?: number;
  timeoutMs?: number;
  /** Our retries of 429s, which stripe-node does not retry (Retry-After honoured). */
  retry?: Partial<RetryPolicy>;
  /** Makes the idempotency key of each call (shared by all its retries). */
  newId?: () => string;
}

/**
 * The Payments port on Stripe (DESIGN.md §4), through the official SDK: Checkout Sessions for
 * credit packs (mode payment) and Pro (mode subscription), Billing Portal sessions, and webhook
 * verification. Point `apiBaseUrl` at the sandbox for tests and demo mode.
 *
 * @example
 * const payments = createStripePayments({ secretKey, webhookSecret, prices: config.stripe.prices });
 * const { url } = await payments.createCheckout({
 *   userId, email, customerId: null, purchase: { kind: 'pack', packId: 'credits_20' }, appUrl,
 * });
 */
export function createStripePayments(options: StripePaymentsOptions): Payments {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'Leadgen' },
    ...hostOptions(options.apiBaseUrl),
  });
  const now = options.now ?? Date.now;
  const newId = options.newId ?? randomUUID;
  const policy: RetryPolicy = { ...DEFAULT_RETRY, attempts: 3, maxRetryAfterMs: 10_000, ...options.retry };

  async function call<T>(
    request: (requestOptions: Stripe.RequestOptions) => Promise<T>,
    failure: string,
  ): Promise<T> {
    const requestOptions = { idempotencyKey: `leadgen-${newId()}` };
    const attempt = async (): Promise<AttemptOutcome<T>> => {
      try {
        return { ok: true, value: await request(requestOptions) };
      } catch (error) {
        const failed = error instanceof Error ? error : new Error(String(error));
        if (!isStripeRateLimit(error)) return { ok: false, retryable: false, error: failed };
        const retryAfterMs = parseRetryAfter(error.headers?.['retry-after'], policy.now());
        return { ok: false, retryable: true, error: failed, retryAfterMs };
      }
    };
    try {
      return await withRetry(attempt, policy);
    } catch (error) {
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
      );
      return { url: portal.url };
    },

    parseWebhook(rawBody, signature) {
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
      return toPaymentEvent(event);
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
  prices: StripePaymentsOptions['prices'],
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

/** stripe-node's host, port and protocol for a base URL such as `http://127.0.0.1:4010`. */
function hostOptions(
  apiBaseUrl: string | null | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBaseUrl) return {};
  const url = new URL(apiBaseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}
