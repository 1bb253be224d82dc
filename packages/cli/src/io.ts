import type { Prompt } from './prompt.js';
import type { Fetch } from './remote/fetch.js';
import { facts, table, tsv } from './table.js';

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
  /** Set by the program: the command running (`lists ls`), for messages that name it. */
  command?: string;
  /** How remote mode reaches its server: the global `fetch` unless a test passes its app. */
  fetch?: Fetch;
}

/**
 * Prints a table of rows on stdout. On a terminal it fits the terminal's width, ids shortened to
 * the start that tells them apart (`table`), coloured when allowed. When stdout is not a terminal
 * (a pipe, a file) it is data for `cut`, `awk` or a spreadsheet: no header row, one row a line,
 * cells separated by tabs, nothing padded, cut or shortened (`tsv`).
 */
export function printTable(io: Io, rows: readonly (readonly string[])[]): void {
  const color = io.color?.stdout ?? false;
  const text = piped(io)
    ? tsv(rows, { color })
    : table(rows, {
        color,
        shortIds: io.columns !== undefined || io.isTTY?.stdout === true,
        ...(io.columns ? { width: io.columns } : {}),
      });
  if (text) io.stdout(`${text}\n`);
}

/**
 * Key-value facts (`lists show`): two columns, every value whole (ids, notes), a long one wrapped
 * to the terminal's width; piped, a key and its value a line, separated by a tab.
 */
export function printFacts(io: Io, rows: readonly (readonly string[])[]): void {
  io.stdout(`${piped(io) ? tsv(rows, { header: true }) : facts(rows, io.columns)}\n`);
}

/** Whether stdout is known not to be a terminal (tests that say nothing get the terminal's form). */
const piped = (io: Io): boolean => io.isTTY?.stdout === false;

/**
 * Words for the person reading, not data: an empty state, a count, a note. They go to stderr, so
 * stdout carries only data when it is piped; `--quiet` leaves them out.
 */
export function hint(io: Io, text: string): void {
  if (!io.quiet) io.stderr(`${text}\n`);
}

/** A stable JSON document for `--json`. */
export const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
