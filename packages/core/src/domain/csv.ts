import { ValidationError } from './errors.js';
import { messages } from './messages.js';
import type { Profile } from './profile.js';

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

/**
 * The fields an export row reads: every column of spec §9 comes from the profile row, for a list
 * and a campaign alike.
 */
export type ExportProfile = Pick<
  Profile,
  | 'username'
  | 'full_name'
  | 'biography'
  | 'followers_count'
  | 'following_count'
  | 'follows_count'
  | 'posts_count'
  | 'is_private'
  | 'is_business_account'
  | 'is_business'
  | 'business_category'
  | 'email'
  | 'phone'
  | 'url'
  | 'message'
>;

/** The largest CSV file of usernames accepted, in bytes (spec §5: 1 MB). */
export const MAX_CSV_BYTES = 1048576;

/** A picked file as the username import reads it: its name, its size in bytes and its text. */
export interface UsernameCsvFile {
  fileName: string;
  size: number;
  text: string;
}

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
