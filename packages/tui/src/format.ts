/** Fixed-width cells for terminal tables, and the short forms of numbers and dates the screens show. */

import { padToWidth, textWidth, truncateToWidth } from '@leadgen/core/domain';
import { displayText } from './display-text.js';

/**
 * `text` cut or padded to exactly `width` terminal cells (an ellipsis marks a cut), as the app
 * draws it (`displayText`: control characters shown safely, joined emoji as their parts),
 * measured as drawn, and line breaks as spaces.
 * Measured in cells, not UTF-16 units (core's `textWidth`): a CJK character or an emoji takes
 * two, a joined emoji sequence two, a combining accent none, so a row with an emoji name is as
 * wide as any other and its columns line up.
 */
export function cell(raw: string, width: number, align: 'left' | 'right' = 'left'): string {
  if (width <= 0) return '';
  const cut = truncateToWidth(displayText(raw).replace(/[\n\t]/g, ' '), width);
  // a wide character that would straddle the edge is left out: one space makes up the cell
  return align === 'right' ? ' '.repeat(Math.max(0, width - textWidth(cut))) + cut : padToWidth(cut, width);
}

/** A count as the spec shows it: 'N/A' when missing, else with thousands separators. */
export function count(value: number | null | undefined): string {
  return value === null || value === undefined ? 'N/A' : value.toLocaleString('en-US');
}

/** A date as 'Nov 24'. */
export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}
