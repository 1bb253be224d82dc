import { localTime } from './local-time.js';
import {
  blockWindow,
  capAt,
  formatWorkingHours,
  inHours,
  nextLocalMinute,
  type OutreachPace,
  recoveringCap,
  type SentSoFar,
} from './outreach-pace.js';
import { paceMessages } from './pace-messages.js';
import { warmupAt } from './warmup.js';

/** A limit on sending, as the health line names it. */
export type PaceFactor = 'blocked' | 'hours' | 'recovering' | 'warmup' | 'daily' | 'rolling' | 'rate';

/** One factor's allowance now: how many sends it allows (`limit`) and how many of them are left. */
export interface PaceAllowance {
  factor: PaceFactor;
  limit: number;
  left: number;
  /** When it lets sending go on again, for the pause, the recovery and working hours. */
  until?: Date;
}

/** The account's health now: the factor that limits sending, in words, with every allowance. */
export interface PaceHealth {
  factor: PaceFactor;
  line: string;
  limit: number;
  left: number;
  allowances: PaceAllowance[];
}

/** Ties go to the factor that explains most: a pause over the hours, the warm-up over the cap. */
const ORDER: readonly PaceFactor[] = ['blocked', 'hours', 'recovering', 'warmup', 'daily', 'rolling', 'rate'];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Every factor's allowance at `now`: the block pause (nothing left while it lasts), working
 * hours (nothing outside them), the halved cap of the recovery day, the warm-up's cap of the
 * day, the daily cap over the calendar day, the day's cap over the last 24 hours and, with a
 * campaign (`ratePerHour` above 0), its rate over the last hour. Factors that do not hold now
 * (no block, in hours, warm-up done) are left out.
 */
export function paceAllowances(pace: OutreachPace, sent: SentSoFar, now: Date): PaceAllowance[] {
  const t = now.getTime();
  const user = sent.userRecent.map((at) => at.getTime()).filter((time) => time <= t);
  const allowances: PaceAllowance[] = [];
  const block = blockWindow(pace);
  if (block && t < block.pausedUntil.getTime())
    allowances.push({ factor: 'blocked', limit: 0, left: 0, until: block.pausedUntil });
  else if (block && t < block.recoveredAt.getTime()) {
    const limit = recoveringCap(pace, now);
    const used = user.filter((time) => time >= block.pausedUntil.getTime()).length;
    allowances.push({ factor: 'recovering', limit, left: limit - used, until: block.recoveredAt });
  }
  if (pace.workingHours && !inHours(now, pace))
    allowances.push({
      factor: 'hours',
      limit: 0,
      left: 0,
      until: nextLocalMinute(now, pace.workingHours.start, pace.timeZone),
    });
  const day = localTime(now, pace.timeZone).date;
  const today = user.filter((time) => localTime(new Date(time), pace.timeZone).date === day).length;
  const warmup = warmupAt(pace.warmup, pace.dailyCap, now, pace.timeZone);
  if (warmup) allowances.push({ factor: 'warmup', limit: warmup.cap, left: warmup.cap - today });
  allowances.push({ factor: 'daily', limit: pace.dailyCap, left: pace.dailyCap - today });
  const { cap } = capAt(pace, now);
  const lastDay = user.filter((time) => time > t - DAY_MS).length;
  allowances.push({ factor: 'rolling', limit: cap, left: cap - lastDay });
  if (pace.ratePerHour > 0) {
    const lastHour = sent.campaignRecent.filter((at) => at.getTime() > t - HOUR_MS && at.getTime() <= t);
    allowances.push({ factor: 'rate', limit: pace.ratePerHour, left: pace.ratePerHour - lastHour.length });
  }
  return allowances.map((allowance) => ({ ...allowance, left: Math.max(0, allowance.left) }));
}

/**
 * The factor that limits sending now (the one with the fewest sends left; ties by `ORDER`)
 * and a line saying so, such as 'Warm-up day 3 of 14: 11 new conversations today, 4 left' or
 * 'Paused after a block until Sun 14:05'. `clock` writes a time as the user reads it.
 *
 * @example
 * paceHealth(pace, sent, now, (at) => clockText(at, now, pace.timeZone)).line
 */
export function paceHealth(
  pace: OutreachPace,
  sent: SentSoFar,
  now: Date,
  clock: (at: Date) => string,
): PaceHealth {
  const allowances = paceAllowances(pace, sent, now);
  const [lowest] = [...allowances].sort(
    (a, b) => a.left - b.left || ORDER.indexOf(a.factor) - ORDER.indexOf(b.factor),
  ) as [PaceAllowance];
  const until = clock(lowest.until ?? now);
  const warmup = warmupAt(pace.warmup, pace.dailyCap, now, pace.timeZone);
  const line =
    lowest.factor === 'blocked'
      ? paceMessages.healthBlocked(until)
      : lowest.factor === 'hours'
        ? paceMessages.healthHours(pace.workingHours ? formatWorkingHours(pace.workingHours) : '', until)
        : lowest.factor === 'recovering'
          ? paceMessages.healthRecovering(lowest.limit, lowest.left, until)
          : lowest.factor === 'warmup' && warmup
            ? paceMessages.healthWarmup(warmup.day, warmup.days, lowest.limit, lowest.left)
            : lowest.factor === 'rolling'
              ? paceMessages.healthRolling(lowest.limit, lowest.left)
              : lowest.factor === 'rate'
                ? paceMessages.healthRate(lowest.limit, lowest.left)
                : paceMessages.healthDaily(lowest.limit, lowest.left);
  return { factor: lowest.factor, line, limit: lowest.limit, left: lowest.left, allowances };
}
