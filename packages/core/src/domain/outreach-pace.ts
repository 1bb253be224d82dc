import { LeadgenError, ValidationError } from './errors.js';
import { localTime } from './local-time.js';
import { messages } from './messages.js';

/**
 * How fast outreach may go. Instagram blocks accounts that open many cold conversations quickly
 * (users of DM bots report blocks after a few messages; vendors advise roughly 10-20 new
 * conversations a day per account, in working hours), so the send queue holds
 * each send to three limits: the campaign's send rate per hour (spec §5: 1-100, default 10) as a
 * sliding window, a daily cap on new conversations across all of a user's campaigns, and
 * optional working hours in the user's time zone.
 */

/** The daily cap on new conversations across all campaigns, unless the user changes it. */
export const DEFAULT_DAILY_CAP = 15;
/** The most a user may set the daily cap to. */
export const MAX_DAILY_CAP = 200;

const HOUR_MS = 3_600_000;
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
}

/** What was sent already, as the queue reads it. */
export interface SentSoFar {
  /** The campaign's send times in the last hour (at least), any order. */
  campaignRecent: readonly Date[];
  /** The user's send times since the start of the local day before `now` (at least), any order. */
  userRecent: readonly Date[];
}

/** Why the next send must wait, if it must. */
export type PaceHold = 'rate' | 'daily' | 'hours';

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
function nextLocalMinute(from: Date, minute: number, timeZone: string): Date {
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
function inHours(date: Date, pace: OutreachPace): boolean {
  if (!pace.workingHours) return true;
  const minute = localTime(date, pace.timeZone).minuteOfDay;
  return minute >= pace.workingHours.start && minute < pace.workingHours.end;
}

/**
 * When the next send is allowed under `pace`, given what was sent so far: at `now` when every
 * limit allows it, else the first instant all three do, with the limit that held it last.
 * The rate is a sliding window: with `ratePerHour` sends in the hour before, the next is
 * allowed an hour after the oldest of them. The daily cap counts the user's sends of the local
 * day; working hours hold sends to the local window.
 *
 * @example
 * nextSend(pace, { campaignRecent: tenSendsThisHour, userRecent: tenSendsThisHour }, now)
 * // { allowed: false, at: <oldest + 1 h>, hold: 'rate' }
 */
export function nextSend(pace: OutreachPace, sent: SentSoFar, now: Date): NextSend {
  const campaign = sent.campaignRecent.map((at) => at.getTime()).sort((a, b) => a - b);
  const user = sent.userRecent.map((at) => at.getTime());
  let at = now.getTime();
  let hold: PaceHold | null = null;
  // Each limit may push `at` later, which another may then push again: a few rounds settle it.
  for (let round = 0; round < 8; round++) {
    const before = at;
    const inWindow = campaign.filter((time) => time > at - HOUR_MS && time <= at);
    if (pace.ratePerHour > 0 && inWindow.length >= pace.ratePerHour) {
      // the send that must leave the window for one more to fit
      const leaving = inWindow[inWindow.length - pace.ratePerHour] as number;
      at = leaving + HOUR_MS;
      hold = 'rate';
    }
    const day = localTime(new Date(at), pace.timeZone).date;
    const today = user.filter((time) => time <= at && localTime(new Date(time), pace.timeZone).date === day);
    if (today.length >= pace.dailyCap) {
      at = nextLocalMinute(new Date(at + 60_000), 0, pace.timeZone).getTime();
      hold = 'daily';
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
