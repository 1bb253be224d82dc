import { stripeId, unixNow } from './ids.js';
import type { BillingReason, Invoice, InvoiceLine, Subscription } from './objects.js';

/** What an invoice of a subscription bills, beyond its items at their prices. */
export interface InvoiceOptions {
  billingReason: BillingReason;
  /** The amount paid in minor units: 0 for a trial's invoice; the items' total when absent. */
  amountPaid?: number;
  /** The invoice lines are prorations (a plan change's invoice). */
  proration?: boolean;
}

/**
 * A paid invoice of `subscription` in the shape of the API version the SDK pins (2026-10-28):
 * the subscription and its metadata snapshot under `parent.subscription_details`, each line's
 * price under `pricing.price_details.price` (docs.stripe.com/changelog/basil/2025-03-31/
 * adds-new-parent-field-to-invoicing-objects and …/invoice-pricing-configurations). A `manual`
 * invoice has no subscription parent.
 */
export function newInvoice(subscription: Subscription, options: InvoiceOptions): Invoice {
  const now = unixNow();
  const id = stripeId('in', 24);
  const lines = subscription.items.data.map((item): InvoiceLine => {
    const amount = (item.price.unit_amount ?? 0) * item.quantity;
    return {
      id: stripeId('il', 24),
      object: 'line_item',
      amount,
      currency: item.price.currency,
      description: `${item.quantity} × ${item.price.nickname ?? item.price.product}`,
      discount_amounts: [],
      discountable: !options.proration,
      discounts: [],
      invoice: id,
      livemode: false,
      metadata: { ...subscription.metadata },
      parent: {
        type: 'subscription_item_details',
        invoice_item_details: null,
        subscription_item_details: {
          invoice_item: null,
          proration: options.proration ?? false,
          proration_details: { credited_items: null },
          subscription: subscription.id,
          subscription_item: item.id,
        },
      },
      period: { end: item.current_period_end, start: item.current_period_start },
      pretax_credit_amounts: [],
      pricing: {
        type: 'price_details',
        price_details: { price: item.price.id, product: item.price.product },
        unit_amount_decimal: item.price.unit_amount_decimal,
      },
      quantity: item.quantity,
      subtotal: amount,
      taxes: [],
    };
  });
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const paid = options.amountPaid ?? total;
  return {
    id,
    object: 'invoice',
    amount_due: paid,
    amount_paid: paid,
    amount_remaining: 0,
    billing_reason: options.billingReason,
    created: now,
    currency: subscription.currency,
    customer: subscription.customer,
    lines: {
      object: 'list',
      data: lines,
      has_more: false,
      total_count: lines.length,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
    parent:
      options.billingReason === 'manual'
        ? null
        : {
            type: 'subscription_details',
            quote_details: null,
            subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
          },
    // as on Stripe, a subscription invoice's own period is the moment it bills (the
    // subscription's period is on its items)
    period_end: now,
    period_start: now,
    status: 'paid',
    status_transitions: { paid_at: now },
    subtotal: paid,
    total: paid,
  };
}

/**
 * The same invoice as an endpoint pinned to an API version before 2025-03-31 receives it: the
 * subscription and `subscription_details` on the invoice, no `parent`; each line with its
 * `price` (the Price object), `type`, `subscription`, `proration`, and no `pricing`.
 */
export function legacyInvoice(invoice: Invoice, prices: (id: string) => object | undefined): object {
  const { parent, lines, ...rest } = invoice;
  const details = parent?.subscription_details ?? null;
  return {
    ...rest,
    subscription: details?.subscription ?? null,
    subscription_details: details ? { metadata: details.metadata } : null,
    lines: {
      ...lines,
      data: lines.data.map(({ parent: lineParent, pricing, ...line }) => ({
        ...line,
        price: prices(pricing.price_details.price) ?? null,
        proration: lineParent.subscription_item_details.proration,
        subscription: lineParent.subscription_item_details.subscription,
        subscription_item: lineParent.subscription_item_details.subscription_item,
        type: 'subscription',
      })),
    },
  };
}
