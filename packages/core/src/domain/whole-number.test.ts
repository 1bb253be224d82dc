import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toWholeNumber } from './whole-number.js';

describe('toWholeNumber', () => {
  it('reads integers and digit strings', () => {
    expect(toWholeNumber(7)).toBe(7);
    expect(toWholeNumber(-3)).toBe(-3);
    expect(toWholeNumber(' 42 ')).toBe(42);
    expect(toWholeNumber('+5')).toBe(5);
    expect(toWholeNumber('-12')).toBe(-12);
    expect(Object.is(toWholeNumber('-0'), 0)).toBe(true);
    expect(Object.is(toWholeNumber(-0), 0)).toBe(true);
  });

  it('reads counts grouped by thousands with commas, as they are shown', () => {
    expect(toWholeNumber('1,000')).toBe(1000);
    expect(toWholeNumber(' 12,345,678 ')).toBe(12_345_678);
    for (const bad of ['1,00', ',100', '1,000,', '10,00,000', '1,,000'])
      expect(toWholeNumber(bad)).toBeUndefined();
  });

  it('gives undefined for anything that is not a whole number', () => {
    for (const bad of [
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      2 ** 53,
      '1.5',
      '1e3',
      '0x10',
      '',
      ' ',
      'abc',
    ]) {
      expect(toWholeNumber(bad)).toBeUndefined();
    }
    for (const bad of [null, undefined, true, {}, [], [3], 10n]) expect(toWholeNumber(bad)).toBeUndefined();
  });

  it('round-trips every safe integer written as a string', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(toWholeNumber(String(n))).toBe(n + 0);
        expect(toWholeNumber(n)).toBe(n + 0);
      }),
    );
  });
});
