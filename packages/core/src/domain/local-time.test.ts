import { describe, expect, it } from 'vitest';
import { localTime } from './local-time.js';

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
