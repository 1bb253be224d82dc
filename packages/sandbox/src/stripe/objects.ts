// The Stripe objects the sandbox keeps, in the shape of the API version the SDK pins (the
// fields Leadgen and the SDK read, and the usual ones around them).

/** The API version stamped on events: the one stripe-node 23 pins. */
export const API_VERSION = '2026-10-28.endive';

export type Metadata = Record<string, string>;

/** A price as embedded in line items and subscription items (any id is accepted). */
export interface PriceRef {
  id: string;
  object: 'price';
  currency: 'usd';
  unit_amount: number | null;
  /** What the page shows for it (Stripe's own field for a price's display name). */
  nickname: string;
  recurring: { interval: 'month' } | null;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number | null;
  amount_total: number | null;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: 'usd';
  customer: string | null;
  customer_details: { email: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  invoice: string | null;
  livemode: false;
  metadata: Metadata;
  mode: 'payment' | 'subscription';
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  subscription: string | null;
  success_url: string;
  /** The hosted page while the session is open; null once it is complete, as on Stripe. */
  url: string | null;
}

/** What the sandbox knows of a session beyond its public object. */
export interface SessionRecord {
  session: CheckoutSession;
  lineItems: { id: string; price: PriceRef; quantity: number }[];
  /** `subscription_data[metadata]`: copied onto the subscription it creates. */
  subscriptionMetadata: Metadata;
  /** `metadata[asyncPayment]=true`: paid later, as a bank debit is (sandbox only). */
  asyncPayment: boolean;
  /** Kept after completion so the page can still link back. */
  pageUrl: string;
}

export interface Customer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  livemode: false;
  metadata: Metadata;
}

export interface Subscription {
  id: string;
  object: 'subscription';
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  created: number;
  currency: 'usd';
  customer: string;
  ended_at: number | null;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      current_period_end: number;
      current_period_start: number;
      price: PriceRef;
      quantity: number;
    }[];
  };
  latest_invoice: string | null;
  livemode: false;
  metadata: Metadata;
  start_date: number;
  status: 'active' | 'canceled';
}

export interface Invoice {
  id: string;
  object: 'invoice';
  amount_due: number;
  amount_paid: number;
  billing_reason: 'subscription_create' | 'subscription_cycle';
  created: number;
  currency: 'usd';
  customer: string;
  livemode: false;
  /** Where recent API versions say which subscription billed it (and its metadata snapshot). */
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { metadata: Metadata; subscription: string };
  };
  period_end: number;
  period_start: number;
  status: 'paid';
  status_transitions: { paid_at: number };
}

export interface PortalSession {
  id: string;
  object: 'billing_portal.session';
  configuration: string;
  created: number;
  customer: string;
  livemode: false;
  return_url: string | null;
  url: string;
}

/** An event as Stripe sends it to a webhook endpoint. */
export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: object; previous_attributes?: object };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

/** How one event's delivery to the webhook URL went. */
export interface Delivery {
  url: string | null;
  /** The receiver's HTTP status; null when there was no answer (or no URL). */
  status: number | null;
  /** Why it failed (connection refused, timeout, non-2xx); null when it was delivered. */
  error: string | null;
  at: number;
}

/** An event the sandbox sent (or kept, without a webhook URL), with its deliveries. */
export interface RecordedEvent {
  event: StripeEvent;
  deliveries: Delivery[];
}
