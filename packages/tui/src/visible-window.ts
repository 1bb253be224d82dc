/**
 * The rows of a long table to render so the cursor stays visible: `height` rows around
 * `cursor`, scrolling only when the cursor would leave the window. Only these rows are drawn, so
 * a 10,000-row table costs what a screenful does.
 */
export function visibleWindow(total: number, cursor: number, height: number): { start: number; end: number } {
  const size = Math.max(1, height);
  if (total <= size) return { start: 0, end: total };
  const start = Math.min(Math.max(0, cursor - Math.floor(size / 2)), total - size);
  return { start, end: start + size };
}
