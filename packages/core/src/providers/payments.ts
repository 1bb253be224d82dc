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
  /** Anything else: acknowledged, no effect. */
  | { type: 'ignored'; eventId: string; eventType: string };

/**
 * The payments port (DESIGN.md §4). One real adapter (Stripe). `parseWebhook` verifies the
 * signature first; a bad one throws and changes nothing.
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
  parseWebhook(rawBody: string, signature: string | null): PaymentEvent;
}
