import { expect, it } from 'vitest';
import { MESSAGE_PART_BYTES, messageParts } from './message-parts';

const weight = (part: Record<string, string>) => new TextEncoder().encode(JSON.stringify(part)).length;
// 1,000 messages of 2,000 characters, some of them two bytes each in UTF-8
const entries = Array.from({ length: 1000 }, (_, i): [string, string] => [
  `0193c4d2-0000-7000-8000-${String(i).padStart(12, '0')}`,
  `Olá ${i}! ${'é'.repeat(500)}${'x'.repeat(1500)}`,
]);

it('splits 1,000 long messages into parts under the limit, in order, losing none', () => {
  const parts = messageParts(entries);
  expect(parts.length).toBeGreaterThan(20);
  for (const part of parts) expect(weight(part)).toBeLessThanOrEqual(MESSAGE_PART_BYTES);
  expect(parts.flatMap((part) => Object.entries(part))).toEqual(entries);
});

it('leaves the first part the room its request has beside, even none', () => {
  const [first, second] = messageParts(entries, 10_000);
  expect(weight(first ?? {})).toBeLessThanOrEqual(10_000);
  expect(Object.keys(first ?? {})).toHaveLength(3);
  expect(weight(second ?? {})).toBeGreaterThan(80_000);
  const [none, ...rest] = messageParts(entries, 100);
  expect(none).toEqual({});
  expect(rest.flatMap((part) => Object.keys(part))).toHaveLength(1000);
});

it('keeps a small set in one part', () => {
  expect(messageParts([['a', 'Hi']])).toEqual([{ a: 'Hi' }]);
  expect(messageParts([])).toEqual([{}]);
});
