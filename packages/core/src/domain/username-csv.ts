// csv-parse's browser build: plain ESM with no Node built-ins, so the web app reads a picked
// file with the same parser as the CLI, TUI and server.
import { parse } from 'csv-parse/browser/esm/sync';
import { MAX_CSV_BYTES, type UsernameCsvFile } from './csv.js';
import { ValidationError } from './errors.js';
import { messages } from './messages.js';
import { HEADER_WORDS, PROFILE_URL } from './username-cells.js';
import { MAX_CUSTOM_USERNAMES, normalizeUsername, USERNAME_PATTERN } from './usernames.js';

/** The usernames an import found, the spec's message, and what it left out and why. */
export interface UsernameCsvResult {
  usernames: string[];
  /** spec §5: 'Successfully imported N unique username(s) from CSV file'. */
  message: string;
  /** The header column read, when a header named one. */
  column: string | null;
  /** Values that are not usernames (a name, a bio, 'x y'), and repeats of a username already read. */
  skipped: { notUsernames: number; repeated: number };
  /** What the import read and left out, in a sentence; null when it took every value. */
  note: string | null;
}

/** One cell, cleaned (spec §5: quotes and '@' removed, trimmed, lowercased; a profile URL gives its name). */
function cleanCell(raw: string): string {
  const value = normalizeUsername(raw.replace(/["']/g, ''));
  return PROFILE_URL.exec(value)?.[1] ?? value;
}

/**
 * The file's records as RFC 4180 reads them (csv-parse): a quoted value keeps its commas and
 * line breaks, so a multi-line bio in an export is one value, not several lines of usernames.
 * Values are separated by comma, semicolon or tab (spec §5). A file whose quotes do not pair up
 * is read again with quotes as plain characters, so a stray quote never refuses the import.
 */
function records(text: string): string[][] {
  const options = {
    delimiter: [',', ';', '\t'],
    // every line ending, even mixed in one file (the first one seen is not taken for all)
    record_delimiter: ['\r\n', '\n', '\r'],
    trim: true,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
  };
  try {
    return parse(text, options);
  } catch {
    return parse(text, { ...options, quote: false });
  }
}

/**
 * Reads a CSV file of usernames for a custom list (spec §5 "Custom list"), checking in order:
 * the name ends in '.csv' (any case), the size is at most 1 MB, the text is not blank. Each
 * value loses quotes and '@', is trimmed and lowercased, an Instagram profile URL gives its
 * username, and only values matching `USERNAME_PATTERN` are kept. When the first record is a
 * header naming a username column (Username, Handle, Instagram, Account, Profile), only that
 * column is read (a Leadgen export's names and bios are not usernames); without one, every
 * value is a candidate. Duplicates are removed in first-seen order; none left, or more than
 * `max` (500, a custom list's limit), is refused. The result counts what was left out and says so in `note`.
 *
 * @example
 * parseUsernameCsv({ fileName: 'leads.csv', size: 20, text: 'username\n@NatGeo\nnasa' })
 * // { usernames: ['natgeo', 'nasa'], message: 'Successfully imported 2 unique username(s) from CSV file', … }
 */
export function parseUsernameCsv(file: UsernameCsvFile, max = MAX_CUSTOM_USERNAMES): UsernameCsvResult {
  const { fileName, size, text } = typeof file === 'object' && file !== null ? file : ({} as UsernameCsvFile);
  if (typeof fileName !== 'string' || !fileName.toLowerCase().endsWith('.csv')) {
    throw new ValidationError(messages.uploadCsvFile);
  }
  if (typeof size !== 'number' || Number.isNaN(size) || size < 0)
    throw new ValidationError(messages.uploadCsvFile);
  if (size > MAX_CSV_BYTES) throw new ValidationError(messages.csvTooLarge);
  if (typeof text !== 'string' || text.trim() === '') throw new ValidationError(messages.csvEmpty);

  const rows = records(text);
  const first = rows.findIndex((cells) => cells.some((value) => value.trim() !== ''));
  const header = (rows[first] ?? []).map((value) => value.replace(/["']/g, '').trim());
  const column = header.findIndex((value) => HEADER_WORDS.has(value.toLowerCase()));
  if (column >= 0) rows.splice(first, 1);

  const unique = new Set<string>();
  const skipped = { notUsernames: 0, repeated: 0 };
  for (const cells of rows) {
    const candidates = column >= 0 ? cells.slice(column, column + 1) : cells;
    for (const raw of candidates) {
      const value = cleanCell(raw);
      if (value === '') continue;
      if (!USERNAME_PATTERN.test(value)) skipped.notUsernames++;
      else if (unique.has(value)) skipped.repeated++;
      else unique.add(value);
    }
  }
  if (unique.size === 0) throw new ValidationError(messages.csvNoValidUsernames);
  if (unique.size > max) throw new ValidationError(messages.csvTooManyUsernames);
  const columnName = column >= 0 ? (header[column] ?? null) : null;
  return {
    usernames: [...unique],
    message: messages.csvImported(unique.size),
    column: columnName,
    skipped,
    note: messages.csvImportNote(columnName, skipped.notUsernames, skipped.repeated),
  };
}
