import { ValidationError } from './errors.js';
import { messages } from './messages.js';
import { plainText } from './plain-text.js';

/** What separates the editable part of a list name from its generated suffix (spec §3). */
const SEPARATOR = ' - ';

/** The search types a discovery list is named after; custom lists use `customListName`. */
export type DiscoverySearchType = 'followers' | 'following';

/** The first two names joined by ', ', plus ' +N more' when there are more (spec §3). */
function firstTwo(names: unknown, empty: string): string {
  if (!Array.isArray(names) || names.some((name) => typeof name !== 'string')) {
    throw new ValidationError(messages.atLeastOneUsername);
  }
  if (names.length === 0) return empty;
  const more = names.length > 2 ? ` +${names.length - 2} more` : '';
  return names.slice(0, 2).join(', ') + more;
}

/** 'Nov 22': the short month and day of `date` in `timeZone` (default: the runtime's). */
function shortDate(date: unknown, timeZone: string | undefined): string {
  if (!(date instanceof Date) || Number.isNaN(date.getTime()))
    throw new ValidationError(messages.invalidDate);
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone });
  } catch (error) {
    throw new ValidationError(messages.invalidTimeZone(String(timeZone)), { cause: error });
  }
  return format.format(date);
}

/**
 * The auto-generated name of a discovery list (spec §3): the first two targets joined by ', ',
 * ' +N more' when there are more, then the search type and the short month-day date. Pass
 * `timeZone` to name the day as the user sees it (tests pass 'UTC').
 *
 * @example
 * listName({ targets: ['natgeo', 'nasa', 'bbc'], searchType: 'followers', date, timeZone: 'UTC' })
 * // 'natgeo, nasa +1 more - followers - Nov 22'
 */
export function listName(options: {
  targets: readonly string[];
  searchType: DiscoverySearchType;
  date: Date;
  timeZone?: string;
}): string {
  const { targets, searchType, date, timeZone } = options;
  const names = firstTwo(targets, '');
  if (names === '') throw new ValidationError(messages.atLeastOneUsername);
  if (searchType !== 'followers' && searchType !== 'following') {
    throw new ValidationError(messages.invalidSearchType);
  }
  return `${names}${SEPARATOR}${searchType}${SEPARATOR}${shortDate(date, timeZone)}`;
}

/**
 * The auto-generated name of a custom list (spec §3): 'Custom: ' plus the first two usernames
 * (' +N more' when there are more), then the short month-day date. With no usernames the middle
 * reads '0 usernames'.
 *
 * @example
 * customListName({ usernames: ['a', 'b', 'c', 'd', 'e'], date, timeZone: 'UTC' })
 * // 'Custom: a, b +3 more - Nov 22'
 */
export function customListName(options: {
  usernames: readonly string[];
  date: Date;
  timeZone?: string;
}): string {
  const { usernames, date, timeZone } = options;
  return `Custom: ${firstTwo(usernames, '0 usernames')}${SEPARATOR}${shortDate(date, timeZone)}`;
}

/**
 * The part of a list name the dashboard shows and edits: everything before the first ' - '
 * (spec §3), or the whole name when it has none.
 *
 * @example
 * displayListName('natgeo, nasa - followers - Nov 22') // 'natgeo, nasa'
 */
export function displayListName(name: string): string {
  if (typeof name !== 'string') throw new ValidationError(messages.invalidListName);
  const cut = name.indexOf(SEPARATOR);
  return cut === -1 ? name : name.slice(0, cut);
}

/**
 * Renames a list the way the dashboard's inline edit does (spec §3, §4): the new display name is
 * trimmed and must not be blank (`messages.invalidListName`); it replaces the part before the first
 * ' - ' and the generated suffix is kept. A name without ' - ' is replaced whole. A hyphen after a space
 * in the new name becomes an en dash (' -' to ' –'), so the first ' - ' is still where the suffix
 * starts and the dashboard shows the whole new name instead of cutting it short. Control
 * characters (a terminal's key burst, an escape sequence) are dropped (`plainText`).
 *
 * @example
 * renameList('natgeo - followers - Nov 22', ' Photographers ') // 'Photographers - followers - Nov 22'
 */
export function renameList(fullName: string, newDisplayName: string): string {
  if (typeof fullName !== 'string' || typeof newDisplayName !== 'string') {
    throw new ValidationError(messages.invalidListName);
  }
  // A ' -' left in the name would make displayListName cut it there (e.g. 'Q1 - leads').
  const display = plainText(newDisplayName).trim().replaceAll(' -', ' –');
  if (display === '') throw new ValidationError(messages.invalidListName);
  const cut = fullName.indexOf(SEPARATOR);
  return cut === -1 ? display : display + fullName.slice(cut);
}
