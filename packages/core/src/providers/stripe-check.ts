import { LeadgenError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import { createStripeClient, stripeKeyMode, stripeRetrying } from './stripe-client.js';
import { describeStripeError } from './stripe-errors.js';
import { PRICE_VARIABLES, type StripePriceIds, verifyStripePrices } from './stripe-prices.js';

/**
 * The doctor's look at Stripe: harmless reads only. With prices configured it retrieves each one
 * and checks it against the plans, as the server does at start (which also proves the key);
 * without any it reads the balance (`GET /v1/balance`) to prove the key. Never throws: `ok` and
 * one line saying what works or what does not ('Stripe: the key works (test mode) and the 5
 * prices match the plans'; 'STRIPE_PRICE_PRO is not set'; a refused key with Stripe's reason, the
 * key itself never shown).
 *
 * @example
 * const { ok, detail } = await checkStripe({ secretKey, apiBaseUrl: config.stripe.baseUrl, prices: config.stripe.prices });
 */
export async function checkStripe(options: {
  secretKey: string;
  apiBaseUrl?: string | null;
  prices: StripePriceIds;
}): Promise<{ ok: boolean; detail: string }> {
  const { secretKey, prices } = options;
  const stripe = createStripeClient({
    secretKey,
    apiBaseUrl: options.apiBaseUrl ?? null,
    maxNetworkRetries: 1,
    timeoutMs: 10_000,
  });
  const retrying = stripeRetrying();
  const mode = stripeKeyMode(secretKey);
  const missing = (Object.keys(PRICE_VARIABLES) as (keyof StripePriceIds)[])
    .filter((key) => !prices[key])
    .map((key) => PRICE_VARIABLES[key]);
  try {
    const checked = await verifyStripePrices(
      { retrieve: (id) => retrying(() => stripe.prices.retrieve(id)) },
      prices,
    );
    if (checked === 0) await retrying(() => stripe.balance.retrieve());
    const works = checked === 0 ? messages.stripeKeyWorks(mode) : messages.stripeCheckPassed(mode, checked);
    if (missing.length > 0) return { ok: false, detail: `${works}; ${messages.stripePricesNotSet(missing)}` };
    return { ok: true, detail: works };
  } catch (error) {
    if (error instanceof LeadgenError) return { ok: false, detail: error.message };
    return { ok: false, detail: `Stripe: ${describeStripeError(error, secretKey)}` };
  }
}
