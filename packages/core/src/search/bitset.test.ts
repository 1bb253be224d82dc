import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBit,
  andBits,
  andNotBits,
  countBits,
  emptyBits,
  hasBit,
  orBits,
  rangeBits,
  takeBits,
} from './bitset.js';

/** A set of rows out of `size` as a bitset and as the plain list it stands for. */
const rowSet = (size: number) =>
  fc.uniqueArray(fc.integer({ min: 0, max: size - 1 })).map((rows) => {
    const bits = emptyBits(size);
    for (const row of rows) addBit(bits, row);
    return { bits, rows: [...rows].sort((a, b) => a - b) };
  });

describe('bitsets', () => {
  it('hold, combine, count and list rows across word boundaries as plain sets do', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 200 })
          .chain((size) =>
            fc.tuple(fc.constant(size), rowSet(size), rowSet(size), fc.nat(size), fc.nat(size), fc.nat(size)),
          ),
        ([size, a, b, from, to, limit]) => {
          const inB = new Set(b.rows);
          expect(a.rows.every((row) => hasBit(a.bits, row))).toBe(true);
          const list = (bits: Uint32Array) => takeBits(bits, 0, size);
          expect(list(andBits(Uint32Array.from(a.bits), b.bits))).toEqual(
            a.rows.filter((row) => inB.has(row)),
          );
          expect(list(orBits(Uint32Array.from(a.bits), b.bits))).toEqual(
            [...new Set([...a.rows, ...b.rows])].sort((x, y) => x - y),
          );
          expect(list(andNotBits(Uint32Array.from(a.bits), b.bits))).toEqual(
            a.rows.filter((row) => !inB.has(row)),
          );
          const [low, high] = from <= to ? [from, to] : [to, from];
          const within = a.rows.filter((row) => row >= low && row < high);
          expect(countBits(a.bits, low, high)).toBe(within.length);
          expect(countBits(a.bits, low, high, b.bits)).toBe(within.filter((row) => inB.has(row)).length);
          expect(takeBits(a.bits, low, limit)).toEqual(a.rows.filter((row) => row >= low).slice(0, limit));
          expect(list(rangeBits(size, low, high))).toEqual(
            Array.from({ length: high - low }, (_, i) => low + i),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
