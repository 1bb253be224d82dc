import type Stripe from 'stripe';
import { CREDIT_PACKS } from '../domain/plans.js';
import type { PaymentEvent } from './payments.js';

type Ignored = Extract<PaymentEvent, { type: 'ignored' }>;

/**
 * What Leadgen does about a verified Stripe event (DESIGN.md §4, spec §3 "Credit packages"):
 * - `checkout.session.completed` of a pack, paid -> `credits_paid`; completed but unpaid (a
 *   delayed payment method) waits for `checkout.session.async_payment_succeeded` -> `credits_paid`;
 *   a completed subscription checkout is ignored (the subscription events carry the state);
 * - `customer.subscription.created|updated|deleted` -> `subscription_changed` (active = status
 *   active or trialing, and not deleted);
 * - `invoice.paid` / `invoice.payment_succeeded` of a subscription -> `pro_invoice_paid`;
 * - anything else, or an event that is not one of Leadgen's (no user, no known pack) -> `ignored`.
 *
 * Real Stripe sends both invoice events for one invoice: fulfil a `pro_invoice_paid` once per
 * `invoiceId`, not per event.
 */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const ignored: Ignored = { type: 'ignored', eventId: event.id, eventType: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
      return creditsPaid(event.id, event.data.object, event.data.object.payment_status === 'paid') ?? ignored;
    case 'checkout.session.async_payment_succeeded':
      // the event itself says the delayed payment went through
      return creditsPaid(event.id, event.data.object, true) ?? ignored;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return (
        subscriptionChanged(event, event.data.object, event.type === 'customer.subscription.deleted') ??
        ignored
      );
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
      return proInvoicePaid(event.id, event.data.object) ?? ignored;
    default:
      return ignored;
  }
}

function creditsPaid(eventId: string, session: Stripe.Checkout.Session, paid: boolean): PaymentEvent | null {
  if (session.mode !== 'payment' || !paid) return null;
  const userId = session.client_reference_id || session.metadata?.userId;
  if (!userId) return null;
  // The credits granted are the pack's, and must agree with the pack id when both are present.
  const credits = Number(session.metadata?.credits);
  const pack = CREDIT_PACKS.find((candidate) => candidate.credits === credits);
  if (!pack) return null;
  const packId = session.metadata?.packId;
  if (packId && packId !== pack.id) return null;
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

function proInvoicePaid(eventId: string, invoice: Stripe.Invoice): PaymentEvent | null {
  const legacy = invoice as Stripe.Invoice & LegacyInvoiceFields;
  const details = invoice.parent?.subscription_details;
  const subscription = details?.subscription ?? legacy.subscription;
  const customerId = idOf(invoice.customer);
  if (!idOf(subscription) || !customerId || !invoice.id) return null;
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

/** The id of a reference that Stripe sends as an id, or as the object when expanded. */
function idOf(reference: string | { id?: string } | null | undefined): string | null {
  if (!reference) return null;
  return typeof reference === 'string' ? reference : (reference.id ?? null);
}
