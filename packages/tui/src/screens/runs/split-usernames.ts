import { splitPastedUsernames } from '@leadgen/core/domain';

/**
 * The entries of usernames typed or pasted in one field, by core's paste rules (the web's too):
 * separated by line breaks, commas, semicolons or spaces (a pasted tab arrives as a space),
 * quotes taken off, a header line such as "Username" left out, a profile URL read as its name.
 * Core normalises and validates the entries (`parseTargets`, `parseCustomUsernames`).
 */
export function splitUsernames(text: string): string[] {
  return splitPastedUsernames(text, { spaces: true });
}
