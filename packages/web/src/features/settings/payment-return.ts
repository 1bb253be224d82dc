import { messages } from '@leadgen/core/domain';

/** What the settings screen says on return from the payment page, or null for a plain visit. */
export interface PaymentReturn {
  tone: 'success' | 'error';
  text: string;
}

/**
 * Reads the query the payment provider's return URLs carry (core's Stripe adapter builds them):
 * `?success=true&credits=N` after a pack, `&type=subscription` after Pro, `?canceled=true` after
 * Cancel (spec §8 Settings and success messages).
 */
export function paymentReturn(search: URLSearchParams): PaymentReturn | null {
  if (search.get('canceled') === 'true') return { tone: 'error', text: messages.paymentCanceled };
  if (search.get('success') !== 'true') return null;
  const credits = Number(search.get('credits'));
  const count = Number.isSafeInteger(credits) && credits > 0 ? credits : 0;
  return {
    tone: 'success',
    text:
      search.get('type') === 'subscription' ? messages.proStarted(count) : messages.creditsPurchased(count),
  };
}
