import { LeadgenError, ValidationError } from './errors.js';
import { localTime } from './local-time.js';
import { messages } from './messages.js';
import { DEFAULT_DAILY_CAP, MAX_DAILY_CAP } from './outreach-limits.js';
import { type WarmupRamp, warmupAt } from './warmup.js';

export { DEFAULT_DAILY_CAP, MAX_DAILY_CAP };

/**
 * How fast outreach may go. Instagram blocks accounts that open many cold conversations quickly
 * (users of DM bots report blocks after a few messages; vendors advise roughly 10-20 new
 * conversations a day per account, in working hours, ramped up over weeks:
 * reference/market.md, "Operating realities" and "Account health"), so the send
 * queue holds each send to these limits: the campaign's send rate per hour (spec §5: 1-100,
 * default 10) as a sliding window; a daily cap on new conversations across all of a user's
 * campaigns, over the local calendar day and over any 24 hours (heycmo caps per rolling 24 h);
 * a warm-up ramp for a new sender; optional working hours in the user's time zone; and after
 * an "Instagram blocked me" report, a 24-hour pause then a day at half the cap (GetSales pauses
 * on a limit signal).
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const DAY_MINUTES = 24 * 60;

/** Working hours: minutes after local midnight, `start` inclusive, `end` exclusive (end > start). */
export interface WorkingHours {
  start: number;
  end: number;
}

/** A user's and a campaign's limits. */
export interface OutreachPace {
  /** The campaign's sends per rolling hour. */
  ratePerHour: number;
  /** New conversations per local day, across every campaign. */
  dailyCap: number;
  workingHours: WorkingHours | null;
  /** The IANA time zone days and working hours are counted in. */
  timeZone: string;
  /** The warm-up ramp; absent, null or off: the daily cap from the first day. */
  warmup?: WarmupRamp | null;
  /** When the latest "Instagram blocked me" report still in effect was made (null: none). */
  blockedAt?: Date | null;
}

/** What was sent already, as the queue reads it. */
export interface SentSoFar {
  /** The campaign's send times in the last hour (at least), any order. */
  campaignRecent: readonly Date[];
  /**
   * The user's send times since the start of the local day before `now` and the 24 hours
   * before it (at least), any order.
   */
  userRecent: readonly Date[];
}

/**
 * Why the next send must wait, if it must: the campaign's hourly rate, the daily cap over the
 * calendar day or over the last 24 hours, the warm-up's cap of the day, working hours, the
 * pause after a block report or the halved cap of the day after it.
 */
export type PaceHold = 'rate' | 'daily' | 'rolling' | 'warmup' | 'hours' | 'blocked' | 'recovering';

/** When the next send is allowed: now (`at` is `now`, `hold` null) or later, and why. */
export interface NextSend {
  allowed: boolean;
  at: Date;
  hold: PaceHold | null;
}

/**
 * A send the pace holds, marked without an override: refused, so the record of sends stays
 * within the pace unless the person says they went over it on purpose. `nextAt` is when the
 * next send is allowed and `hold` the limit that holds it; the message says both in words.
 */
export class PaceHeldError extends LeadgenError {
  readonly nextAt: Date;
  readonly hold: PaceHold;

  constructor(message: string, next: { at: Date; hold: PaceHold }) {
    super('PACE_HELD', message);
    this.name = 'PaceHeldError';
    this.nextAt = next.at;
    this.hold = next.hold;
  }
}

/**
 * The first instant at or after `from` whose local minute of the day is `minute` (seconds
 * dropped), found by stepping through local minutes: exact across daylight-saving changes.
 */
export function nextLocalMinute(from: Date, minute: number, timeZone: string): Date {
  const start = Math.ceil(from.getTime() / 60_000) * 60_000;
  const now = localTime(new Date(start), timeZone).minuteOfDay;
  // A first guess that is right unless a clock change lies between; then walk to it.
  let guess = start + ((minute - now + DAY_MINUTES) % DAY_MINUTES) * 60_000;
  for (let step = 0; step < 180 && localTime(new Date(guess), timeZone).minuteOfDay !== minute; step++) {
    guess += 60_000;
  }
  return new Date(guess);
}

/** Whether `date` falls in the working hours (always, without them). */
export function inHours(date: Date, pace: OutreachPace): boolean {
  if (!pace.workingHours) return true;
  const minute = localTime(date, pace.timeZone).minuteOfDay;
  return minute >= pace.workingHours.start && minute < pace.workingHours.end;
}

/** The cap of new conversations of the local day of `at`: the daily cap, or the warm-up's when lower. */
export function capAt(pace: OutreachPace, at: Date): { cap: number; by: 'daily' | 'warmup' } {
  const warmup = warmupAt(pace.warmup, pace.dailyCap, at, pace.timeZone);
  return warmup ? { cap: warmup.cap, by: 'warmup' } : { cap: pace.dailyCap, by: 'daily' };
}

/** How long a block report holds: the 24-hour pause, then 24 hours at half the cap. */
export const BLOCK_EFFECT_MS = 2 * DAY_MS;

/**
 * The pause and the recovery a block report holds: sending stops for 24 hours from the report,
 * then the day's cap is halved (at least 1) for 24 hours more. Null without a report.
 */
export function blockWindow(
  pace: Pick<OutreachPace, 'blockedAt'>,
): { pausedUntil: Date; recoveredAt: Date } | null {
  if (!pace.blockedAt) return null;
  const at = pace.blockedAt.getTime();
  return { pausedUntil: new Date(at + BLOCK_EFFECT_MS / 2), recoveredAt: new Date(at + BLOCK_EFFECT_MS) };
}

/** Half the cap of the local day of `at`, at least 1: what the day after a block allows. */
export function recoveringCap(pace: OutreachPace, at: Date): number {
  return Math.max(1, Math.floor(capAt(pace, at).cap / 2));
}

/**
 * When the next send is allowed under `pace`, given what was sent so far: at `now` when every
 * limit allows it, else the first instant all of them do, with the limit that held it last.
 * The rate is a sliding window: with `ratePerHour` sends in the hour before, the next is
 * allowed an hour after the oldest of them. The day's cap (the warm-up's when lower) counts
 * the user's sends of the local day, and of any 24 hours (so 15 at 23:00 and 15 more at 00:05
 * is refused); working hours hold sends to the local window; a block report pauses everything
 * for 24 hours, then allows half the day's cap until 48 hours after it.
 *
 * @example
 * nextSend(pace, { campaignRecent: tenSendsThisHour, userRecent: tenSendsThisHour }, now)
 * // { allowed: false, at: <oldest + 1 h>, hold: 'rate' }
 */
export function nextSend(pace: OutreachPace, sent: SentSoFar, now: Date): NextSend {
  const campaign = sent.campaignRecent.map((at) => at.getTime()).sort((a, b) => a - b);
  const user = sent.userRecent.map((at) => at.getTime()).sort((a, b) => a - b);
  const block = blockWindow(pace);
  let at = now.getTime();
  let hold: PaceHold | null = null;
  // Each limit may push `at` later, which another may then push again: a few rounds settle it.
  for (let round = 0; round < 16; round++) {
    const before = at;
    if (block && at < block.pausedUntil.getTime()) {
      at = block.pausedUntil.getTime();
      hold = 'blocked';
    } else if (block && at < block.recoveredAt.getTime()) {
      const since = block.pausedUntil.getTime();
      const recovering = user.filter((time) => time >= since && time <= at).length;
      if (recovering >= recoveringCap(pace, new Date(at))) {
        at = block.recoveredAt.getTime();
        hold = 'recovering';
      }
    }
    const inWindow = campaign.filter((time) => time > at - HOUR_MS && time <= at);
    if (pace.ratePerHour > 0 && inWindow.length >= pace.ratePerHour) {
      // the send that must leave the window for one more to fit
      const leaving = inWindow[inWindow.length - pace.ratePerHour] as number;
      at = leaving + HOUR_MS;
      hold = 'rate';
    }
    const { cap, by } = capAt(pace, new Date(at));
    const day = localTime(new Date(at), pace.timeZone).date;
    const today = user.filter((time) => time <= at && localTime(new Date(time), pace.timeZone).date === day);
    if (today.length >= cap) {
      at = nextLocalMinute(new Date(at + 60_000), 0, pace.timeZone).getTime();
      hold = by;
    } else {
      const lastDay = user.filter((time) => time > at - DAY_MS && time <= at);
      if (lastDay.length >= cap) {
        at = (lastDay[lastDay.length - cap] as number) + DAY_MS;
        // the day's cap reached today and still over it after midnight: still the day's cap
        if (hold !== 'daily' && hold !== 'warmup') hold = 'rolling';
      }
    }
    if (pace.workingHours && !inHours(new Date(at), pace)) {
      at = nextLocalMinute(new Date(at), pace.workingHours.start, pace.timeZone).getTime();
      hold = 'hours';
    }
    if (at === before) break;
  }
  const allowed = at <= now.getTime();
  return { allowed, at: allowed ? now : new Date(at), hold: allowed ? null : hold };
}

/** A daily cap from outside: a whole number from 1 to `MAX_DAILY_CAP`. */
export function parseDailyCap(value: unknown): number {
  const cap = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof cap !== 'number' || !Number.isInteger(cap) || cap < 1 || cap > MAX_DAILY_CAP)
    throw new ValidationError(messages.invalidDailyCap(MAX_DAILY_CAP));
  return cap;
}

const CLOCK = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/**
 * Working hours from 'HH:MM-HH:MM' (24-hour, the end after the start); blank or null is none.
 *
 * @example
 * parseWorkingHours('09:00-17:30') // { start: 540, end: 1050 }
 */
export function parseWorkingHours(value: string | null | undefined): WorkingHours | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  const [from, to, ...rest] = text.split('-').map((part) => part.trim());
  const minutes = (clock: string | undefined) => {
    const match = clock === undefined ? null : CLOCK.exec(clock);
    return match ? Number(match[1]) * 60 + Number(match[2]) : null;
  };
  const start = minutes(from);
  const end = to === '24:00' ? DAY_MINUTES : minutes(to);
  if (rest.length > 0 || start === null || end === null || end <= start)
    throw new ValidationError(messages.invalidWorkingHours);
  return { start, end };
}

/** Working hours as 'HH:MM-HH:MM'. */
export function formatWorkingHours(hours: WorkingHours): string {
  const clock = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `${clock(hours.start)}-${clock(hours.end)}`;
}

/** An IANA time zone name the runtime knows, else a ValidationError naming it. */
export function parseTimeZone(value: string): string {
  const zone = value.trim();
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw new ValidationError(messages.invalidTimeZone(zone));
  }
}
