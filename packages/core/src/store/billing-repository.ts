import type { Executor, StoreDeps } from './executor.js';

/** A user's payment-provider state: the customer id and the last subscription event applied. */
export interface BillingState {
  userId: string;
  stripeCustomerId: string | null;
  subscriptionStatus: string;
  /** `created` (unix s) of the last subscription event applied, or null before the first. */
  subscriptionEventAt: number | null;
}

/**
 * Billing state (DESIGN.md §3, §4): which payment-provider events were handled (`webhook_events`,
 * whose primary key makes a repeat a no-op) and each user's Stripe customer and subscription
 * status. Run its writes inside `store.transaction` together with the ledger grant they go with.
 */
export function billingRepository(db: Executor, deps: Pick<StoreDeps, 'now'>) {
  return {
    /** Records an event as handled; false when it already was (a redelivery). */
    async recordEvent(eventId: string, type: string): Promise<boolean> {
      const inserted = await db
        .insertInto('webhook_events')
        .values({ id: eventId, type, received_at: deps.now().toISOString() })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    async hasEvent(eventId: string): Promise<boolean> {
      const row = await db
        .selectFrom('webhook_events')
        .select('id')
        .where('id', '=', eventId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The user's billing state; undefined for an unknown user. */
    async state(userId: string): Promise<BillingState | undefined> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'stripe_customer_id', 'subscription_status', 'subscription_event_at'])
        .where('id', '=', userId)
        .executeTakeFirst();
      return row && toState(row);
    },

    /** The user whose Stripe customer this is (the most recently created if several share it). */
    async stateByCustomer(customerId: string): Promise<BillingState | undefined> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'stripe_customer_id', 'subscription_status', 'subscription_event_at'])
        .where('stripe_customer_id', '=', customerId)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      return row && toState(row);
    },

    /** Remembers the user's Stripe customer; null forgets one Stripe no longer knows. */
    async setCustomerId(userId: string, customerId: string | null): Promise<void> {
      await db
        .updateTable('users')
        .set({ stripe_customer_id: customerId, updated_at: deps.now().toISOString() })
        .where('id', '=', userId)
        .execute();
    },

    /** Sets the subscription status and the `created` time of the event that carried it. */
    async setSubscription(userId: string, status: string, eventAt: number): Promise<void> {
      await db
        .updateTable('users')
        .set({
          subscription_status: status,
          subscription_event_at: eventAt,
          updated_at: deps.now().toISOString(),
        })
        .where('id', '=', userId)
        .execute();
    },
  };
}

function toState(row: {
  id: string;
  stripe_customer_id: string | null;
  subscription_status: string;
  subscription_event_at: number | null;
}): BillingState {
  return {
    userId: row.id,
    stripeCustomerId: row.stripe_customer_id,
    subscriptionStatus: row.subscription_status,
    subscriptionEventAt: row.subscription_event_at === null ? null : Number(row.subscription_event_at),
  };
}

export type BillingRepository = ReturnType<typeof billingRepository>;
