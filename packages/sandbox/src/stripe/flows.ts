import type { EventSender } from './events.js';
import { stripeId, unixNow } from './ids.js';
import type { Invoice, RecordedEvent, SessionRecord, Subscription } from './objects.js';
import type { StripeStore } from './store.js';

const MONTH_SECONDS = 30 * 24 * 60 * 60;

/** What happens on Stripe's side when a customer pays, renews or cancels. */
export interface StripeFlows {
  /**
   * Completes an open session and sends its events, in order: a pack sends
   * `checkout.session.completed` (paid), or completed (unpaid) then
   * `checkout.session.async_payment_succeeded` when `metadata[asyncPayment]=true`; a subscription
   * creates a customer, the subscription and its first invoice, and sends completed,
   * `customer.subscription.created` and `invoice.paid` (subscription_create). A session that is
   * no longer open sends nothing.
   */
  completeCheckout(record: SessionRecord): Promise<RecordedEvent[]>;
  /** A new billing period: a paid invoice (subscription_cycle). Null when not an active subscription. */
  renew(subscriptionId: string): Promise<RecordedEvent[] | null>;
  /** Cancels at once: `customer.subscription.deleted`. Null when not an active subscription. */
  cancel(subscriptionId: string): Promise<RecordedEvent[] | null>;
}

export function createFlows(store: StripeStore, sender: EventSender): StripeFlows {
  return {
    async completeCheckout(record) {
      const { session } = record;
      if (session.status !== 'open') return [];
      session.status = 'complete';
      session.url = null;
      if (session.mode === 'payment') {
        session.payment_intent = stripeId('pi', 24);
        session.customer_details = {
          email: session.customer_email ?? customerEmail(store, session.customer),
        };
        if (!record.asyncPayment) {
          session.payment_status = 'paid';
          return [await sender.send('checkout.session.completed', session)];
        }
        const completed = await sender.send('checkout.session.completed', session);
        session.payment_status = 'paid';
        return [completed, await sender.send('checkout.session.async_payment_succeeded', session)];
      }
      const customer = store.customer(session.customer, session.customer_email);
      const subscription = newSubscription(customer.id, record);
      store.subscriptions.set(subscription.id, subscription);
      const invoice = newInvoice(subscription, 'subscription_create');
      store.invoices.set(invoice.id, invoice);
      subscription.latest_invoice = invoice.id;
      session.customer = customer.id;
      session.customer_details = { email: customer.email };
      session.subscription = subscription.id;
      session.invoice = invoice.id;
      session.payment_status = 'paid';
      return [
        await sender.send('checkout.session.completed', session),
        await sender.send('customer.subscription.created', subscription),
        await sender.send('invoice.paid', invoice),
      ];
    },

    async renew(subscriptionId) {
      const subscription = store.subscriptions.get(subscriptionId);
      if (subscription?.status !== 'active') return null;
      for (const item of subscription.items.data) {
        item.current_period_start = item.current_period_end;
        item.current_period_end += MONTH_SECONDS;
      }
      const invoice = newInvoice(subscription, 'subscription_cycle');
      store.invoices.set(invoice.id, invoice);
      subscription.latest_invoice = invoice.id;
      return [await sender.send('invoice.paid', invoice)];
    },

    async cancel(subscriptionId) {
      const subscription = store.subscriptions.get(subscriptionId);
      if (subscription?.status !== 'active') return null;
      subscription.status = 'canceled';
      subscription.canceled_at = unixNow();
      subscription.ended_at = subscription.canceled_at;
      return [await sender.send('customer.subscription.deleted', subscription)];
    },
  };
}

function customerEmail(store: StripeStore, customerId: string | null): string | null {
  return customerId ? (store.customers.get(customerId)?.email ?? null) : null;
}

function newSubscription(customerId: string, record: SessionRecord): Subscription {
  const now = unixNow();
  return {
    id: stripeId('sub', 24),
    object: 'subscription',
    cancel_at_period_end: false,
    canceled_at: null,
    created: now,
    currency: 'usd',
    customer: customerId,
    ended_at: null,
    items: {
      object: 'list',
      data: record.lineItems.map((item) => ({
        id: stripeId('si', 14),
        object: 'subscription_item',
        current_period_end: now + MONTH_SECONDS,
        current_period_start: now,
        price: item.price,
        quantity: item.quantity,
      })),
    },
    latest_invoice: null,
    livemode: false,
    metadata: { ...record.subscriptionMetadata },
    start_date: now,
    status: 'active',
  };
}

function newInvoice(subscription: Subscription, reason: Invoice['billing_reason']): Invoice {
  const now = unixNow();
  const amount = subscription.items.data.reduce(
    (sum, item) => sum + (item.price.unit_amount ?? 0) * item.quantity,
    0,
  );
  return {
    id: stripeId('in', 24),
    object: 'invoice',
    amount_due: amount,
    amount_paid: amount,
    billing_reason: reason,
    created: now,
    currency: 'usd',
    customer: subscription.customer,
    livemode: false,
    parent: {
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
  };
}
