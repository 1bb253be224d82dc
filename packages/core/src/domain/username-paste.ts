import { HEADER_WORDS, PROFILE_URL } from './username-cells.js';

/** What separates the lines of a paste: line breaks of any kind. */
const LINE_BREAK = /\r\n|\r|\n/;

/**
 * The usernames of a paste, as entries to check one by one (`parseUsername`, `isValidUsername`): a
 * column or block copied from a spreadsheet (lines with \n or \r\n, tabs between cells, whose text
 * may hold commas), a comma- or semicolon-separated line. Cells are trimmed and unquoted, blank
 * ones left out. A first line naming a username column ('Username', 'Handle', … as the CSV import
 * reads headers) is a header: it is left out, and of a block of several columns only that column
 * is read, as the CSV import reads one. A profile URL (instagram.com/NAME/) gives its name as
 * written. Entries are returned as pasted otherwise, so a refused one is quoted as the user wrote
 * it.
 *
 * `spaces`: spaces separate entries too (a terminal field, where a pasted tab arrives as a space):
 * a header line is still left out, but its columns can no longer be told apart.
 *
 * @example
 * splitPastedUsernames('Username\r\n@NatGeo\r\nhttps://www.instagram.com/nasa/\r\n\r\n')
 * // ['@NatGeo', 'nasa']
 * splitPastedUsernames('Name\tUsername\nAna P.\tana\n') // ['ana']
 */
export function splitPastedUsernames(text: string, options: { spaces?: boolean } = {}): string[] {
  // a line with tabs is a row of spreadsheet cells, whose text may hold commas
  const cellBreak = (line: string) => (options.spaces ? /[\s,;]+/ : line.includes('\t') ? /\t/ : /[,;]/);
  const rows = String(text)
    .split(LINE_BREAK)
    .map((line) => line.split(cellBreak(line)).map((cell) => cell.trim().replace(/^"|"$/g, '').trim()))
    .filter((cells) => cells.some((cell) => cell !== ''));
  const column = (rows[0] ?? []).findIndex((cell) => HEADER_WORDS.has(cell.toLowerCase()));
  let cells: string[];
  if (column < 0) cells = rows.flat();
  else if (rows.length === 1) cells = (rows[0] ?? []).filter((_, index) => index !== column);
  else {
    // a header of several columns: its username column alone (a lone header cell names them all)
    const one = !options.spaces && (rows[0]?.length ?? 0) > 1;
    cells = rows.slice(1).flatMap((row) => (one ? row.slice(column, column + 1) : row));
  }
  return cells
    .filter((cell) => cell !== '')
    .map((cell) => (PROFILE_URL.exec(cell.replace(/^@/, '').toLowerCase()) ? urlName(cell) : cell));
}

/** The name of a profile URL as written (its case kept; the username check lowercases it). */
const urlName = (cell: string): string => /instagram\.com\/([^/?#]+)/i.exec(cell)?.[1] ?? cell;
