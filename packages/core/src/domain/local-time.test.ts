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
});
