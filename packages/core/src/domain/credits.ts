import { ValidationError } from './errors.js';
import { MAX_MAX_PROFILES, MIN_MAX_PROFILES } from './max-profiles.js';
import { messages } from './messages.js';

/** 1 credit = $1.00 = 1000 millicredits; all amounts are integer millicredits (DESIGN.md §3). */
export const MILLICREDITS_PER_CREDIT = 1000;

/** What one profile costs, in millicredits (spec §9: 0.008 credits). */
export const PROFILE_COST = 8;

/** The balance a new account starts with, in millicredits (spec §9: 0.5 credits). */
export const SIGNUP_GRANT = 500;

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * The estimated cost of a discovery run, in millicredits: 8 per profile of the max-profiles limit
 * (spec §9, the dashboard-era reading). The limit must be an integer 1..1000.
 *
 * @example
 * estimateDiscoveryCost(100) // 800, shown as '$0.800'
 */
export function estimateDiscoveryCost(maxProfiles: number): number {
  if (
    !Number.isSafeInteger(maxProfiles) ||
    maxProfiles < MIN_MAX_PROFILES ||
    maxProfiles > MAX_MAX_PROFILES
  ) {
    throw new ValidationError(messages.profileLimitRange);
  }
  return PROFILE_COST * maxProfiles;
}

/** The estimated cost of a custom list, in millicredits: 8 per username (spec §9). */
export function estimateCustomCost(usernameCount: number): number {
  if (!isCount(usernameCount)) throw new ValidationError(messages.invalidCount);
  return PROFILE_COST * usernameCount;
}

/**
 * What a run charges for the profiles it returned (kept and enriched), in millicredits: 8 each
 * (spec §9). The count must be a whole number of 0 or more.
 */
export function chargeForProfiles(count: number): number {
  if (!isCount(count)) throw new ValidationError(messages.invalidCount);
  return PROFILE_COST * count;
}

/**
 * How many profiles a balance pays for: floor(balance / 8); a balance below zero pays for none.
 * Runs are capped to this (DESIGN.md §9).
 *
 * @example
 * profilesCovered(500) // 62
 */
export function profilesCovered(balanceMillicredits: number): number {
  if (!Number.isSafeInteger(balanceMillicredits)) throw new ValidationError(messages.invalidMillicredits);
  return balanceMillicredits <= 0 ? 0 : Math.floor(balanceMillicredits / PROFILE_COST);
}

/**
 * What the balance means for a run of `toEnrich` profiles to pay for and `known` people reused
 * at no charge (DESIGN.md §9, issue 30): nothing when it covers them ('covered' profiles), the
 * cap ('Your balance covers N profiles: the run is capped to N.', the known ones counted) when it
 * covers part, 'Not enough credits' when the run would enrich nobody. Every front end shows this.
 *
 * @example
 * balanceNote(120, 62, 180) // 'Your balance covers 242 profiles: the run is capped to 242.'
 */
export function balanceNote(toEnrich: number, covered: number, known: number): string | null {
  if (toEnrich <= covered) return null;
  if (covered + known === 0) return messages.notEnoughCredits;
  return messages.runCapped(covered + known);
}

/** Whole credits (a pack's 10, Pro's 9 a month) in millicredits; fractions are refused. */
export function creditsToMillicredits(credits: number): number {
  const millicredits = credits * MILLICREDITS_PER_CREDIT;
  if (!isCount(credits) || !Number.isSafeInteger(millicredits))
    throw new ValidationError(messages.invalidCredits);
  return millicredits;
}

/**
 * Millicredits as the credits number JSON answers carry (API, CLI `--json`): exact to three
 * decimals, since every amount is a whole number of millicredits.
 *
 * @example
 * millicreditsToCredits(500) // 0.5
 */
export function millicreditsToCredits(millicredits: number): number {
  return millicredits / MILLICREDITS_PER_CREDIT;
}

/**
 * An amount in credits as JSON answers carry it (`millicreditsToCredits`'s output: any fraction,
 * exact to three decimals) back in millicredits, for `formatCredits` and arithmetic.
 *
 * @example
 * millicreditsOf(0.004) // 4
 */
export function millicreditsOf(credits: number): number {
  return Math.round(credits * MILLICREDITS_PER_CREDIT);
}

/**
 * Formats millicredits as dollars with exactly three decimals and thousands separators, using
 * integer arithmetic only, so no amount ever drifts (spec §1: credits shown with a dollar sign,
 * 1 credit = $1.00).
 *
 * @example
 * formatCredits(500) // '$0.500'
 * formatCredits(1234008) // '$1,234.008'
 * formatCredits(-8) // '-$0.008'
 */
export function formatCredits(millicredits: number): string {
  if (!Number.isSafeInteger(millicredits)) throw new ValidationError(messages.invalidMillicredits);
  const sign = millicredits < 0 ? '-' : '';
  const magnitude = Math.abs(millicredits);
  const whole = Math.floor(magnitude / MILLICREDITS_PER_CREDIT);
  const fraction = String(magnitude % MILLICREDITS_PER_CREDIT).padStart(3, '0');
  // Safe integers print without exponents, so grouping the digit string is exact.
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}$${grouped}.${fraction}`;
}

/**
 * Formats an amount in credits, as the API, `--json` and core's credit answers carry it (0.5,
 * -0.008), for display: the one format of `formatCredits` ('$0.500'), so a front end holding
 * the wire's credits never converts them itself. Amounts are exact to three decimals.
 *
 * @example
 * formatCreditAmount(0.5) // '$0.500'
 * formatCreditAmount(-0.008) // '-$0.008'
 */
export function formatCreditAmount(credits: number): string {
  return formatCredits(millicreditsOf(credits));
}

/**
 * What `count` profiles cost at `creditsPerProfile` (the price the server answers, spec §9:
 * 0.008), in credits, computed in whole millicredits so no amount drifts.
 *
 * @example
 * creditsForProfiles(100, 0.008) // 0.8
 */
export function creditsForProfiles(count: number, creditsPerProfile: number): number {
  if (!isCount(count)) throw new ValidationError(messages.invalidCount);
  return millicreditsToCredits(count * millicreditsOf(creditsPerProfile));
}

/**
 * How many profiles a balance in credits pays for at `creditsPerProfile` (the server's price):
 * `profilesCovered` for the amounts the API answers; none below zero or at no price.
 *
 * @example
 * profilesCoveredAt(0.5, 0.008) // 62
 */
export function profilesCoveredAt(balanceCredits: number, creditsPerProfile: number): number {
  const price = millicreditsOf(creditsPerProfile);
  const balance = millicreditsOf(balanceCredits);
  return price <= 0 || balance <= 0 ? 0 : Math.floor(balance / price);
}

/**
 * Formats a cost estimate (spec §9: "Estimate shown with 3 decimals"); the same format as
 * `formatCredits`, named for the screens that show an estimate.
 *
 * @example
 * formatEstimate(estimateCustomCost(3)) // '$0.024'
 */
export function formatEstimate(millicredits: number): string {
  return formatCredits(millicredits);
}
