import { LeadgenError, NotFoundError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import { findCreditPack, planOf } from '../domain/plans.js';
import type { EventBus } from '../jobs/event-bus.js';
import { type Payments, type Purchase, UnknownCustomerError } from '../providers/payments.js';
import type { Store } from '../store/open-store.js';

/**
 * What the billing services need (CONVENTIONS 1): the users and billing repositories, write
 * transactions (webhook fulfilment), the payments port, and the bus that tells live streams
 * about a new balance.
 */
export interface BillingDeps {
  store: Pick<Store, 'users' | 'billing' | 'transaction'>;
  payments: Payments;
  bus?: EventBus;
}

/** What a user asks to buy: a credit pack by id (checked here) or the Pro plan. */
export type CheckoutRequest = { kind: 'pack'; packId: unknown } | { kind: 'pro' };

/**
 * Starts a payment-provider checkout for the user and returns the page to send the browser to
 * (spec §7 "Payments": create-checkout-session answers a url). An unknown pack is 'Invalid
 * credit package selected', Pro without a configured price 'Subscription price ID not
 * configured' (spec §8 "Settings"); a user already on Pro is sent to the portal instead. A user
 * who paid before checks out as the same customer; when the provider no longer knows that
 * customer (deleted, or from another account or mode), it is forgotten and the checkout made
 * again with the user's e-mail.
 *
 * @example
 * const { url } = await startCheckout(deps, userId, { kind: 'pack', packId: 'credits_20' }, publicUrl);
 */
export async function startCheckout(
  deps: Pick<BillingDeps, 'store' | 'payments'>,
  userId: string,
  request: CheckoutRequest,
  appUrl: string,
): Promise<{ id: string; url: string }> {
  const purchase: Purchase =
    request.kind === 'pack' ? { kind: 'pack', packId: findCreditPack(request.packId).id } : { kind: 'pro' };
  const user = await deps.store.users.get(userId);
  if (!user) throw new NotFoundError(messages.userNotFound);
  if (purchase.kind === 'pro' && planOf(user.subscription_status) === 'pro') {
    throw new LeadgenError('CONFLICT', messages.alreadyPro);
  }
  const state = await deps.store.billing.state(userId);
  const input = { userId, email: user.email, customerId: state?.stripeCustomerId ?? null, purchase, appUrl };
  try {
    // the id too: the CLI's `credits buy --json` prints it for scripts
    const { id, url } = await deps.payments.createCheckout(input);
    return { id, url };
  } catch (error) {
    if (!(error instanceof UnknownCustomerError)) throw error;
    await forgetCustomer(deps.store, userId, error.customerId);
    const { id, url } = await deps.payments.createCheckout({ ...input, customerId: null });
    return { id, url };
  }
}

/**
 * Opens the payment provider's subscription management portal for the user (spec §2 Settings:
 * Pro shows a manage button) and returns its page. A user who never checked out has no
 * customer there: CONFLICT 'There is no subscription to manage yet…' rather than the UI's
 * generic 'Failed to open subscription management portal'. A customer the provider no longer
 * knows is forgotten, and the answer is CONFLICT 'Your billing account no longer exists…': a
 * portal cannot open without one.
 */
export async function openPortal(
  deps: Pick<BillingDeps, 'store' | 'payments'>,
  userId: string,
  returnUrl: string,
): Promise<{ url: string }> {
  const state = await deps.store.billing.state(userId);
  if (!state) throw new NotFoundError(messages.userNotFound);
  if (!state.stripeCustomerId) throw new LeadgenError('CONFLICT', messages.noBillingAccount);
  try {
    const { url } = await deps.payments.createPortal({ customerId: state.stripeCustomerId, returnUrl });
    return { url };
  } catch (error) {
    if (!(error instanceof UnknownCustomerError)) throw error;
    await forgetCustomer(deps.store, userId, error.customerId);
    throw new LeadgenError('CONFLICT', messages.billingAccountGone, { cause: error });
  }
}

/** Clears the user's customer id, unless a webhook has meanwhile stored another one. */
async function forgetCustomer(
  store: BillingDeps['store'],
  userId: string,
  customerId: string,
): Promise<void> {
  await store.transaction(async (tx) => {
    const state = await tx.billing.state(userId);
    if (state?.stripeCustomerId === customerId) await tx.billing.setCustomerId(userId, null);
  });
}
