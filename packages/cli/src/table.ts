import { padToWidth, terminalSafe, textWidth, truncateToWidth } from '@leadgen/core/domain';
import { paint, STATUS_STYLE } from './style.js';

/**
 * How a table is drawn: colours, the width it must fit in (none: as wide as it is), whether its
 * header row is printed (it still names the columns, e.g. which one holds statuses), and whether
 * ids are shortened to the start that tells them apart.
 */
export interface TableStyle {
  color?: boolean;
  width?: number;
  header?: boolean;
  shortIds?: boolean;
}

const GAP = 2;
/** Text columns are cut to no fewer cells than this while anything else can give… */
const MIN_CUT_WIDTH = 8;
/** …and, on a terminal too narrow for that, to no fewer than this ('ab…'). */
const LAST_CUT_WIDTH = 3;
/** A shortened id keeps at least this many characters (git's and docker's short ids show 7-12). */
export const MIN_SHOWN_ID = 8;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;

/**
 * A cell as one line a terminal cannot be steered by: tabs and line breaks become a space (so a
 * row stays one line and a tab-separated row keeps its columns), and every control character is
 * shown in caret notation (`terminalSafe`: a name's escape sequence shows as `^[`).
 */
export const cellText = (cell: string): string => terminalSafe(cell.replace(BREAKS, ' '));

/**
 * Rows as aligned columns, the header first, measured in terminal cells (a CJK character or an
 * emoji takes two). With `shortIds`, a column of ids shows each by its shortest start that no
 * other id in the column shares, at least `MIN_SHOWN_ID` characters (as `git log --oneline` and
 * `docker ps` do); every command takes such a start back. With `width`, the widest text columns
 * are cut (with '…') until the table fits, ids, usernames and numbers never; a terminal too narrow
 * even then gets its lines cut. With `color`, the header is bold and a STATUS column's words take
 * their status colour (styled after padding, so columns stay aligned).
 */
export function table(data: readonly (readonly string[])[], style: TableStyle = {}): string {
  const safe = data.map((row) => row.map(cellText));
  const shown = style.shortIds ? shortenIds(safe) : safe;
  const widths = fitColumns(shown, style.width);
  const rows = shown.map((row) => row.map((cell, column) => truncateToWidth(cell, widths[column] ?? 0)));
  const statusColumn = rows[0]?.indexOf('STATUS') ?? -1;
  const overflows = style.width !== undefined && tableWidth(widths) > style.width;
  const color = style.color && !overflows;
  const last = widths.length - 1;
  const styled = (cell: string, column: number, index: number): string => {
    // the last column is not padded: no trailing spaces, even inside a bold header's escapes
    const padded = column === last ? cell : padToWidth(cell, widths[column] ?? 0);
    if (!color) return padded;
    if (index === 0) return paint('bold', padded);
    const status = column === statusColumn ? STATUS_STYLE[cell] : undefined;
    return status ? paint(status, cell) + padded.slice(cell.length) : padded;
  };
  const lines = rows.map((row, index) => {
    const line = row
      .map((cell, column) => styled(cell, column, index))
      .join(' '.repeat(GAP))
      .trimEnd();
    return overflows ? truncateToWidth(line, style.width ?? 0) : line;
  });
  return (style.header === false ? lines.slice(1) : lines).join('\n');
}

/**
 * Rows for a program to read: one line each, cells separated by a tab, nothing padded, cut or
 * shortened (`cellText` keeps tabs and line breaks out of the cells). The header row is left out
 * unless `header` is true; with `color`, a STATUS column's words take their status colour.
 */
export function tsv(data: readonly (readonly string[])[], style: Pick<TableStyle, 'color' | 'header'> = {}) {
  const statusColumn = data[0]?.indexOf('STATUS') ?? -1;
  const lines = data.map((row, index) =>
    row
      .map((raw, column) => {
        const cell = cellText(raw);
        const status = style.color && index > 0 && column === statusColumn ? STATUS_STYLE[cell] : undefined;
        return status ? paint(status, cell) : cell;
      })
      .join('\t'),
  );
  return (style.header === true ? lines : lines.slice(1)).join('\n');
}

/**
 * Key-value facts (`lists show`) as two columns; with `width`, a value too long for the line
 * wraps at spaces onto lines of its own under it, so nothing is cut (an error, a note, a
 * message to copy).
 */
export function facts(data: readonly (readonly string[])[], width?: number): string {
  const safe = data.map((row) => row.map(cellText));
  const keyWidth = Math.max(0, ...safe.map(([key]) => textWidth(key ?? '')));
  const indent = ' '.repeat(keyWidth + GAP);
  const valueWidth = width === undefined ? Number.POSITIVE_INFINITY : Math.max(1, width - indent.length);
  const lines = safe.flatMap(([key = '', value = '']) =>
    wrap(value, valueWidth).map((part, index) =>
      `${index === 0 ? padToWidth(key, keyWidth) + ' '.repeat(GAP) : indent}${part}`.trimEnd(),
    ),
  );
  return lines.join('\n');
}

/** `text` in lines of at most `width` cells, broken at spaces, a longer word at any character. */
function wrap(text: string, width: number): string[] {
  if (textWidth(text) <= width) return [text];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const joined = line === '' ? word : `${line} ${word}`;
    if (textWidth(joined) <= width) {
      line = joined;
      continue;
    }
    if (line !== '') lines.push(line);
    line = word;
    while (textWidth(line) > width) {
      const head = takeCells(line, width);
      lines.push(head);
      line = line.slice(head.length);
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** The longest start of `text` that fits in `width` cells (at least one character). */
function takeCells(text: string, width: number): string {
  let kept = '';
  for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)) {
    if (kept !== '' && textWidth(kept + segment) > width) break;
    kept += segment;
  }
  return kept;
}

/** The rows with each column of ids shortened to one length that tells its ids apart. */
function shortenIds(rows: readonly (readonly string[])[]): string[][] {
  const lengths = (rows[0] ?? []).map((_, column) => {
    const cells = rows.slice(1).map((row) => row[column] ?? '');
    const ids = cells.filter((cell) => ID.test(cell));
    // a column of ids: every cell an id, or '-' where a row has none (a job without a list)
    if (ids.length === 0 || ids.length + cells.filter((cell) => cell === '-').length < cells.length) {
      return undefined;
    }
    return uniquePrefixLength(ids);
  });
  return rows.map((row, index) =>
    row.map((cell, column) => {
      const length = lengths[column];
      return index > 0 && length !== undefined && ID.test(cell) ? cell.slice(0, length) : cell;
    }),
  );
}

/**
 * The fewest characters, at least `MIN_SHOWN_ID`, at which no two of the different `ids` start
 * alike; never ending on a dash, which tells nothing apart.
 */
export function uniquePrefixLength(ids: readonly string[]): number {
  const sorted = [...new Set(ids)].sort();
  let length = MIN_SHOWN_ID;
  for (let i = 1; i < sorted.length; i++) {
    length = Math.max(length, commonStart(sorted[i - 1] ?? '', sorted[i] ?? '') + 1);
  }
  const longest = Math.max(...sorted.map((id) => id.length));
  while (length < longest && sorted.some((id) => id[length - 1] === '-')) length++;
  return Math.min(length, longest);
}

const commonStart = (a: string, b: string): number => {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
};

const tableWidth = (widths: readonly number[]) =>
  widths.reduce((sum, w) => sum + w, 0) + GAP * Math.max(0, widths.length - 1);

/** Each column's width in cells, the widest text columns narrowed until the rows fit `width`. */
function fitColumns(rows: readonly (readonly string[])[], width: number | undefined): number[] {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => textWidth(row[column] ?? '')))) ?? [];
  if (width === undefined) return widths;
  const cuttable = widths.map((_, column) => isTextColumn(rows, column));
  let excess = tableWidth(widths) - width;
  for (const floor of [MIN_CUT_WIDTH, LAST_CUT_WIDTH]) excess = narrow(widths, cuttable, floor, excess);
  return widths;
}

/**
 * Narrows the widest cuttable columns, never below `floor`, by `excess` cells in all: the widest
 * is cut to the next widest first, so a long bio gives way before a short name. Returns what is
 * left of `excess`.
 */
function narrow(widths: number[], cuttable: readonly boolean[], floor: number, excess: number): number {
  let left = excess;
  while (left > 0) {
    const candidates = widths
      .map((w, column) => ({ w, column }))
      .filter(({ w, column }) => cuttable[column] && w > floor)
      .sort((a, b) => b.w - a.w);
    const [widest, next] = candidates;
    if (!widest) break;
    const target = Math.max(floor, next?.w ?? floor, widest.w - left);
    const cut = Math.max(1, widest.w - target);
    widths[widest.column] = widest.w - cut;
    left -= cut;
  }
  return left;
}

/** A column of words (not ids, usernames, amounts, counts or dates), which may be cut to fit. */
function isTextColumn(rows: readonly (readonly string[])[], column: number): boolean {
  const header = rows[0]?.[column] ?? '';
  if (header === 'ID' || header === 'USERNAME' || header.endsWith(' ID')) return false;
  return rows.slice(1).some((row) => {
    const cell = row[column] ?? '';
    // a shortened id is still an id
    return /[^\d\s$.,:%/+-]/.test(cell) && !/^[0-9a-f]{8}(-[0-9a-f-]*)?$/.test(cell);
  });
}
