import { ValidationError } from './errors.js';
import { messages } from './messages.js';
import { toWholeNumber } from './whole-number.js';

/** The smallest profile limit of a discovery run (spec §5, §9). */
export const MIN_MAX_PROFILES = 1;

/** The largest profile limit of a discovery run (spec §5, §9). */
export const MAX_MAX_PROFILES = 1000;

/** The profile limit a new discovery run starts with (spec §9 "New campaign defaults"). */
export const DEFAULT_MAX_PROFILES = 100;

/** What a scrape asks for when it is given no limit at all (spec §9, §7 max_items default). */
export const DEFAULT_SCRAPE_LIMIT = 50;

const clamp = (value: number): number => Math.min(MAX_MAX_PROFILES, Math.max(MIN_MAX_PROFILES, value));

/**
 * What the max-profiles form field does with whatever is typed (spec §5: "the input is clamped;
 * non-numbers become 1"): a number or numeric string is floored and clamped to 1..1000; anything
 * else becomes 1. Never throws: the form always shows a usable value. API and CLI input goes
 * through the strict `parseMaxProfiles` instead.
 *
 * @example
 * clampMaxProfiles('2500') // 1000
 * clampMaxProfiles('abc') // 1
 */
export function clampMaxProfiles(input: unknown): number {
  const value = typeof input === 'string' && input.trim() !== '' ? Number(input) : input;
  if (typeof value !== 'number' || Number.isNaN(value)) return MIN_MAX_PROFILES;
  // Infinity clamps like any other large number; floor keeps 1.9 at 1, not 2.
  return clamp(Number.isFinite(value) ? Math.floor(value) : value);
}

/**
 * The strict profile limit for API and CLI input: an integer 1..1000, numeric strings accepted;
 * no value (undefined, null or a blank string) is the default, 100. Anything else is 'Profile
 * limit must be between 1 and 1000' (spec §5).
 *
 * @example
 * parseMaxProfiles('200') // 200
 * parseMaxProfiles(undefined) // 100
 */
export function parseMaxProfiles(input: unknown): number {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) {
    return DEFAULT_MAX_PROFILES;
  }
  const value = toWholeNumber(input);
  if (value === undefined || value < MIN_MAX_PROFILES || value > MAX_MAX_PROFILES) {
    throw new ValidationError(messages.profileLimitRange);
  }
  return value;
}

/**
 * How many profiles a scrape requests: the given limit, or 50 when there is none (spec §9 "the
 * default scrape limit when none is given is 50"). A given limit must be valid (see
 * `parseMaxProfiles`).
 */
export function scrapeLimit(max?: number | null): number {
  if (max === undefined || max === null) return DEFAULT_SCRAPE_LIMIT;
  if (typeof max !== 'number') throw new ValidationError(messages.profileLimitRange);
  return parseMaxProfiles(max);
}
