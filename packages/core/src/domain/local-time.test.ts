import { describe, expect, it } from 'vitest';
import { clockText, localTime } from './local-time.js';

describe('localTime', () => {
  it("gives an instant's wall clock in a zone, across midnight and daylight saving", () => {
    expect(localTime(new Date('2026-11-26T23:30:00Z'), 'Asia/Tokyo')).toEqual({
      date: '2026-11-27',
      time: '08:30',
      minuteOfDay: 510,
    });
    expect(localTime(new Date('2026-07-01T00:05:00Z'), 'Europe/Lisbon').time).toBe('01:05');
    expect(localTime(new Date('2026-01-01T00:05:00Z'), 'Europe/Lisbon').time).toBe('00:05');
    expect(() => localTime(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });

  it("gives the runtime zone's wall clock when no zone is named, as Intl does", () => {
    const format = new Intl.DateTimeFormat('en-US', {
      ...{ year: 'numeric', month: '2-digit', day: '2-digit' },
      ...{ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    });
    for (const iso of [
      '2026-11-26T23:30:00Z',
      '2026-07-01T00:05:00Z',
      '2026-03-29T01:30:00Z',
      '1999-12-31T12:00:00Z',
    ]) {
      const at = new Date(iso);
      const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
      expect(localTime(at), iso).toEqual({
        date: `${parts.year}-${parts.month}-${parts.day}`,
        time: `${parts.hour}:${parts.minute}`,
        minuteOfDay: Number(parts.hour) * 60 + Number(parts.minute),
      });
    }
  });
});

describe('clockText', () => {
  const now = new Date('2026-11-28T12:00:00Z'); // a Saturday

  it("says 'HH:MM' on the local day of now, else the weekday with it, in the zone", () => {
    expect(clockText(new Date('2026-11-28T09:05:00Z'), now, 'UTC')).toBe('09:05');
    expect(clockText(new Date('2026-11-27T09:05:00Z'), now, 'UTC')).toBe('Fri 09:05');
    expect(clockText(new Date('2026-11-29T00:05:00Z'), now, 'UTC')).toBe('Sun 00:05');
    // 23:30 UTC on Saturday is already Sunday 08:30 in Tokyo, where now is Saturday 21:00
    expect(clockText(new Date('2026-11-28T23:30:00Z'), now, 'Asia/Tokyo')).toBe('Sun 08:30');
  });
});
