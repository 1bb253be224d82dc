import { stripeId, unixNow } from './ids.js';
import type {
  Customer,
  Invoice,
  PortalSession,
  RecordedEvent,
  SessionRecord,
  Subscription,
} from './objects.js';

/** A replayed answer for a repeated `Idempotency-Key`, as Stripe keeps them. */
export interface IdempotentAnswer {
  status: number;
  body: unknown;
  /** The first request's body: a repeat must send the same. */
  request: string;
}

/**
 * The sandbox's Stripe account: every object it created, in memory, for the life of one sandbox.
 * Each sandbox has its own (no module state).
 */
export class StripeStore {
  readonly sessions = new Map<string, SessionRecord>();
  readonly customers = new Map<string, Customer>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices = new Map<string, Invoice>();
  readonly portals = new Map<string, PortalSession>();
  readonly events: RecordedEvent[] = [];
  readonly idempotent = new Map<string, IdempotentAnswer>();

  /**
   * The customer with this id, created when missing. Lenient on purpose: Leadgen keeps customer
   * ids in its database, and an embedded sandbox starts empty on every run (demo mode).
   */
  customer(id: string | null, email: string | null): Customer {
    const existing = id ? this.customers.get(id) : undefined;
    if (existing) return existing;
    const customer: Customer = {
      id: id ?? stripeId('cus', 14),
      object: 'customer',
      created: unixNow(),
      email,
      livemode: false,
      metadata: {},
    };
    this.customers.set(customer.id, customer);
    return customer;
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
