/** Fixed-width cells for terminal tables, and the short forms of numbers and dates the screens show. */

import { terminalSafe } from '@leadgen/core/domain';

/**
 * `text` cut or padded to exactly `width` columns (an ellipsis marks a cut), control characters
 * shown as `terminalSafe` shows them (measured as shown) and line breaks as spaces.
 */
export function cell(raw: string, width: number, align: 'left' | 'right' = 'left'): string {
  if (width <= 0) return '';
  const text = terminalSafe(raw).replace(/[\n\t]/g, ' ');
  const cut = text.length > width ? `${text.slice(0, Math.max(0, width - 1))}…` : text;
  return align === 'right' ? cut.padStart(width) : cut.padEnd(width);
}

/** A count as the spec shows it: 'N/A' when missing, else with thousands separators. */
export function count(value: number | null | undefined): string {
  return value === null || value === undefined ? 'N/A' : value.toLocaleString('en-US');
}

/** A date as 'Nov 24'. */
export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}
