import { describe, expect, it } from 'vitest';
import { localDate, localDateTime } from './dates.js';

describe('local dates', () => {
  it('shows a stored UTC time in the zone TZ names', () => {
    const iso = '2026-11-26T23:30:00.000Z';
    expect(localDateTime(iso, { TZ: 'UTC' })).toBe('2026-11-26 23:30');
    expect(localDateTime(iso, { TZ: 'Asia/Tokyo' })).toBe('2026-11-27 08:30');
    expect(localDate(iso, { TZ: 'America/New_York' })).toBe('2026-11-26');
    expect(localDateTime('2026-07-01T00:05:00.000Z', { TZ: 'Europe/Madrid' })).toBe('2026-07-01 02:05');
  });

  it('falls back to the process zone for an unknown TZ', () => {
    expect(localDateTime('2026-11-26T23:30:00.000Z', { TZ: 'Nowhere/Atlantis' })).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d$/,
    );
  });
});
