import type { EventSender } from './events.js';
import { stripeId, unixNow } from './ids.js';
import { type InvoiceOptions, legacyInvoice, newInvoice } from './invoices.js';
import { API_VERSION, type RecordedEvent, type SessionRecord, type Subscription } from './objects.js';
import type { StripeStore } from './store.js';

const MONTH_SECONDS = 30 * 24 * 60 * 60;

/** A subscription invoice to bill now (the admin hook's body), and the API version to render it in. */
export interface InvoiceRequest extends InvoiceOptions {
  /** An endpoint's API version; before 2025-03-31 the invoice has its older shape. */
  apiVersion?: string;
}

/** What happens on Stripe's side when a customer pays, renews or cancels. */
export interface StripeFlows {
  /**
   * Completes an open session and sends its events, in order: a pack sends
   * `checkout.session.completed` (paid), or completed (unpaid) then
   * `checkout.session.async_payment_succeeded` when `metadata[asyncPayment]=true`; a subscription
   * creates a customer (unless the session has one), the subscription and its first invoice, and
   * sends completed, `customer.subscription.created`, `invoice.paid` and
   * `invoice.payment_succeeded` (subscription_create). A session no longer open sends nothing.
   */
  completeCheckout(record: SessionRecord): Promise<RecordedEvent[]>;
  /** A new billing period: a paid invoice (subscription_cycle). Null when not an active subscription. */
  renew(subscriptionId: string): Promise<RecordedEvent[] | null>;
  /**
   * Bills an active subscription now with the invoice asked for (a proration, a $0 invoice, a
   * manual one, an older API version's shape): `invoice.paid` and `invoice.payment_succeeded`.
   */
  invoice(subscriptionId: string, request: InvoiceRequest): Promise<RecordedEvent[] | null>;
  /** Cancels at once: `customer.subscription.deleted`. Null when not an active subscription. */
  cancel(subscriptionId: string): Promise<RecordedEvent[] | null>;
  /**
   * Deletes a customer, as `DELETE /v1/customers/{id}` does: its active subscriptions end
   * (`customer.subscription.deleted`), then `customer.deleted`. Null for no such customer.
   */
  deleteCustomer(customerId: string): Promise<RecordedEvent[] | null>;
}

export function createFlows(store: StripeStore, sender: EventSender): StripeFlows {
  // Stripe sends both for every paid invoice, in no promised order (reference/real-services.md)
  async function sendPaid(subscription: Subscription, request: InvoiceRequest): Promise<RecordedEvent[]> {
    const invoice = newInvoice(subscription, request);
    store.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    const legacy = request.apiVersion !== undefined && request.apiVersion < '2025-03-31';
    const payload = legacy ? legacyInvoice(invoice, (id) => store.prices.get(id)) : invoice;
    const options = { apiVersion: request.apiVersion ?? API_VERSION };
    return [
      await sender.send('invoice.paid', payload, options),
      await sender.send('invoice.payment_succeeded', payload, options),
    ];
  }

  async function cancel(subscriptionId: string): Promise<RecordedEvent[] | null> {
    const subscription = store.subscriptions.get(subscriptionId);
    if (subscription?.status !== 'active') return null;
    subscription.status = 'canceled';
    subscription.canceled_at = unixNow();
    subscription.ended_at = subscription.canceled_at;
    return [await sender.send('customer.subscription.deleted', subscription)];
  }

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
      const customer =
        (session.customer ? store.customers.get(session.customer) : undefined) ??
        store.createCustomer(session.customer_email);
      const subscription = newSubscription(customer.id, record);
      store.subscriptions.set(subscription.id, subscription);
      session.customer = customer.id;
      session.customer_details = { email: customer.email };
      session.subscription = subscription.id;
      session.payment_status = 'paid';
      const completed = await sender.send('checkout.session.completed', session);
      const created = await sender.send('customer.subscription.created', subscription);
      const invoiced = await sendPaid(subscription, { billingReason: 'subscription_create' });
      session.invoice = subscription.latest_invoice;
      return [completed, created, ...invoiced];
    },

    async renew(subscriptionId) {
      const subscription = store.subscriptions.get(subscriptionId);
      if (subscription?.status !== 'active') return null;
      for (const item of subscription.items.data) {
        item.current_period_start = item.current_period_end;
        item.current_period_end += MONTH_SECONDS;
      }
      return sendPaid(subscription, { billingReason: 'subscription_cycle' });
    },

    async invoice(subscriptionId, request) {
      const subscription = store.subscriptions.get(subscriptionId);
      if (subscription?.status !== 'active') return null;
      return sendPaid(subscription, request);
    },

    cancel,

    async deleteCustomer(customerId) {
      if (!store.customers.has(customerId)) return null;
      const ended: RecordedEvent[] = [];
      for (const subscription of store.activeSubscriptions(customerId)) {
        ended.push(...((await cancel(subscription.id)) ?? []));
      }
      store.deleteCustomer(customerId);
      const deleted = await sender.send('customer.deleted', {
        id: customerId,
        object: 'customer',
        deleted: true,
      });
      return [...ended, deleted];
    },
  };
}

function customerEmail(store: StripeStore, customerId: string | null): string | null {
  return customerId ? (store.customers.get(customerId)?.email ?? null) : null;
}

// Only recurring prices become subscription items (a one-time price beside them bills once)
function newSubscription(customerId: string, record: SessionRecord): Subscription {
  const now = unixNow();
  const recurring = record.lineItems.filter((item) => item.price.type === 'recurring');
  return {
    id: stripeId('sub', 24),
    object: 'subscription',
    cancel_at_period_end: false,
    canceled_at: null,
    created: now,
    currency: recurring[0]?.price.currency ?? 'usd',
    customer: customerId,
    ended_at: null,
    items: {
      object: 'list',
      data: recurring.map((item) => ({
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
