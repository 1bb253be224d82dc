import type { Command } from 'commander';
import type { Io } from '../io.js';
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
export function pagingOptions(command: Command, noun: string, max: number): Command {
  return command
    .option('--limit <n>', `how many ${noun} (1..${max}; default 50)`)
    .option('--cursor <cursor>', 'the next page: the cursor the previous page printed on stderr')
    .option('--all', `every ${noun}, page after page`);
}

/**
 * Reads one page (or, with --all, every page) through `read`, and says on stderr when more
 * exist ('Showing 50 of 63 jobs; the next page: --cursor …'), so no list is ever cut short
 * without a word; nothing on stdout, so `--json` stays the rows alone.
 */
export async function readPages<T>(
  io: Io,
  flags: PagingFlags,
  noun: string,
  read: (page: { limit: number; cursor: string | null }) => Promise<Paged<T>>,
): Promise<Paged<T>> {
  const limit = wholeOption(flags.limit, '--limit', 1) ?? 50;
  let page = await read({ limit, cursor: flags.cursor ?? null });
  const rows = [...page.rows];
  while (flags.all && page.nextCursor) {
    page = await read({ limit, cursor: page.nextCursor });
    rows.push(...page.rows);
  }
  if (page.nextCursor && !io.quiet) {
    io.stderr(
      `Showing ${rows.length} of ${page.total} ${noun}; the next page: --cursor ${page.nextCursor} (or --all)\n`,
    );
  }
  return { rows, nextCursor: page.nextCursor, total: page.total };
}
