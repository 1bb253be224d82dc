/** Optional sign, then decimal digits only: no '1e3', '0x10', '1.5' or ''. */
const DIGITS = /^[+-]?\d+$/;

/**
 * Reads a whole number from untrusted input (a JSON number, a form field or a CLI argument):
 * a safe integer, or a string of decimal digits (optionally signed, surrounding blanks allowed),
 * gives that integer; anything else (fractions, exponents, hex, blanks, booleans, objects) gives
 * `undefined`, so each caller decides its own message or default. Never throws.
 *
 * @example
 * toWholeNumber(' 42 ') // 42
 * toWholeNumber('4.2') // undefined
 */
export function toWholeNumber(input: unknown): number | undefined {
  if (typeof input === 'number') return Number.isSafeInteger(input) ? input + 0 : undefined;
  if (typeof input !== 'string') return undefined;
  const text = input.trim();
  if (!DIGITS.test(text)) return undefined;
  const value = Number(text);
  // `+ 0` turns -0 ('-0') into 0.
  return Number.isSafeInteger(value) ? value + 0 : undefined;
}
