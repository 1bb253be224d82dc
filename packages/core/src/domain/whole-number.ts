/**
 * Optional sign, then decimal digits, grouped by thousands with commas or not (counts are shown
 * '1,000', so they may be typed so): no '1e3', '0x10', '1.5', '1,00' or ''.
 */
const DIGITS = /^[+-]?(\d+|\d{1,3}(,\d{3})+)$/;

/**
 * Reads a whole number from untrusted input (a JSON number, a form field or a CLI argument): a
 * safe integer, or a string of decimal digits (optionally signed, grouped by thousands with
 * commas, surrounding blanks allowed), gives that integer; anything else (fractions, exponents,
 * hex, blanks, booleans, objects) gives `undefined`, so each caller decides its own message or
 * default. Never throws.
 *
 * @example
 * toWholeNumber(' 42 ') // 42
 * toWholeNumber('1,000') // 1000
 * toWholeNumber('4.2') // undefined
 */
export function toWholeNumber(input: unknown): number | undefined {
  if (typeof input === 'number') return Number.isSafeInteger(input) ? input + 0 : undefined;
  if (typeof input !== 'string') return undefined;
  const text = input.trim();
  if (!DIGITS.test(text)) return undefined;
  const value = Number(text.replaceAll(',', ''));
  // `+ 0` turns -0 ('-0') into 0.
  return Number.isSafeInteger(value) ? value + 0 : undefined;
}
