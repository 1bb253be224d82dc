/** Fixed-width cells for terminal tables, and the short forms of numbers and dates the screens show. */

/** `text` cut or padded to exactly `width` columns (an ellipsis marks a cut). */
export function cell(text: string, width: number, align: 'left' | 'right' = 'left'): string {
  if (width <= 0) return '';
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
