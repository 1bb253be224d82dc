import type Stripe from 'stripe';
import { ConfigError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import { CREDIT_PACKS, type CreditPackId, PRO_PLAN } from '../domain/plans.js';
import { isStripeResourceMissing } from './stripe-errors.js';

/** The price id configured for each pack and for Pro (`STRIPE_PRICE_*`); null when not set. */
export type StripePriceIds = Record<CreditPackId | 'pro', string | null>;

/** The variable each price id comes from (core/src/config.ts). */
export const PRICE_VARIABLES: Readonly<Record<CreditPackId | 'pro', string>> = {
  credits_10: 'STRIPE_PRICE_CREDITS_10',
  credits_20: 'STRIPE_PRICE_CREDITS_20',
  credits_50: 'STRIPE_PRICE_CREDITS_50',
  credits_100: 'STRIPE_PRICE_CREDITS_100',
  pro: 'STRIPE_PRICE_PRO',
};

/** The one call the check needs: `GET /v1/prices/{id}` (the SDK's `prices.retrieve`). */
export interface StripePriceReader {
  retrieve(priceId: string): Promise<Stripe.Price>;
}

/** What a configured price must be, from domain/plans.ts. */
interface PriceRule {
  key: CreditPackId | 'pro';
  /** How the message names the plan: 'the 20-credit pack', 'Pro'. */
  plan: string;
  amountCents: number;
  recurring: boolean;
}

/** The plans' prices in Stripe's terms: USD cents, one-time packs, Pro monthly (spec §3, §9). */
export const PRICE_RULES: readonly PriceRule[] = [
  ...CREDIT_PACKS.map((pack) => ({
    key: pack.id,
    plan: `the ${pack.credits}-credit pack`,
    amountCents: pack.priceUsd * 100,
    recurring: false,
  })),
  { key: 'pro', plan: 'Pro', amountCents: PRO_PLAN.priceUsd * 100, recurring: true },
];

/**
 * Checks every configured price against the plans (DESIGN.md §4 "prices verified against the
 * plans at start"): it exists and is active (Checkout refuses an archived price: "The price
 * specified is inactive"), a pack's price is one-time and Pro's recurs every month, licensed;
 * `unit_amount` and `currency` are the plan's (USD cents). Prices not configured are skipped
 * (production mode requires them all: config.ts). Every mismatch is listed in one ConfigError,
 * each naming its variable and price id; a failure to ask Stripe (a refused key, no network) is
 * thrown as stripe-node threw it. Returns how many prices were checked.
 *
 * @example
 * await verifyStripePrices({ retrieve: (id) => stripe.prices.retrieve(id) }, config.stripe.prices);
 * // ConfigError: Stripe prices do not match Leadgen's plans: STRIPE_PRICE_PRO price_123 is
 * // one-time, Pro needs a monthly recurring price
 */
export async function verifyStripePrices(reader: StripePriceReader, prices: StripePriceIds): Promise<number> {
  const configured = PRICE_RULES.flatMap((rule) => {
    const priceId = prices[rule.key];
    return priceId ? [{ rule, priceId }] : [];
  });
  const problems: string[] = [];
  for (const { rule, priceId } of configured) {
    const variable = PRICE_VARIABLES[rule.key];
    const report = (problem: string) =>
      problems.push(messages.stripePriceProblem(variable, priceId, problem));
    let price: Stripe.Price;
    try {
      price = await reader.retrieve(priceId);
    } catch (error) {
      // GET /v1/prices/{id} answers 404 resource_missing for an unknown price
      if (!isStripeResourceMissing(error)) throw error;
      report(messages.stripePriceNotFound);
      continue;
    }
    for (const problem of priceProblems(price, rule)) report(problem);
  }
  if (problems.length > 0) throw new ConfigError(messages.stripePricesMismatch(problems));
  return configured.length;
}

/** What is wrong with one price for its plan; empty when it fits. */
export function priceProblems(price: Stripe.Price, rule: PriceRule): string[] {
  const problems: string[] = [];
  if (!price.active) problems.push(messages.stripePriceInactive);
  const recurring = price.type === 'recurring' ? price.recurring : null;
  if (!rule.recurring && price.type !== 'one_time') problems.push(messages.stripePackPriceRecurring);
  if (rule.recurring) {
    if (!recurring) problems.push(messages.stripeProPriceOneTime);
    else if (!isMonthly(recurring)) {
      problems.push(messages.stripeProPriceInterval(every(recurring)));
    } else if (recurring.usage_type === 'metered') problems.push(messages.stripeProPriceMetered);
  }
  const expected = `${formatAmount(rule.amountCents, 'usd')}${rule.recurring ? ' a month' : ''}`;
  if (price.unit_amount === null) {
    problems.push(messages.stripePriceNoAmount(rule.plan, expected));
  } else if (price.unit_amount !== rule.amountCents || price.currency.toLowerCase() !== 'usd') {
    const per = !recurring ? '' : isMonthly(recurring) ? ' a month' : ` every ${every(recurring)}`;
    problems.push(
      messages.stripePriceAmount(
        `${formatAmount(price.unit_amount, price.currency)}${per}`,
        rule.plan,
        expected,
      ),
    );
  }
  return problems;
}

function isMonthly(recurring: Stripe.Price.Recurring): boolean {
  return recurring.interval === 'month' && (recurring.interval_count ?? 1) === 1;
}

function every(recurring: Stripe.Price.Recurring): string {
  const count = recurring.interval_count ?? 1;
  return count === 1 ? recurring.interval : `${count} ${recurring.interval}s`;
}

/** `$20.00` in USD; other currencies by their code: `20.00 EUR`. */
function formatAmount(minorUnits: number, currency: string): string {
  const amount = (minorUnits / 100).toFixed(2);
  return currency.toLowerCase() === 'usd' ? `$${amount}` : `${amount} ${currency.toUpperCase()}`;
}
