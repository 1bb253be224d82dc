import { describe, expect, it } from 'vitest';
import { nextSend, type OutreachPace } from './outreach-pace.js';

const at = (iso: string) => new Date(iso);
const minutesBefore = (now: Date, ...minutes: number[]) =>
  minutes.map((m) => new Date(now.getTime() - m * 60_000));

const pace = (over: Partial<OutreachPace> = {}): OutreachPace => ({
  ratePerHour: 3,
  dailyCap: 15,
  workingHours: null,
  timeZone: 'UTC',
  ...over,
});

describe('the send pace', () => {
  it('allows a send while the rolling hour has room, and says when the n+1-th is allowed', () => {
    const now = at('2026-11-26T12:00:00Z');
    const two = minutesBefore(now, 50, 10);
    expect(nextSend(pace(), { campaignRecent: two, userRecent: two }, now)).toEqual({
      allowed: true,
      at: now,
      hold: null,
    });
    const three = minutesBefore(now, 50, 30, 10);
    // the oldest of the three leaves the window 10 minutes from now
    expect(nextSend(pace(), { campaignRecent: three, userRecent: three }, now)).toEqual({
      allowed: false,
      at: at('2026-11-26T12:10:00Z'),
      hold: 'rate',
    });
    // sends older than an hour do not count
    const old = minutesBefore(now, 61, 70, 90);
    expect(nextSend(pace(), { campaignRecent: old, userRecent: old }, now).allowed).toBe(true);
  });

  it('holds to the daily cap across campaigns past the next local midnight, over any 24 hours', () => {
    const now = at('2026-11-26T15:00:00Z');
    // 15 sends today by other campaigns: this campaign has sent none
    const today = Array.from({ length: 15 }, (_, i) => new Date(now.getTime() - (i + 1) * 20 * 60_000));
    const next = nextSend(pace({ ratePerHour: 10 }), { campaignRecent: [], userRecent: today }, now);
    // the calendar day frees at midnight, the 24 hours when the oldest (10:00) is a day old
    expect(next).toEqual({ allowed: false, at: at('2026-11-27T10:00:00Z'), hold: 'daily' });
    // 15 sent in the first minutes of the day: the calendar day frees at midnight, when the
    // first of them is exactly a day old
    const early = Array.from(
      { length: 15 },
      (_, i) => new Date(at('2026-11-26T00:00:00Z').getTime() + i * 60_000),
    );
    expect(nextSend(pace({ ratePerHour: 10 }), { campaignRecent: [], userRecent: early }, now)).toEqual({
      allowed: false,
      at: at('2026-11-27T00:00:00Z'),
      hold: 'daily',
    });
    // in Lisbon's winter time midnight is 00:00 UTC; in New York it is 05:00 UTC
    const nyEarly = early.map((time) => new Date(time.getTime() + 5 * 3_600_000));
    const ny = nextSend(
      pace({ ratePerHour: 10, timeZone: 'America/New_York' }),
      { campaignRecent: [], userRecent: nyEarly },
      now,
    );
    expect(ny).toEqual({ allowed: false, at: at('2026-11-27T05:00:00Z'), hold: 'daily' });
    // yesterday's sends do not count today
    const yesterday = today.map((time) => new Date(time.getTime() - 24 * 3_600_000));
    expect(nextSend(pace(), { campaignRecent: [], userRecent: yesterday }, now).allowed).toBe(true);
  });

  it('holds sends to the working hours in the user time zone', () => {
    const hours = { start: 9 * 60, end: 17 * 60 + 30 };
    const lisbon = pace({ workingHours: hours, timeZone: 'Europe/Lisbon' });
    const none = { campaignRecent: [], userRecent: [] };
    expect(nextSend(lisbon, none, at('2026-11-26T10:00:00Z')).allowed).toBe(true);
    expect(nextSend(lisbon, none, at('2026-11-26T17:30:00Z'))).toEqual({
      allowed: false,
      at: at('2026-11-27T09:00:00Z'),
      hold: 'hours',
    });
    expect(nextSend(lisbon, none, at('2026-11-26T06:15:00Z')).at).toEqual(at('2026-11-26T09:00:00Z'));
    // in summer, Lisbon is an hour ahead of UTC
    expect(nextSend(lisbon, none, at('2026-07-01T07:00:00Z')).at).toEqual(at('2026-07-01T08:00:00Z'));
  });

  it('combines the limits: a rate hold that ends after hours waits for the next morning', () => {
    const now = at('2026-11-26T16:50:00Z');
    const sent = minutesBefore(now, 40, 20, 5);
    const next = nextSend(
      pace({ workingHours: { start: 540, end: 1020 } }),
      { campaignRecent: sent, userRecent: sent },
      now,
    );
    // 16:50 + the window frees at 17:10, after the 17:00 end: tomorrow 09:00
    expect(next).toEqual({ allowed: false, at: at('2026-11-27T09:00:00Z'), hold: 'hours' });
  });

  it('walks across a daylight-saving change to the right local minute', () => {
    // New York falls back on 2026-11-01 at 02:00 local: 09:00 that day is 14:00 UTC
    const ny = pace({ workingHours: { start: 540, end: 600 }, timeZone: 'America/New_York' });
    const next = nextSend(ny, { campaignRecent: [], userRecent: [] }, at('2026-11-01T03:00:00Z'));
    expect(next.at).toEqual(at('2026-11-01T14:00:00Z'));
  });
});

describe('the pace settings', () => {
  it('reads working hours, a daily cap and a time zone, refusing what is not one', async () => {
    const { parseWorkingHours, formatWorkingHours, parseDailyCap, parseTimeZone } = await import(
      './outreach-pace.js'
    );
    expect(parseWorkingHours('09:00-17:30')).toEqual({ start: 540, end: 1050 });
    expect(parseWorkingHours(' 8:05 - 24:00 ')).toEqual({ start: 485, end: 1440 });
    expect(parseWorkingHours('')).toBeNull();
    expect(formatWorkingHours({ start: 485, end: 1050 })).toBe('08:05-17:30');
    for (const bad of ['17:00-09:00', '9-17', '09:00', '25:00-26:00', '09:00-10:00-11:00'])
      expect(() => parseWorkingHours(bad), bad).toThrow(/Working hours look like 09:00-17:30/);
    expect(parseDailyCap('20')).toBe(20);
    for (const bad of [0, 201, 2.5, 'ten', ''])
      expect(() => parseDailyCap(bad), String(bad)).toThrow(
        'The daily limit is a whole number from 1 to 200',
      );
    expect(parseTimeZone(' Europe/Lisbon ')).toBe('Europe/Lisbon');
    expect(() => parseTimeZone('Mars/Olympus')).toThrow('Unknown time zone: Mars/Olympus');
  });
});
