import { expect, it } from 'vitest';
import { compactCount, groupedCount } from './count-format';

const intl = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

it('writes counts as Intl writes them in compact English notation with one decimal', () => {
  const edges = [0, 1, 999, 1000, 1049, 1050, 1099, 1150, 1250, 9949, 9950, 99_949, 99_950, 999_949];
  const more = [
    999_950, 999_999, 1_000_000, 1_050_000, 12_345_678, 999_950_000, 1_234_567_890, 2_500_000_000_000,
  ];
  const sampled = Array.from({ length: 2000 }, (_, index) => Math.floor((index * 7919) ** 1.7));
  for (const value of [...edges, ...more, ...sampled])
    expect(compactCount(value), String(value)).toBe(intl.format(value));
});

it('groups whole numbers as toLocaleString writes them in English', () => {
  const values = [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789, -1234, 2 ** 40];
  for (const value of values) expect(groupedCount(value), String(value)).toBe(value.toLocaleString('en-US'));
});
