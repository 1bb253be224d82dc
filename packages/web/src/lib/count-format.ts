// Counts are written by hand, not with Intl or `toLocaleString`: the page's first use of either
// loads the locale data, 20-40 ms of a phone's main thread on the page that shows the counts.

/** A whole number with its thousands grouped: 12,345,678. */
export const groupedCount = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The compact notation's units, largest first. */
const UNITS = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
] as const;

/**
 * A count (a whole number) in compact English notation with at most one decimal: 999, 1.2K,
 * 34.5M, as `Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })`
 * writes it.
 */
export function compactCount(value: number): string {
  const size = Math.abs(value);
  let index = UNITS.findIndex(([unit]) => size >= unit);
  if (index === -1) return String(value);
  // tenths of the unit, rounded half away from zero; 999.95K and up are written in the next unit
  const tenthsOf = (at: number) => Math.round((size * 10) / (UNITS[at]?.[0] ?? 1));
  if (tenthsOf(index) >= 10_000 && index > 0) index -= 1;
  const tenths = tenthsOf(index);
  const number = tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
  return `${value < 0 ? '-' : ''}${number}${UNITS[index]?.[1] ?? ''}`;
}
