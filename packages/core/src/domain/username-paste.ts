import { HEADER_WORDS, PROFILE_URL } from './username-cells.js';

/** What separates the cells of a paste: line breaks (any), tabs, commas and semicolons. */
const CELL_BREAK = /\r\n|\r|\n|\t|,|;/;

/**
 * The usernames of a paste, as entries to check one by one (`parseUsername`, `isValidUsername`):
 * a column or block copied from a spreadsheet (lines with \n or \r\n, tabs between cells),
 * a comma- or semicolon-separated line. Cells are trimmed and unquoted, blank ones left out; a
 * first cell naming a username column ('Username', 'Handle', … as the CSV import reads headers)
 * is left out; a profile URL (instagram.com/NAME/) gives its name as written. Entries are
 * returned as pasted otherwise, so a refused one is quoted as the user wrote it.
 *
 * @example
 * splitPastedUsernames('Username\r\n@NatGeo\r\nhttps://www.instagram.com/nasa/\r\n\r\n')
 * // ['@NatGeo', 'nasa']
 */
export function splitPastedUsernames(text: string): string[] {
  const cells = String(text)
    .split(CELL_BREAK)
    .map((cell) => cell.trim().replace(/^"|"$/g, '').trim())
    .filter((cell) => cell !== '');
  if (cells.length > 0 && HEADER_WORDS.has((cells[0] ?? '').toLowerCase())) cells.shift();
  return cells.map((cell) => (PROFILE_URL.exec(cell.replace(/^@/, '').toLowerCase()) ? urlName(cell) : cell));
}

/** The name of a profile URL as written (its case kept; the username check lowercases it). */
const urlName = (cell: string): string => /instagram\.com\/([^/?#]+)/i.exec(cell)?.[1] ?? cell;
