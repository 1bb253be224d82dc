import type { Command } from 'commander';
import type { Io } from '../io.js';
import { jsonRows } from '../json-rows.js';
import { wholeOption } from './lists-output.js';

/** A page of rows from core, with the cursor of the next page and how many exist. */
export interface Paged<T> {
  rows: T[];
  nextCursor: string | null;
  total: number;
}

/** The paging flags every list command takes. */
export interface PagingFlags {
  limit?: string;
  cursor?: string;
  all?: boolean;
}

/** Adds `--limit`, `--cursor` and `--all` to a list command (`max`: the largest page). */
export function pagingOptions(command: Command, noun: string, max: number, defaultLimit = 50): Command {
  return command
    .option('--limit <n>', `how many ${noun} (1..${max}; default ${defaultLimit})`)
    .option('--cursor <cursor>', 'the next page: the cursor the previous page printed on stderr')
    .option('--all', `all ${noun}, read page after page`);
}

/** How a command reads one page of rows. */
export type PageReader<T> = (page: { limit: number; cursor: string | null }) => Promise<Paged<T>>;

/**
 * Reads one page (or, with --all, every page) through `read`, handing each page's rows to
 * `visit` as it comes, and says on stderr when more exist ('Showing 50 of 63 jobs; the next
 * page: --cursor …'), so no list is ever cut short without a word; nothing on stdout, so
 * `--json` stays the rows alone.
 */
export async function eachPage<T>(
  io: Io,
  flags: PagingFlags,
  noun: string,
  read: PageReader<T>,
  visit: (rows: T[]) => void,
  defaultLimit = 50,
): Promise<{ count: number; nextCursor: string | null; total: number }> {
  const limit = wholeOption(flags.limit, '--limit', 1) ?? defaultLimit;
  let page = await read({ limit, cursor: flags.cursor ?? null });
  let count = page.rows.length;
  visit(page.rows);
  while (flags.all && page.nextCursor) {
    page = await read({ limit, cursor: page.nextCursor });
    count += page.rows.length;
    visit(page.rows);
  }
  if (page.nextCursor && !io.quiet) {
    io.stderr(
      `Showing ${count} of ${page.total} ${noun}; the next page: --cursor ${page.nextCursor} (or --all)\n`,
    );
  }
  return { count, nextCursor: page.nextCursor, total: page.total };
}

/** `eachPage`, every row it read kept: for a table, which measures all its rows. */
export async function readPages<T>(
  io: Io,
  flags: PagingFlags,
  noun: string,
  read: PageReader<T>,
  defaultLimit = 50,
): Promise<Paged<T>> {
  const rows: T[] = [];
  const { nextCursor, total } = await eachPage(
    io,
    flags,
    noun,
    read,
    (page) => rows.push(...page),
    defaultLimit,
  );
  return { rows, nextCursor, total };
}

/**
 * `--json` of a paged command: the rows alone, a JSON array, written page by page as they are
 * read (with --all, every row in bounded memory), each shaped by `toJson`.
 */
export async function printJsonPages<T>(
  io: Io,
  flags: PagingFlags,
  noun: string,
  read: PageReader<T>,
  toJson: (row: T) => unknown,
  defaultLimit = 50,
): Promise<void> {
  const out = jsonRows(io);
  await eachPage(io, flags, noun, read, (rows) => out.push(rows.map(toJson)), defaultLimit);
  out.end();
}
