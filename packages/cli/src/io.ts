import { terminalSafe } from '@leadgen/core/domain';
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
  /** Set by the program from `--quiet`: print only results (no estimates, progress or notices). */
  quiet?: boolean;
  /** Set by the program from NO_COLOR, `--no-color` and the streams: colour on stdout / stderr. */
  color?: { stdout: boolean; stderr: boolean };
}

/**
 * Prints rows as aligned columns, the header first. With `color`, the header is bold and a
 * STATUS column's words take their status colour (styled after padding, so columns stay aligned).
 * Every cell is made safe for a terminal first (`terminalSafe`: a name's escape sequence shows as
 * `^[`, never recolours the output), and aligned as shown.
 */
export function table(data: readonly (readonly string[])[], color = false): string {
  const rows = data.map((row) => row.map((cell) => terminalSafe(cell)));
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const statusColumn = rows[0]?.indexOf('STATUS') ?? -1;
  const styled = (cell: string, column: number, index: number): string => {
    const padded = cell.padEnd(widths[column] ?? 0);
    if (!color) return padded;
    if (index === 0) return paint('bold', padded);
    const style = column === statusColumn ? STATUS_STYLE[cell] : undefined;
    return style ? paint(style, cell) + padded.slice(cell.length) : padded;
  };
  return rows
    .map((row, index) =>
      row
        .map((cell, column) => styled(cell, column, index))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** A stable JSON document for `--json`. */
export const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
