import { ProviderError } from '../domain/errors.js';
import type { CreditPackId } from '../domain/plans.js';

/** What a checkout buys: a credit pack (one payment) or the Pro plan (a subscription). */
export type Purchase = { kind: 'pack'; packId: CreditPackId } | { kind: 'pro' };

/** A payment-provider event, turned into what Leadgen does about it. */
export type PaymentEvent =
  /** A pack's checkout is paid (spec: credits granted once per event). */
  | {
      type: 'credits_paid';
      eventId: string;
      userId: string;
      credits: number;
      checkoutId: string;
      customerId: string | null;
    }
  /** A subscription changed; `active` is Pro. `created` (unix s) orders out-of-order events. */
  | {
      type: 'subscription_changed';
      eventId: string;
      userId: string | null;
      customerId: string;
      subscriptionId: string;
      status: string;
      active: boolean;
      created: number;
    }
  /** A Pro invoice was paid: the month's credits are due. */
  | {
      type: 'pro_invoice_paid';
      eventId: string;
      userId: string | null;
      customerId: string;
      invoiceId: string;
    }
  /**
   * Anything else: acknowledged, no effect. `reason` says why an event that looked like a
   * payment grants nothing (an amount below the pack's price, a proration invoice…), for the log.
   */
  | { type: 'ignored'; eventId: string; eventType: string; reason?: string };

/**
 * The payments port (DESIGN.md §4). One real adapter (Stripe). `parseWebhook` verifies the
 * signature first; a bad one rejects and changes nothing. Every method is asynchronous, so the
 * adapter (and its SDK) loads on first use (`createProviders`).
 */
export interface Payments {
  createCheckout(input: {
    userId: string;
    email: string;
    customerId: string | null;
    purchase: Purchase;
    /** The public URL of the web app, for the success and cancel links. */
    appUrl: string;
  }): Promise<{ id: string; url: string }>;
  createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  parseWebhook(rawBody: string, signature: string | null): Promise<PaymentEvent>;
  /**
   * Checks every configured price against the plans (DESIGN.md §4: prices verified at start):
   * packs one-time, Pro monthly, amounts and currency as in domain/plans.ts, all active. Throws
   * ConfigError naming each price id, its variable and what is wrong; a provider that cannot be
   * asked throws ProviderError.
   */
  verifyPrices(): Promise<void>;
}

/**
 * Thrown by `createCheckout` and `createPortal` when the provider no longer knows the customer
 * id it was given (deleted, or from another account or mode). The caller forgets the id: a
 * checkout can go on with the e-mail instead.
 */
export class UnknownCustomerError extends ProviderError {
  readonly customerId: string;

  constructor(customerId: string, message: string, options: { status?: number; cause?: unknown } = {}) {
    super('PROVIDER_ERROR', message, options);
    this.name = 'UnknownCustomerError';
    this.customerId = customerId;
  }
}
