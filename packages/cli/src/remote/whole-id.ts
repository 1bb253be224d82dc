import { remoteMessages, ValidationError } from '@leadgen/core/domain';

// the ids rows get (core's store: UUIDs)
const WHOLE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID_START = /^[0-9a-f-]{4,35}$/i;

/**
 * An id as remote mode sends it: the API takes whole ids only (it offers no look-up by the start
 * of one), so a start of an id is refused saying so, rather than answered "not found".
 */
export function wholeId(text: string): string {
  const id = text.trim();
  if (WHOLE_ID.test(id)) return id.toLowerCase();
  if (ID_START.test(id)) throw new ValidationError(remoteMessages.wholeIdNeeded(id));
  return encodeURIComponent(id);
}

/** Whether the text is a whole id (not the start of one, nor a username). */
export const isWholeId = (text: string): boolean => WHOLE_ID.test(text.trim());
