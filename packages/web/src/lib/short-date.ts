const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date in the user's time zone as `toLocaleDateString('en-US', { month: 'short', day:
 * 'numeric', year: 'numeric' })` writes it ('Jan 5, 2026'), written by hand: the page's first use
 * of a locale format loads the locale data, 20-40 ms of a phone's main thread.
 */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
