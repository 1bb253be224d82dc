// The Stripe objects the sandbox keeps, in the shape of the API version the SDK pins (the
// fields Leadgen and the SDK read, and the usual ones around them).

/** The API version stamped on events: the one stripe-node 23 pins. */
export const API_VERSION = '2026-10-28.endive';

export type Metadata = Record<string, string>;

/** A recurring price's schedule (`recurring` on a Price). */
export interface Recurring {
  interval: 'day' | 'week' | 'month' | 'year';
  interval_count: number;
  meter: null;
  trial_period_days: number | null;
  usage_type: 'licensed' | 'metered';
}

/** A Price (`GET /v1/prices/{id}`), as embedded in line items and subscription items too. */
export interface Price {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  custom_unit_amount: null;
  livemode: false;
  lookup_key: string | null;
  metadata: Metadata;
  nickname: string | null;
  product: string;
  recurring: Recurring | null;
  tax_behavior: 'unspecified';
  tiers_mode: null;
  transform_quantity: null;
  type: 'one_time' | 'recurring';
  unit_amount: number | null;
  unit_amount_decimal: string | null;
}

/** A Product, as far as the sandbox keeps one: its name is what the pages show. */
export interface Product {
  id: string;
  object: 'product';
  active: boolean;
  created: number;
  livemode: false;
  name: string;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number | null;
  amount_total: number | null;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
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
  /** `description` is what the page shows: the price's nickname, else its product's name. */
  lineItems: { id: string; price: Price; quantity: number; description: string }[];
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
  currency: string;
  customer: string;
  ended_at: number | null;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      current_period_end: number;
      current_period_start: number;
      price: Price;
      quantity: number;
    }[];
  };
  latest_invoice: string | null;
  livemode: false;
  metadata: Metadata;
  start_date: number;
  status: 'active' | 'canceled';
}

/** An invoice line of the pinned API version: the price under `pricing.price_details`. */
export interface InvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  discount_amounts: [];
  discountable: boolean;
  discounts: [];
  invoice: string;
  livemode: false;
  metadata: Metadata;
  parent: {
    type: 'subscription_item_details';
    invoice_item_details: null;
    subscription_item_details: {
      invoice_item: null;
      proration: boolean;
      proration_details: { credited_items: null };
      subscription: string;
      subscription_item: string;
    };
  };
  period: { end: number; start: number };
  pretax_credit_amounts: [];
  pricing: {
    type: 'price_details';
    price_details: { price: string; product: string };
    unit_amount_decimal: string | null;
  };
  quantity: number;
  subtotal: number;
  taxes: [];
}

/** Why an invoice was made (Stripe's `billing_reason`; the ones a subscription's invoices carry). */
export type BillingReason = 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'manual';

export interface Invoice {
  id: string;
  object: 'invoice';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  billing_reason: BillingReason;
  created: number;
  currency: string;
  customer: string;
  lines: { object: 'list'; data: InvoiceLine[]; has_more: false; total_count: number; url: string };
  livemode: false;
  /** Where recent API versions say which subscription billed it (and its metadata snapshot). */
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { metadata: Metadata; subscription: string; subscription_proration_date?: number };
  } | null;
  period_end: number;
  period_start: number;
  status: 'paid';
  status_transitions: { paid_at: number };
  subtotal: number;
  total: number;
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
