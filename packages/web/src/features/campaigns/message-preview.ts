/** spec §9: a message preview is truncated at 100 characters; Show More appears when longer. */
export const MESSAGE_PREVIEW_LIMIT = 100;

/**
 * A message as the view screen's card shows it: the first 100 characters, with an ellipsis and
 * `more` (Show More) only when the message is longer than that.
 *
 * @example
 * messagePreview('a'.repeat(101)) // { text: 'aaa…a…', more: true }
 */
export function messagePreview(message: string | null | undefined): { text: string; more: boolean } {
  const text = message ?? '';
  if (text.length <= MESSAGE_PREVIEW_LIMIT) return { text, more: false };
  return { text: `${text.slice(0, MESSAGE_PREVIEW_LIMIT).trimEnd()}…`, more: true };
}
