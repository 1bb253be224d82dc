import { ValidationError } from './errors.js';
import { keyword, readList } from './filter-input.js';
import { messages } from './messages.js';

/**
 * Cleans a keyword list (spec §5: keywords trimmed and lowercased; duplicates and blanks
 * ignored), keeping the first occurrence's order. Anything but a list of text is refused.
 *
 * @example
 * normalizeKeywords([' Coach', 'coach', '', 'CEO']) // ['coach', 'ceo']
 */
export function normalizeKeywords(list: readonly string[]): string[] {
  return readList(list, 'Keywords', keyword);
}

/**
 * What the tag input does when Enter, a comma or leaving the field commits `raw` (spec §2
 * "Tag-input widget"): the text, split at commas, is trimmed and lowercased, and each new
 * non-blank keyword is appended; blanks and duplicates are ignored. Returns a new array.
 *
 * @example
 * addTag(['coach'], ' CEO ') // ['coach', 'ceo']
 */
export function addTag(tags: readonly string[], raw: string): string[] {
  const current = normalizeKeywords(tags);
  if (typeof raw !== 'string') throw new ValidationError(messages.filterText('Keyword'));
  return normalizeKeywords([...current, ...raw.split(',')]);
}

/** What Backspace on an empty tag input does (spec §2): a new array without the last tag. */
export function removeLastTag(tags: readonly string[]): string[] {
  if (!Array.isArray(tags)) throw new ValidationError(messages.filterList('Keywords'));
  return tags.slice(0, -1);
}
