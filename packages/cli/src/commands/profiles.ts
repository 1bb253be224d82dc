import { messages, ValidationError } from '@leadgen/core/domain';
import type { ProfileJson } from '@leadgen/core/wire';
import type { Command } from 'commander';
import { hint, type Io, json, printTable } from '../io.js';
import { jsonHelp, PROFILE_SHAPE, rowsOf } from '../json-shapes.js';
import { withBackend } from '../remote/backend.js';
import { withLists } from './lists-backend.js';
import { OUTPUT_HELP, writeCsv } from './lists-output.js';
import { type PageReader, type PagingFlags, pagingOptions, printJsonPages, readPages } from './paging.js';
import { localProfiles, remoteProfiles } from './profiles-backend.js';
import { profileRows } from './profiles-output.js';
import { type ReviewFilterOptions, reviewFilter, reviewFilterFlags } from './review-filter.js';
import { summaryOf } from './summaries.js';

interface LsOptions extends ReviewFilterOptions, PagingFlags {
  list: string;
  json?: boolean;
  csv?: boolean;
  output?: string;
}

/** `leadgen profiles …`: review a list's profiles with the lead-review filters, delete some. */
export function profilesCommand(program: Command, io: Io): void {
  const profiles = program
    .command('profiles')
    .description(summaryOf('profiles'))
    .addHelpText(
      'after',
      '\nExample:\n  leadgen profiles ls --list <list-id> --bio-contains coach --min-followers 1000',
    );
  pagingOptions(
    reviewFilterFlags(
      profiles
        .command('ls')
        .description('list profiles, followers descending, filtered like the lead review screen')
        .requiredOption('--list <id>', 'the list'),
    ),
    'profiles',
    1000,
    100,
  )
    .option(
      '--json',
      jsonHelp(
        rowsOf(PROFILE_SHAPE),
        'the rows alone; how many match and the next page are on stderr, with the note on profiles its run found but has not looked up',
      ),
    )
    .option('--csv', 'print the page as CSV (the export columns, formulas neutralised)')
    .option('-o, --output <file>', OUTPUT_HELP)
    .addHelpText(
      'after',
      '\nExample:\n  leadgen profiles ls --list <list-id> --bio-contains coach --max-followers 50000 --json',
    )
    .action(async (options: LsOptions) => {
      const filter = reviewFilter(options);
      await withBackend(io, { local: localProfiles, remote: remoteProfiles }, async (backend) => {
        const listId = await backend.resolveList(options.list);
        let counts = { total: 0, matching: 0 };
        const read: PageReader<ProfileJson> = async (wanted) => {
          const page = await backend.page(listId, filter, wanted);
          counts = { total: page.total, matching: page.matching };
          return { rows: page.rows, nextCursor: page.nextCursor, total: page.matching };
        };
        const notice = await backend.note(listId);
        if (options.json && !options.csv && options.output === undefined) {
          await printJsonPages(io, options, 'profiles', read, (profile) => profile, 100);
          // a run that found more than it looked up: its resume is `leadgen jobs resume <job-id>`
          if (notice) hint(io, notice);
          return;
        }
        const page = await readPages(io, options, 'profiles', read, 100);
        if (options.csv || options.output !== undefined) {
          await writeCsv(io, backend.csv(), options.output);
          return;
        }
        if (page.rows.length === 0) {
          hint(io, counts.total === 0 ? messages.noProfilesFound : messages.noProfilesMatchFilters);
        } else {
          printTable(io, profileRows(page.rows));
          hint(io, `${page.rows.length} of ${counts.matching} matching, ${counts.total} in the list`);
          // shown: a watch's new people are new no more (issue 34)
          const shown = page.rows.filter((row) => row.is_new).map((row) => row.id);
          if (shown.length > 0) await backend.markSeen(listId, shown);
        }
        // a run that found more than it looked up: its resume is `leadgen jobs resume <job-id>`
        if (notice) hint(io, notice);
      });
    });
  profiles
    .command('rm <ids...>')
    .description('delete profiles from a list (ids of other lists are left alone)')
    .requiredOption('--list <id>', 'the list they belong to')
    .option('--json', 'print JSON: { deleted }')
    .addHelpText('after', '\nExample:\n  leadgen profiles rm --list <list-id> <profile-id> <profile-id>')
    .action(async (ids: string[], options: { list: string; json?: boolean }) => {
      if (ids.length === 0) throw new ValidationError('Give at least one profile id');
      await withLists(io, async (lists) => {
        const listId = await lists.resolve(options.list);
        const deleted = await lists.deleteProfiles(listId, await lists.resolveProfiles(listId, ids));
        io.stdout(options.json ? json({ deleted }) : `Deleted ${deleted} profile(s)\n`);
      });
    });
}
