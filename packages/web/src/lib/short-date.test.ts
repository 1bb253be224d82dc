import { expect, it } from 'vitest';
import { shortDate } from './short-date';

it('writes dates as toLocaleDateString writes them in short English, in the local time zone', () => {
  const start = Date.UTC(2024, 0, 1);
  const dates = Array.from({ length: 800 }, (_, day) => new Date(start + day * 86_400_000 + day * 3_600_000));
  for (const date of dates)
    expect(shortDate(date.toISOString())).toBe(
      date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
    );
});
