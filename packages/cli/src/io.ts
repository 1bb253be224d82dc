import { padToWidth, terminalSafe, textWidth, truncateToWidth } from '@leadgen/core/domain';
import type { Prompt } from './prompt.js';
import { paint, STATUS_STYLE } from './style.js';

/** Where a command writes, and what it reads: injected so tests run the program in-process. */
export interface Io {
  env: Readonly<Record<string, string | undefined>>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** All of standard input (for --password-stdin and `-` files). */
  readStdin: () => Promise<string>;
  /** Asks the person at the terminal; absent when not interactive (scripts give flags). */
  prompt?: Prompt;
  /** Whether stdout and stderr are terminals (colour is only for terminals). */
  isTTY?: { stdout: boolean; stderr: boolean };
  /** The terminal's width in cells, when stdout is one: tables are fitted to it. */
  columns?: number;
  /** Set by the program from `--quiet`: print only results (no estimates, progress or notices). */
  quiet?: boolean;
  /** Set by the program from NO_COLOR, `--no-color` and the streams: colour on stdout / stderr. */
  color?: { stdout: boolean; stderr: boolean };
}

/**
 * How a table is drawn: colours, the width it must fit in (none: as wide as it is), and whether
 * its header row is printed (it still names the columns, e.g. which one holds statuses).
 */
export interface TableStyle {
  color?: boolean;
  width?: number;
  header?: boolean;
}

/**
 * Prints rows as aligned columns, the header first, measured in terminal cells (a CJK character
 * or an emoji takes two). With `width`, the widest text column is cut (with '…') until the table
 * fits, ids and numbers never. With `color`, the header is bold and a STATUS column's words take
 * their status colour (styled after padding, so columns stay aligned). Every cell is made safe
 * for a terminal first (`terminalSafe`: a name's escape sequence shows as `^[`, never recolours
 * the output), and aligned as shown.
 */
export function table(data: readonly (readonly string[])[], style: TableStyle = {}): string {
  const safe = data.map((row) => row.map((cell) => terminalSafe(cell)));
  const widths = fitColumns(safe, style.width);
  const rows = safe.map((row) => row.map((cell, column) => truncateToWidth(cell, widths[column] ?? 0)));
  const statusColumn = rows[0]?.indexOf('STATUS') ?? -1;
  const styled = (cell: string, column: number, index: number): string => {
    const padded = padToWidth(cell, widths[column] ?? 0);
    if (!style.color) return padded;
    if (index === 0) return paint('bold', padded);
    const status = column === statusColumn ? STATUS_STYLE[cell] : undefined;
    return status ? paint(status, cell) + padded.slice(cell.length) : padded;
  };
  const lines = rows.map((row, index) =>
    row
      .map((cell, column) => styled(cell, column, index))
      .join('  ')
      .trimEnd(),
  );
  return (style.header === false ? lines.slice(1) : lines).join('\n');
}

const GAP = 2;
const MIN_CUT_WIDTH = 8;

/** Each column's width in cells, the widest text columns narrowed until the rows fit `width`. */
function fitColumns(rows: readonly (readonly string[])[], width: number | undefined): number[] {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => textWidth(row[column] ?? '')))) ?? [];
  if (width === undefined) return widths;
  const cuttable = widths.map((_, column) => isTextColumn(rows, column));
  let excess = widths.reduce((sum, w) => sum + w, 0) + GAP * Math.max(0, widths.length - 1) - width;
  while (excess > 0) {
    const widest = widths.reduce(
      (best, w, column) => (cuttable[column] && w > MIN_CUT_WIDTH && w > (widths[best] ?? 0) ? column : best),
      -1,
    );
    if (widest < 0) break;
    const current = widths[widest] ?? 0;
    const next = Math.max(MIN_CUT_WIDTH, current - excess);
    widths[widest] = next;
    excess -= current - next;
  }
  return widths;
}

/** A column of words (not ids, usernames, amounts, counts or dates), which may be cut to fit. */
function isTextColumn(rows: readonly (readonly string[])[], column: number): boolean {
  const header = rows[0]?.[column] ?? '';
  if (header === 'ID' || header === 'USERNAME' || header.endsWith(' ID')) return false;
  return rows
    .slice(1)
    .some((row) => /[^\d\s$.,:%/+-]/.test(row[column] ?? '') && !/^[0-9a-f-]{36}$/.test(row[column] ?? ''));
}

/**
 * Prints a table of rows on stdout: fitted to the terminal's width, coloured when allowed; when
 * stdout is not a terminal (a pipe, a file) the header row is left out, so stdout carries data only.
 */
export function printTable(io: Io, rows: readonly (readonly string[])[]): void {
  const piped = io.isTTY?.stdout === false;
  const text = table(rows, {
    color: io.color?.stdout ?? false,
    header: !piped,
    ...(io.columns && !piped ? { width: io.columns } : {}),
  });
  if (text) io.stdout(`${text}\n`);
}

/** Key-value facts (`lists show`): two columns, no header row, every value whole (ids, notes). */
export function printFacts(io: Io, rows: readonly (readonly string[])[]): void {
  io.stdout(`${table(rows)}\n`);
}

/**
 * Words for the person reading, not data: an empty state, a count, a note. They go to stderr, so
 * stdout carries only data when it is piped; `--quiet` leaves them out.
 */
export function hint(io: Io, text: string): void {
  if (!io.quiet) io.stderr(`${text}\n`);
}

/** A stable JSON document for `--json`. */
export const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
