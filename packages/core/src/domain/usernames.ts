import { ValidationError } from './errors.js';
import { messages } from './messages.js';

/**
 * What a normalised Instagram username must look like (spec §5: letters, digits, dot and
 * underscore only; Instagram's own limit of 30 characters). Test it against `normalizeUsername`'s
 * output, never against raw input.
 */
export const USERNAME_PATTERN = /^[a-z0-9._]{1,30}$/;

/** At most this many target accounts per discovery run (spec §5, §9). */
export const MAX_TARGETS = 5;

/** At most this many usernames in a custom list (spec §5, §9). */
export const MAX_CUSTOM_USERNAMES = 500;

const text = (raw: unknown): string => {
  if (typeof raw !== 'string') throw new ValidationError(messages.invalidUsername(String(raw)));
  return raw;
};

/**
 * Normalises a username as typed: every '@' removed, surrounding blanks trimmed, lowercased
 * (spec §5). The result may still be invalid or blank; see `parseUsername`.
 *
 * @example
 * normalizeUsername(' @NatGeo ') // 'natgeo'
 */
export function normalizeUsername(raw: string): string {
  return text(raw).replaceAll('@', '').trim().toLowerCase();
}

/**
 * True when `raw` normalises to a valid username, i.e. exactly when `parseUsername(raw)` would
 * succeed. Never throws: anything that is not a string is simply not valid.
 */
export function isValidUsername(raw: unknown): boolean {
  return typeof raw === 'string' && USERNAME_PATTERN.test(normalizeUsername(raw));
}

/**
 * Normalises and validates one username. A blank entry is 'Please provide at least one Instagram
 * username'; anything else that fails the pattern is 'Invalid username format: {entry}', quoting
 * the entry as the user typed it (trimmed), not its normalised form.
 *
 * @example
 * parseUsername('@NASA') // 'nasa'
 * parseUsername('bad name') // throws 'Invalid username format: bad name'
 */
export function parseUsername(raw: string): string {
  const username = normalizeUsername(raw);
  if (username === '') throw new ValidationError(messages.atLeastOneUsername);
  // spec §5: letters, digits, dot and underscore only
  if (!USERNAME_PATTERN.test(username)) throw new ValidationError(messages.invalidUsername(raw.trim()));
  return username;
}

/** Normalises a list of entries: blanks skipped, each validated, duplicates dropped (first kept). */
function parseUsernameList(entries: unknown): string[] {
  if (!Array.isArray(entries)) throw new ValidationError(messages.atLeastOneUsername);
  const unique = new Set<string>();
  for (const entry of entries) {
    // spec §5: empty entries are ignored
    if (normalizeUsername(entry) === '') continue;
    unique.add(parseUsername(entry));
  }
  return [...unique];
}

/**
 * Parses the target accounts of a discovery run (spec §5): each entry normalised, blank ones
 * ignored, every other one validated, duplicates removed keeping the first occurrence's order.
 * None left is 'Please provide at least one Instagram username'; more than `MAX_TARGETS` is
 * `messages.tooManyTargets`.
 *
 * @example
 * parseTargets(['@NatGeo', '', 'nasa', 'natgeo']) // ['natgeo', 'nasa']
 */
export function parseTargets(entries: readonly string[]): string[] {
  const targets = parseUsernameList(entries);
  if (targets.length === 0) throw new ValidationError(messages.atLeastOneUsername);
  if (targets.length > MAX_TARGETS) throw new ValidationError(messages.tooManyTargets);
  return targets;
}

/**
 * Parses the Instagram session id (spec §5): trimmed, and required: blank or missing is
 * 'Instagram session ID is required'. The value is a credential; never log it.
 */
export function parseSessionId(raw: string): string {
  const sessionId = typeof raw === 'string' ? raw.trim() : '';
  if (sessionId === '') throw new ValidationError(messages.sessionIdRequired);
  return sessionId;
}

/**
 * Parses the usernames of a custom list (spec §5 "Custom list"): normalised, blanks ignored, each
 * validated, duplicates removed (first order kept). None left is 'Please provide at least one
 * Instagram username' (the spec disables launch then); more than `MAX_CUSTOM_USERNAMES` unique ones
 * is 'Maximum 500 usernames allowed'.
 */
export function parseCustomUsernames(entries: readonly string[]): string[] {
  const usernames = parseUsernameList(entries);
  if (usernames.length === 0) throw new ValidationError(messages.atLeastOneUsername);
  if (usernames.length > MAX_CUSTOM_USERNAMES) throw new ValidationError(messages.maxUsernames);
  return usernames;
}

/**
 * The public profile page of a username (spec §7 "External links", opened by Open IG). The
 * username is parsed first, so nothing but a valid username ever reaches the URL.
 *
 * @example
 * instagramProfileUrl('natgeo') // 'https://www.instagram.com/natgeo/'
 */
export function instagramProfileUrl(username: string): string {
  return `https://www.instagram.com/${parseUsername(username)}/`;
}
