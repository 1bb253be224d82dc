import { creditsToMillicredits } from '../domain/credits.js';
import { PRO_PLAN } from '../domain/plans.js';
import type { PaymentEvent } from '../providers/payments.js';
import type { BillingState } from '../store/billing-repository.js';
import type { Repositories } from '../store/open-store.js';
import type { BillingDeps } from './billing.js';

/** What handling one webhook delivery did. */
export interface WebhookOutcome {
  /**
   * applied: the event changed something; duplicate: this event (or the other event of the same
   * invoice) was handled before; ignored: not one of ours, an unknown user, an out-of-date
   * subscription event, or a payment that grants nothing (paid below the pack's price, a
   * proration or $0 invoice: `reason` says which, and the server logs it).
   */
  status: 'applied' | 'duplicate' | 'ignored';
  eventId: string;
  type: PaymentEvent['type'];
  /** The user it was applied to, when one was found. */
  userId: string | null;
  /** Why an event was ignored, for the log. */
  reason?: string;
}

type Applied = WebhookOutcome & { balance?: number; subscriptionStatus?: string };

/**
 * Fulfils a payment-provider webhook (DESIGN.md §3, §4). The signature is checked first: a bad,
 * missing or stale one throws INVALID_INPUT and nothing changes. Then, in one write transaction,
 * the event id is recorded in `webhook_events` (a redelivery finds it there and does nothing)
 * together with its effect:
 * - `credits_paid`: the pack's credits, once per checkout (ledger ref `checkout:<id>`), and the
 *   customer id remembered on the user;
 * - `subscription_changed`: the user's subscription status, unless a newer subscription event
 *   was applied already (Stripe does not deliver in order);
 * - `pro_invoice_paid`: the Pro plan's monthly credits once per invoice (`invoice:<id>`), since
 *   Stripe sends both invoice.paid and invoice.payment_succeeded for one invoice.
 * After the commit a `credits` event with the new balance, or a `subscription` event with the new
 * status, goes to the user's live streams.
 * Safe under concurrent redeliveries: write transactions are serialised and the unique keys
 * make every effect happen once.
 *
 * @example
 * const outcome = await handlePaymentWebhook(deps, await c.req.text(), c.req.header('stripe-signature') ?? null);
 */
export async function handlePaymentWebhook(
  deps: BillingDeps,
  rawBody: string,
  signatureHeader: string | null,
): Promise<WebhookOutcome> {
  const event = await deps.payments.parseWebhook(rawBody, signatureHeader);
  const recordedType = event.type === 'ignored' ? `ignored:${event.eventType}` : event.type;
  const { balance, subscriptionStatus, ...outcome } = await deps.store.transaction(
    async (tx): Promise<Applied> => {
      if (!(await tx.billing.recordEvent(event.eventId, recordedType))) {
        return { status: 'duplicate', eventId: event.eventId, type: event.type, userId: null };
      }
      return applyEvent(tx, event);
    },
  );
  if (balance !== undefined && outcome.userId) {
    deps.bus?.publish({ type: 'credits', userId: outcome.userId, balance });
  }
  if (subscriptionStatus !== undefined && outcome.userId) {
    deps.bus?.publish({ type: 'subscription', userId: outcome.userId, subscriptionStatus });
  }
  return outcome;
}

async function applyEvent(tx: Repositories, event: PaymentEvent): Promise<Applied> {
  const base = { eventId: event.eventId, type: event.type };
  if (event.type === 'ignored') {
    // e.g. 'checkout.session.completed: checkout cs_1 paid 1000 usd, below the 20-credit pack's…'
    const reason = event.reason ? `${event.eventType}: ${event.reason}` : event.eventType;
    return { ...base, status: 'ignored', userId: null, reason };
  }
  const user =
    event.type === 'credits_paid'
      ? await tx.billing.state(event.userId)
      : await findUser(tx, event.userId, event.customerId);
  if (!user) return { ...base, status: 'ignored', userId: null, reason: 'unknown user' };
  const userId = user.userId;
  if (event.customerId && user.stripeCustomerId !== event.customerId) {
    await tx.billing.setCustomerId(userId, event.customerId);
  }

  switch (event.type) {
    case 'credits_paid': {
      const granted = await tx.ledger.grant(userId, {
        millicredits: creditsToMillicredits(event.credits),
        reason: 'purchase',
        ref: `checkout:${event.checkoutId}`,
      });
      return granted.applied > 0
        ? { ...base, status: 'applied', userId, balance: granted.balance }
        : { ...base, status: 'duplicate', userId };
    }
    case 'pro_invoice_paid': {
      const granted = await tx.ledger.grant(userId, {
        millicredits: creditsToMillicredits(PRO_PLAN.monthlyCredits),
        reason: 'pro_monthly',
        ref: `invoice:${event.invoiceId}`,
      });
      return granted.applied > 0
        ? { ...base, status: 'applied', userId, balance: granted.balance }
        : { ...base, status: 'duplicate', userId };
    }
    case 'subscription_changed': {
      const status = subscriptionStatusOf(event);
      if (!isNewer(event.created, status, user)) {
        return { ...base, status: 'ignored', userId, reason: 'older than the last subscription event' };
      }
      await tx.billing.setSubscription(userId, status, event.created);
      return { ...base, status: 'applied', userId, subscriptionStatus: status };
    }
  }
}

/** The user an event names in its metadata, else the one with its Stripe customer. */
async function findUser(
  tx: Repositories,
  userId: string | null,
  customerId: string,
): Promise<BillingState | undefined> {
  const named = userId ? await tx.billing.state(userId) : undefined;
  return named ?? tx.billing.stateByCustomer(customerId);
}

/**
 * The `subscription_status` to store (spec §3: 'active' means Pro): an active or trialing
 * subscription is 'active'; a deleted one is never active, whatever status it still carries.
 */
function subscriptionStatusOf(event: Extract<PaymentEvent, { type: 'subscription_changed' }>): string {
  if (event.active) return 'active';
  return event.status === 'active' || event.status === 'trialing' ? 'canceled' : event.status;
}

/** How far along a subscription's life a status is, to order events of the same second. */
const STATUS_STAGE: Readonly<Record<string, number>> = {
  inactive: 0,
  incomplete: 1,
  active: 2,
  past_due: 2,
  unpaid: 2,
  paused: 2,
  incomplete_expired: 3,
  canceled: 3,
};

/**
 * Whether a subscription event supersedes the last one applied: a later `created`, or, within
 * the same second (Stripe's resolution), a later stage of the subscription's life.
 */
function isNewer(created: number, status: string, user: BillingState): boolean {
  const last = user.subscriptionEventAt;
  if (last === null || created > last) return true;
  if (created < last) return false;
  return (STATUS_STAGE[status] ?? 2) > (STATUS_STAGE[user.subscriptionStatus] ?? 2);
}
