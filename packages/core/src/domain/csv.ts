import { ValidationError } from './errors.js';
import { messages } from './messages.js';
import type { Profile } from './profile.js';
import { MAX_CUSTOM_USERNAMES, normalizeUsername, USERNAME_PATTERN } from './usernames.js';

/** The columns of a CSV export, in order (spec §9). */
export const EXPORT_COLUMNS = [
  'Username',
  'Full Name',
  'Biography',
  'Followers',
  'Following',
  'Posts',
  'Is Private',
  'Is Business',
  'Business Category',
  'Email',
  'Phone',
  'URL',
  'Message',
] as const;

/** The largest CSV file of usernames accepted, in bytes (spec §5: 1 MB). */
export const MAX_CSV_BYTES = 1048576;

/**
 * The fields an export row reads. Campaign rows lack the last six, which then export as blanks
 * (and `is_business` as false).
 */
export type ExportProfile = Pick<
  Profile,
  | 'username'
  | 'full_name'
  | 'biography'
  | 'followers_count'
  | 'following_count'
  | 'posts_count'
  | 'is_private'
  | 'is_business_account'
  | 'message'
> &
  Partial<Pick<Profile, 'follows_count' | 'is_business' | 'business_category' | 'email' | 'phone' | 'url'>>;

/** A spreadsheet reads a cell starting with one of these as a formula (or strips it). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Makes a cell safe to open in a spreadsheet (DESIGN.md §9): a value starting with = + - @, a tab
 * or a carriage return gets a leading `'`, so it shows as text instead of running as a formula.
 * Bios are written by strangers. Other values are returned unchanged.
 *
 * @example
 * neutralizeFormula('=HYPERLINK("x")') // "'=HYPERLINK(\"x\")"
 */
export function neutralizeFormula(value: string): string {
  if (typeof value !== 'string') throw new ValidationError(messages.csvValuesInvalid);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const cell = (value: string | number | boolean | null | undefined): string => {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' && !Number.isFinite(value) ? '' : String(value);
};

/**
 * One exported profile as the cells of `EXPORT_COLUMNS` (spec §9): counts as decimal strings,
 * missing values as '', Following from `following_count` or else `follows_count`, the flags as
 * 'true'/'false' (Is Business when either business field is set), every cell neutralised.
 */
export function exportRow(profile: ExportProfile): string[] {
  if (typeof profile !== 'object' || profile === null) throw new ValidationError(messages.invalidProfile);
  const p = profile;
  return [
    cell(p.username),
    cell(p.full_name),
    cell(p.biography),
    cell(p.followers_count),
    cell(p.following_count ?? p.follows_count),
    cell(p.posts_count),
    cell(p.is_private === true),
    cell(p.is_business_account === true || p.is_business === true),
    cell(p.business_category),
    cell(p.email),
    cell(p.phone),
    cell(p.url),
    cell(p.message),
  ].map(neutralizeFormula);
}

/**
 * One CSV line without its line ending: every value double-quoted (empty ones too, spec §9), a
 * `"` inside doubled, joined by commas. Byte for byte what csv-stringify writes per record with
 * `{ quoted: true, quoted_empty: true }`, which ends each record with '\n'.
 *
 * @example
 * csvLine(['a', 'say "hi"', '']) // '"a","say ""hi""",""'
 */
export function csvLine(values: readonly string[]): string {
  if (!Array.isArray(values) || values.some((value) => typeof value !== 'string')) {
    throw new ValidationError(messages.csvValuesInvalid);
  }
  return values.map((value: string) => `"${value.replaceAll('"', '""')}"`).join(',');
}

/**
 * The download name of an export (spec §9): the list or campaign name lowercased, every
 * character but a-z and 0-9 turned into '_', plus '_leads.csv'.
 *
 * @example
 * csvFileName('My List!') // 'my_list__leads.csv'
 */
export function csvFileName(name: string): string {
  if (typeof name !== 'string') throw new ValidationError(messages.invalidListName);
  // The u flag makes an emoji or other astral character one '_', not two.
  return `${name.toLowerCase().replace(/[^a-z0-9]/gu, '_')}_leads.csv`;
}

/** A picked file as the import reads it: its name, its size in bytes and its text. */
export interface UsernameCsvFile {
  fileName: string;
  size: number;
  text: string;
}

/** The usernames an import found, and the message the screen shows for 3 seconds. */
export interface UsernameCsvResult {
  usernames: string[];
  message: string;
}

/** Names of a username column in a header row. */
const HEADER_WORDS = new Set([
  'username',
  'usernames',
  'user name',
  'handle',
  'instagram',
  'account',
  'profile',
]);

/** instagram.com/NAME with or without scheme, www. or m., trailing slash, query or fragment. */
const PROFILE_URL = /^(?:https?:\/\/)?(?:www\.|m\.)?instagram\.com\/([^/?#]+)\/?(?:[?#].*)?$/;

/** One cell, cleaned (spec §5: quotes and '@' removed, trimmed, lowercased; a profile URL gives its name). */
function cleanCell(raw: string): string {
  const value = normalizeUsername(raw.replace(/["']/g, ''));
  return PROFILE_URL.exec(value)?.[1] ?? value;
}

/**
 * Reads a CSV file of usernames for a custom list (spec §5 "Custom list"), checking in order:
 * the name ends in '.csv' (any case), the size is at most 1 MB, the text is not blank. Lines are
 * split on comma, semicolon and tab; each value loses quotes and '@', is trimmed and lowercased,
 * an Instagram profile URL gives its username, and only values matching `USERNAME_PATTERN` are
 * kept. When the first line is a header naming a username column (Username, Handle, Instagram,
 * Account, Profile), it is skipped and only that column is read. Duplicates are removed in first-seen order; none left, or more than 500, is refused.
 *
 * @example
 * parseUsernameCsv({ fileName: 'leads.csv', size: 20, text: 'username\n@NatGeo\nnasa' })
 * // { usernames: ['natgeo', 'nasa'], message: 'Successfully imported 2 unique username(s) from CSV file' }
 */
export function parseUsernameCsv(file: UsernameCsvFile): UsernameCsvResult {
  const { fileName, size, text } = typeof file === 'object' && file !== null ? file : ({} as UsernameCsvFile);
  if (typeof fileName !== 'string' || !fileName.toLowerCase().endsWith('.csv')) {
    throw new ValidationError(messages.uploadCsvFile);
  }
  if (typeof size !== 'number' || Number.isNaN(size) || size < 0)
    throw new ValidationError(messages.uploadCsvFile);
  if (size > MAX_CSV_BYTES) throw new ValidationError(messages.csvTooLarge);
  if (typeof text !== 'string' || text.trim() === '') throw new ValidationError(messages.csvEmpty);

  const lines = text.split(/\r?\n/).map((line) => line.split(/[,;\t]/));
  const first = lines.findIndex((cells) => cells.some((value) => value.trim() !== ''));
  // A header row naming a username column (an export from another tool, or our own) means only
  // that column holds usernames; otherwise every cell is a candidate, as spec §5 reads it.
  const header = (lines[first] ?? []).map((value) => value.replace(/["']/g, '').trim().toLowerCase());
  const column = header.findIndex((value) => HEADER_WORDS.has(value));
  if (column >= 0) lines.splice(first, 1);

  const unique = new Set<string>();
  for (const cells of lines) {
    const candidates = column >= 0 ? cells.slice(column, column + 1) : cells;
    for (const raw of candidates) {
      const value = cleanCell(raw);
      if (USERNAME_PATTERN.test(value)) unique.add(value);
    }
  }
  if (unique.size === 0) throw new ValidationError(messages.csvNoValidUsernames);
  if (unique.size > MAX_CUSTOM_USERNAMES) throw new ValidationError(messages.csvTooManyUsernames);
  return { usernames: [...unique], message: messages.csvImported(unique.size) };
}
