import { stripeId, unixNow } from './ids.js';
import type {
  Customer,
  Invoice,
  PortalSession,
  Price,
  Product,
  RecordedEvent,
  SessionRecord,
  Subscription,
} from './objects.js';
import { demoCatalogue } from './prices.js';

/** A replayed answer for a repeated `Idempotency-Key`, as Stripe keeps them. */
export interface IdempotentAnswer {
  status: number;
  body: unknown;
  /** The first request's body: a repeat must send the same. */
  request: string;
}

/**
 * The sandbox's Stripe account: every object it created, in memory, for the life of one sandbox.
 * Each sandbox has its own (no module state). It starts with the demo catalogue (prices.ts);
 * customers exist only once created (by a checkout or `POST /v1/customers`), and a deleted one
 * is refused like an unknown one, as on Stripe.
 */
export class StripeStore {
  readonly sessions = new Map<string, SessionRecord>();
  readonly customers = new Map<string, Customer>();
  /** Ids of deleted customers: `GET` answers `{ deleted: true }`, every use "No such customer". */
  readonly deletedCustomers = new Set<string>();
  readonly prices = new Map<string, Price>();
  readonly products = new Map<string, Product>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices = new Map<string, Invoice>();
  readonly portals = new Map<string, PortalSession>();
  readonly events: RecordedEvent[] = [];
  readonly idempotent = new Map<string, IdempotentAnswer>();

  constructor() {
    const { products, prices } = demoCatalogue(unixNow());
    for (const product of products) this.products.set(product.id, product);
    for (const price of prices) this.prices.set(price.id, price);
  }

  /** A new customer, as `POST /v1/customers` and a subscription checkout without one make it. */
  createCustomer(email: string | null, metadata: Record<string, string> = {}): Customer {
    const customer: Customer = {
      id: stripeId('cus', 14),
      object: 'customer',
      created: unixNow(),
      email,
      livemode: false,
      metadata,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  /** Deletes a customer; false when there was none to delete. */
  deleteCustomer(id: string): boolean {
    if (!this.customers.delete(id)) return false;
    this.deletedCustomers.add(id);
    return true;
  }

  /** What the pages call a price: its nickname, else its product's name, else its id. */
  priceName(price: Price): string {
    return price.nickname ?? this.products.get(price.product)?.name ?? price.id;
  }

  /** Marks an open session past its `expires_at` (24 h) expired, as Stripe does. */
  expireIfDue(record: SessionRecord): void {
    if (record.session.status === 'open' && record.session.expires_at <= unixNow()) {
      record.session.status = 'expired';
      record.session.url = null;
    }
  }

  /** The customer's subscriptions that are still active. */
  activeSubscriptions(customerId: string): Subscription[] {
    return [...this.subscriptions.values()].filter(
      (subscription) => subscription.customer === customerId && subscription.status === 'active',
    );
  }
}
