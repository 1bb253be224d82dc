import type Stripe from 'stripe';
import { CREDIT_PACKS } from '../domain/plans.js';
import type { PaymentEvent } from './payments.js';
import type { StripePriceIds } from './stripe-prices.js';

type Ignored = Extract<PaymentEvent, { type: 'ignored' }>;

/** The invoices whose payment is a Pro month: the first one and each renewal (not prorations, manual ones…). */
const PRO_MONTH_REASONS: ReadonlySet<string> = new Set(['subscription_create', 'subscription_cycle']);

/**
 * What Leadgen does about a verified Stripe event (DESIGN.md §4, spec §3 "Credit packages"):
 * - `checkout.session.completed` of a pack, paid -> `credits_paid`; completed but unpaid (a
 *   delayed payment method) waits for `checkout.session.async_payment_succeeded` -> `credits_paid`;
 *   a completed subscription checkout is ignored (the subscription events carry the state). A
 *   session whose `amount_total` is below the pack's price in USD (a coupon, another currency)
 *   grants nothing: `ignored` with the reason;
 * - `customer.subscription.created|updated|deleted` -> `subscription_changed` (active = status
 *   active or trialing, and not deleted);
 * - `invoice.paid` / `invoice.payment_succeeded` of the Pro price -> `pro_invoice_paid`, only for
 *   the first invoice and renewals (`billing_reason` subscription_create or subscription_cycle)
 *   with `amount_paid` above zero: prorations, $0 trials and manual invoices are `ignored` with
 *   the reason. Both invoice shapes are read (the endpoint's API version decides which arrives);
 * - anything else, or an event that is not one of Leadgen's (no user, no known pack) -> `ignored`.
 *
 * Real Stripe sends both invoice events for one invoice: fulfil a `pro_invoice_paid` once per
 * `invoiceId`, not per event.
 */
export function toPaymentEvent(event: Stripe.Event, options: { prices: StripePriceIds }): PaymentEvent {
  const ignored: Ignored = { type: 'ignored', eventId: event.id, eventType: event.type };
  const settle = (parsed: Parsed): PaymentEvent =>
    typeof parsed === 'string' ? { ...ignored, reason: parsed } : (parsed ?? ignored);
  switch (event.type) {
    case 'checkout.session.completed':
      return settle(creditsPaid(event.id, event.data.object, event.data.object.payment_status === 'paid'));
    case 'checkout.session.async_payment_succeeded':
      // the event itself says the delayed payment went through
      return settle(creditsPaid(event.id, event.data.object, true));
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return settle(
        subscriptionChanged(event, event.data.object, event.type === 'customer.subscription.deleted'),
      );
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
      return settle(proInvoicePaid(event.id, event.data.object, options.prices.pro));
    default:
      return ignored;
  }
}

/** An event's effect; null when it is not one of Leadgen's; a reason when it grants nothing. */
type Parsed = PaymentEvent | string | null;

/** The pack's credits; null when not one of Leadgen's pack checkouts; a reason when underpaid. */
function creditsPaid(eventId: string, session: Stripe.Checkout.Session, paid: boolean): Parsed {
  if (session.mode !== 'payment' || !paid) return null;
  const userId = session.client_reference_id || session.metadata?.userId;
  if (!userId) return null;
  // The credits granted are the pack's, and must agree with the pack id when both are present.
  const credits = Number(session.metadata?.credits);
  const pack = CREDIT_PACKS.find((candidate) => candidate.credits === credits);
  if (!pack) return null;
  const packId = session.metadata?.packId;
  if (packId && packId !== pack.id) return null;
  // What was charged, after discounts and with taxes (amount_total, in the currency's minor
  // units): less than the pack's price in USD pays for no pack.
  const priceCents = pack.priceUsd * 100;
  const amount = session.amount_total;
  const currency = session.currency?.toLowerCase() ?? null;
  if (amount === null || amount === undefined || currency !== 'usd' || amount < priceCents) {
    const charged = amount === null || amount === undefined ? 'no amount' : `${amount} ${currency ?? '?'}`;
    return `checkout ${session.id} paid ${charged}, below the ${pack.credits}-credit pack's ${priceCents} usd: no credits granted`;
  }
  return {
    type: 'credits_paid',
    eventId,
    userId,
    credits: pack.credits,
    checkoutId: session.id,
    customerId: idOf(session.customer),
  };
}

function subscriptionChanged(
  event: Stripe.Event,
  subscription: Stripe.Subscription,
  deleted: boolean,
): PaymentEvent | null {
  const customerId = idOf(subscription.customer);
  if (!customerId) return null;
  const status = subscription.status;
  return {
    type: 'subscription_changed',
    eventId: event.id,
    userId: subscription.metadata?.userId || null,
    customerId,
    subscriptionId: subscription.id,
    status,
    active: !deleted && (status === 'active' || status === 'trialing'),
    created: event.created,
  };
}

/** Fields of invoices rendered by API versions before 2025-03-31 (an endpoint may be pinned to one). */
interface LegacyInvoiceFields {
  subscription?: string | { id: string } | null;
  subscription_details?: { metadata?: Record<string, string> | null } | null;
}

/** Fields of invoice lines before 2025-03-31: the price (and the older plan) on the line itself. */
interface LegacyLineFields {
  price?: string | { id: string } | null;
  plan?: string | { id: string } | null;
}

/** A paid Pro month; null when not a subscription invoice of ours; a reason when it grants nothing. */
function proInvoicePaid(eventId: string, invoice: Stripe.Invoice, proPriceId: string | null): Parsed {
  const legacy = invoice as Stripe.Invoice & LegacyInvoiceFields;
  // Since 2025-03-31.basil the subscription is under parent.subscription_details; before, on the
  // invoice (docs.stripe.com/changelog/basil/2025-03-31/adds-new-parent-field-to-invoicing-objects)
  const details = invoice.parent?.subscription_details;
  const subscription = details?.subscription ?? legacy.subscription;
  const customerId = idOf(invoice.customer);
  if (!idOf(subscription) || !customerId || !invoice.id) return null;
  const reason = invoice.billing_reason ?? 'none';
  if (!PRO_MONTH_REASONS.has(reason)) {
    return `invoice ${invoice.id} billing_reason ${reason}: only the first invoice and renewals grant Pro credits`;
  }
  if (!(invoice.amount_paid > 0))
    return `invoice ${invoice.id} paid ${invoice.amount_paid ?? 0}: no Pro credits`;
  const prices = invoicePriceIds(invoice);
  if (!proPriceId || !prices.includes(proPriceId)) {
    return `invoice ${invoice.id} is for ${prices.join(', ') || 'no price'}, not the Pro price ${proPriceId ?? '(not set)'}`;
  }
  const metadata =
    details?.metadata ??
    legacy.subscription_details?.metadata ??
    (typeof subscription === 'object' && subscription !== null && 'metadata' in subscription
      ? (subscription.metadata as Record<string, string> | null)
      : null);
  return {
    type: 'pro_invoice_paid',
    eventId,
    userId: metadata?.userId || null,
    customerId,
    invoiceId: invoice.id,
  };
}

/**
 * The price ids an invoice bills: `lines.data[].pricing.price_details.price` (an id, or the Price
 * when expanded) since 2025-03-31.basil, `lines.data[].price` (and `plan`) before it
 * (docs.stripe.com/changelog/basil/2025-03-31/invoice-pricing-configurations; stripe-node 23's
 * esm/resources/InvoiceLineItems.d.ts).
 */
function invoicePriceIds(invoice: Stripe.Invoice): string[] {
  const lines = (invoice.lines?.data ?? []) as (Stripe.InvoiceLineItem & LegacyLineFields)[];
  const ids = lines.flatMap((line) => [
    idOf(line.pricing?.price_details?.price),
    idOf(line.price),
    idOf(line.plan),
  ]);
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

/** The id of a reference that Stripe sends as an id, or as the object when expanded. */
function idOf(reference: string | { id?: string } | null | undefined): string | null {
  if (!reference) return null;
  return typeof reference === 'string' ? reference : (reference.id ?? null);
}
