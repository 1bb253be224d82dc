import { ValidationError } from './errors.js';
import { localTime } from './local-time.js';
import { MAX_DAILY_CAP } from './outreach-limits.js';
import { paceMessages } from './pace-messages.js';

/**
 * The warm-up ramp for a new sender. A new account that opens many cold conversations at once
 * is what Instagram limits first, so new senders start low and ramp up: vendors start new
 * accounts at a few actions a day and raise them over weeks (Overloop), and advise roughly
 * 10-20 new conversations a day per account (reference/market.md, "Operating
 * realities" and "Account health"). Day n (local days, 1-based, counted from the user's first
 * recorded send; none yet is day 1) allows round(start + (cap - start) * (n - 1) / (days - 1)),
 * never above the daily cap: with the defaults, 10 on day 1 and the daily cap from day 14.
 */
export interface WarmupSettings {
  /** Off for an account that was already sending by hand. */
  enabled: boolean;
  /** New conversations on day 1. */
  start: number;
  /** The day the ramp reaches the daily cap. */
  days: number;
}

/** On, from 10 a day, reaching the daily cap on day 14. */
export const DEFAULT_WARMUP: WarmupSettings = { enabled: true, start: 10, days: 14 };
/** The shortest ramp a user may set, in days (day 1 at the start, the daily cap on day 2). */
export const MIN_WARMUP_DAYS = 2;
/** The longest ramp a user may set, in days. */
export const MAX_WARMUP_DAYS = 90;

/** The ramp as the pace reads it: the settings and the user's first send (null: none yet). */
export interface WarmupRamp extends WarmupSettings {
  firstSendAt: Date | null;
}

const DAY_MS = 86_400_000;

/** Local calendar days from `from` to `to` in `timeZone` (0 on the same local day). */
function localDaysBetween(from: Date, to: Date, timeZone: string): number {
  const day = (at: Date) => Date.parse(`${localTime(at, timeZone).date}T00:00:00Z`);
  return Math.round((day(to) - day(from)) / DAY_MS);
}

/**
 * Where the ramp stands at `at`: the day (1-based) and the new conversations it allows that
 * local day; null when it no longer holds below the daily cap (off, or the ramp is done).
 *
 * @example
 * warmupAt({ ...DEFAULT_WARMUP, firstSendAt: null }, 15, now, 'UTC') // { day: 1, days: 14, cap: 10 }
 */
export function warmupAt(
  ramp: WarmupRamp | null | undefined,
  dailyCap: number,
  at: Date,
  timeZone: string,
): { day: number; days: number; cap: number } | null {
  if (!ramp?.enabled) return null;
  const day = ramp.firstSendAt ? Math.max(1, localDaysBetween(ramp.firstSendAt, at, timeZone) + 1) : 1;
  if (day >= ramp.days) return null;
  const start = Math.min(ramp.start, dailyCap);
  const cap = Math.min(dailyCap, Math.round(start + ((dailyCap - start) * (day - 1)) / (ramp.days - 1)));
  return cap < dailyCap ? { day, days: ramp.days, cap } : null;
}

/** A warm-up's day-1 allowance from outside: a whole number from 1 to the most daily cap. */
export function parseWarmupStart(value: unknown): number {
  const start = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof start !== 'number' || !Number.isInteger(start) || start < 1 || start > MAX_DAILY_CAP)
    throw new ValidationError(paceMessages.invalidWarmupStart(MAX_DAILY_CAP));
  return start;
}

/** A warm-up's length from outside: a whole number of days from `MIN_WARMUP_DAYS` to `MAX_WARMUP_DAYS`. */
export function parseWarmupDays(value: unknown): number {
  const days = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < MIN_WARMUP_DAYS || days > MAX_WARMUP_DAYS)
    throw new ValidationError(paceMessages.invalidWarmupDays(MIN_WARMUP_DAYS, MAX_WARMUP_DAYS));
  return days;
}

/** Warm-up on or off from outside: a boolean, or on/off, true/false, yes/no. */
export function parseWarmupEnabled(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (['on', 'true', 'yes', '1'].includes(text)) return true;
  if (['off', 'false', 'no', '0'].includes(text)) return false;
  throw new ValidationError(paceMessages.invalidWarmup(String(value)));
}
