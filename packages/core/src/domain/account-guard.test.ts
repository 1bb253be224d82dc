// The safe-volume guard (issue 36): the warm-up ramp, the daily cap over any 24 hours, the
// pause and recovery after a block report, and the health line naming the lowest factor.
import { describe, expect, it } from 'vitest';
import { nextSend, type OutreachPace } from './outreach-pace.js';
import { paceHealth } from './pace-health.js';
import { DEFAULT_WARMUP, parseWarmupDays, parseWarmupEnabled, parseWarmupStart, warmupAt } from './warmup.js';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const pace = (over: Partial<OutreachPace> = {}): OutreachPace => ({
  ratePerHour: 100,
  dailyCap: 15,
  workingHours: null,
  timeZone: 'UTC',
  ...over,
});
/** `count` sends a minute apart, the first at `first`. */
const sends = (first: Date, count: number) =>
  Array.from({ length: count }, (_, i) => new Date(first.getTime() + i * 60_000));
const sentBy = (userRecent: Date[]) => ({ campaignRecent: [], userRecent });
const clock = (when: Date) => when.toISOString().slice(11, 16);

describe('the warm-up ramp', () => {
  const first = at('2026-11-01T10:00:00Z');
  const ramp = { ...DEFAULT_WARMUP, firstSendAt: first };
  const dayOf = (n: number) => new Date(first.getTime() + (n - 1) * DAY);

  it('allows 10 on day 1, rises to the cap on day 14, and is the cap when off', () => {
    expect(warmupAt({ ...DEFAULT_WARMUP, firstSendAt: null }, 15, first, 'UTC')).toEqual({
      day: 1,
      days: 14,
      cap: 10,
    });
    expect(warmupAt(ramp, 15, dayOf(1), 'UTC')?.cap).toBe(10);
    // round(10 + 5 * 6 / 13) = 12
    expect(warmupAt(ramp, 15, dayOf(7), 'UTC')).toEqual({ day: 7, days: 14, cap: 12 });
    // round(10 + 20 * 6 / 13) = 19
    expect(warmupAt(ramp, 30, dayOf(7), 'UTC')?.cap).toBe(19);
    expect(warmupAt(ramp, 15, dayOf(14), 'UTC')).toBeNull();
    expect(warmupAt({ ...ramp, enabled: false }, 15, dayOf(1), 'UTC')).toBeNull();
    // a cap below the start: never above the cap
    expect(warmupAt(ramp, 8, dayOf(1), 'UTC')).toBeNull();
  });

  it('holds day 1 at 10 sends, the next day allowing more, and the cap from day 14', () => {
    const now = at('2026-11-01T15:00:00Z');
    const ten = sends(at('2026-11-01T10:00:00Z'), 10);
    const warm = pace({ warmup: { ...DEFAULT_WARMUP, firstSendAt: first } });
    expect(nextSend(warm, sentBy(ten.slice(0, 9)), now).allowed).toBe(true);
    // day 2 allows round(10 + 5 / 13) = 10 too: the 10 of day 1 must be 24 hours old
    expect(nextSend(warm, sentBy(ten), now)).toEqual({
      allowed: false,
      at: at('2026-11-02T10:00:00Z'),
      hold: 'warmup',
    });
    // with a cap of 30, day 2 allows 12: midnight
    expect(nextSend({ ...warm, dailyCap: 30 }, sentBy(ten), now)).toEqual({
      allowed: false,
      at: at('2026-11-02T00:00:00Z'),
      hold: 'warmup',
    });
    expect(nextSend(pace(), sentBy(ten), now).allowed).toBe(true);
    const day14 = new Date(dayOf(14).getTime() + 5 * HOUR);
    const fourteen = sends(dayOf(14), 14);
    expect(nextSend(warm, sentBy(fourteen), day14).allowed).toBe(true);
    // day 14 is the ramp's last: the daily cap holds, no longer the warm-up
    expect(nextSend(warm, sentBy(sends(dayOf(14), 15)), day14)).toMatchObject({
      allowed: false,
      hold: 'daily',
    });
  });

  it('reads its settings with sane bounds', () => {
    expect(parseWarmupStart('12')).toBe(12);
    expect(() => parseWarmupStart(0)).toThrow('The warm-up start is a whole number from 1 to 200 a day');
    expect(parseWarmupDays(14)).toBe(14);
    expect(() => parseWarmupDays(1)).toThrow('The warm-up length is a whole number of days from 2 to 90');
    expect(parseWarmupEnabled('off')).toBe(false);
    expect(parseWarmupEnabled(true)).toBe(true);
    expect(() => parseWarmupEnabled('maybe')).toThrow("Warm-up is on or off (not 'maybe')");
  });
});

describe('the daily cap over any 24 hours', () => {
  it('refuses 15 at 23:00 and 15 more after midnight, until the first of them is a day old', () => {
    const late = sends(at('2026-11-26T23:00:00Z'), 15);
    const now = at('2026-11-27T00:05:00Z');
    expect(nextSend(pace(), sentBy(late), now)).toEqual({
      allowed: false,
      at: at('2026-11-27T23:00:00Z'),
      hold: 'rolling',
    });
    // with 5 of them the 24 hours have room for 10 more
    expect(nextSend(pace(), sentBy(late.slice(0, 5)), now).allowed).toBe(true);
  });
});

describe('a block report', () => {
  const reported = at('2026-11-27T14:05:00Z');
  const blocked = pace({ blockedAt: reported });

  it('holds the queue for 24 hours, halves the next day, then lets the usual pace apply', () => {
    expect(nextSend(blocked, sentBy([]), at('2026-11-27T14:06:00Z'))).toEqual({
      allowed: false,
      at: at('2026-11-28T14:05:00Z'),
      hold: 'blocked',
    });
    expect(nextSend(blocked, sentBy([]), at('2026-11-28T14:04:00Z')).hold).toBe('blocked');
    const resumed = at('2026-11-28T14:05:00Z');
    expect(nextSend(blocked, sentBy([]), resumed).allowed).toBe(true);
    // half of 15 is 7: the 8th waits for the end of the recovery day
    const seven = sends(resumed, 7);
    const after = at('2026-11-28T16:00:00Z');
    expect(nextSend(blocked, sentBy(seven.slice(0, 6)), after).allowed).toBe(true);
    expect(nextSend(blocked, sentBy(seven), after)).toEqual({
      allowed: false,
      at: at('2026-11-29T14:05:00Z'),
      hold: 'recovering',
    });
    // back to normal: 48 hours after the report, 7 sends in the last 24 hours leave room
    expect(nextSend(blocked, sentBy(seven), at('2026-11-29T14:05:00Z')).allowed).toBe(true);
    // a cap of 1 halves to 1, not 0
    expect(nextSend(pace({ blockedAt: reported, dailyCap: 1 }), sentBy([]), resumed).allowed).toBe(true);
  });
});

describe('the health line', () => {
  const now = at('2026-11-05T12:00:00Z');

  it('names the factor with the fewest sends left', () => {
    const warm = pace({ warmup: { ...DEFAULT_WARMUP, firstSendAt: at('2026-11-03T09:00:00Z') } });
    // day 3: round(10 + 5 * 2 / 13) = 11, 4 sent today
    const four = sends(at('2026-11-05T09:00:00Z'), 4);
    expect(paceHealth(warm, sentBy(four), now, clock)).toMatchObject({
      factor: 'warmup',
      line: 'Warm-up day 3 of 14: 11 new conversations today, 7 left',
      limit: 11,
      left: 7,
    });
    expect(paceHealth(pace(), sentBy(four), now, clock)).toMatchObject({
      factor: 'daily',
      line: 'Daily limit: 15 new conversations today, 11 left',
    });
    // 12 sent late yesterday: the last 24 hours leave fewer than today does
    const yesterday = sends(at('2026-11-04T20:00:00Z'), 12);
    expect(paceHealth(pace(), sentBy(yesterday), now, clock)).toMatchObject({
      factor: 'rolling',
      line: '15 new conversations in any 24 hours: 3 left now',
      left: 3,
    });
    const campaign = { campaignRecent: sends(at('2026-11-05T11:30:00Z'), 2), userRecent: four };
    expect(paceHealth(pace({ ratePerHour: 3 }), campaign, now, clock)).toMatchObject({
      factor: 'rate',
      line: '3 messages an hour for this campaign: 1 left this hour',
    });
    expect(
      paceHealth(pace({ workingHours: { start: 540, end: 600 } }), sentBy([]), now, clock),
    ).toMatchObject({
      factor: 'hours',
      line: 'Outside your working hours (09:00-10:00): sending resumes at 09:00',
    });
  });

  it('says the pause and the recovery after a block', () => {
    const blocked = pace({ blockedAt: at('2026-11-05T10:00:00Z'), workingHours: { start: 540, end: 600 } });
    // paused and out of hours at once: the pause explains more
    expect(paceHealth(blocked, sentBy([]), now, clock)).toMatchObject({
      factor: 'blocked',
      line: 'Paused after a block until 10:00',
      left: 0,
    });
    const recovering = pace({ blockedAt: at('2026-11-04T10:00:00Z') });
    expect(paceHealth(recovering, sentBy(sends(at('2026-11-05T10:30:00Z'), 2)), now, clock)).toMatchObject({
      factor: 'recovering',
      line: 'Recovering from a block: 7 new conversations until 10:00, 5 left',
      limit: 7,
      left: 5,
    });
  });
});
