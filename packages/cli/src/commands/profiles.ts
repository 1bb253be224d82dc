import {
  csvExportStream,
  deleteProfiles,
  listProfiles,
  listStanding,
  resolveIdPrefix,
  resolveIdPrefixes,
} from '@leadgen/core';
import { messages, ValidationError } from '@leadgen/core/domain';
import type { Command } from 'commander';
import { hint, type Io, json, printTable } from '../io.js';
import { withSession } from '../session.js';
import { OUTPUT_HELP, wholeOption, writeCsv } from './lists-output.js';
import { profileJson, profileRows } from './profiles-output.js';
import { type ReviewFilterOptions, reviewFilter, reviewFilterFlags } from './review-filter.js';

interface LsOptions extends ReviewFilterOptions {
  list: string;
  limit?: string;
  cursor?: string;
  json?: boolean;
  csv?: boolean;
  output?: string;
}

const PROFILE_SHAPE =
  '{ profiles: [{ id, username, fullName, followers, following, posts, biography, isPrivate, isVerified, ' +
  'isBusiness, businessCategory, email, phone, url, profilePicUrl, message, messageProcessed, ' +
  'enrichmentStatus }], total, matching, nextCursor, hidden, notice } (hidden: profiles its run found ' +
  'but has not looked up, shown to no one until it does; notice: what to tell about them, or null)';

/** `leadgen profiles …`: review a list's profiles with the lead-review filters, delete some. */
export function profilesCommand(program: Command, io: Io): void {
  const profiles = program
    .command('profiles')
    .description("a list's profiles (the lead review screen)")
    .addHelpText(
      'after',
      '\nExample:\n  leadgen profiles ls --list <list-id> --bio-contains coach --min-followers 1000',
    );
  reviewFilterFlags(
    profiles
      .command('ls')
      .description('list profiles, followers descending, filtered like the lead review screen')
      .requiredOption('--list <id>', 'the list'),
  )
    .option('--limit <n>', 'how many rows (1..1000)', '100')
    .option('--cursor <cursor>', 'the next page: the nextCursor of the previous --json output')
    .option('--json', `print JSON: ${PROFILE_SHAPE}`)
    .option('--csv', 'print the page as CSV (the export columns, formulas neutralised)')
    .option('-o, --output <file>', OUTPUT_HELP)
    .addHelpText(
      'after',
      '\nExample:\n  leadgen profiles ls --list <list-id> --bio-contains coach --max-followers 50000 --json',
    )
    .action(async (options: LsOptions) => {
      const limit = wholeOption(options.limit, '--limit', 1);
      const filter = reviewFilter(options);
      await withSession(io, async ({ store, user }) => {
        const listId = await resolveIdPrefix({ store }, user.id, 'list', options.list);
        const page = await listProfiles({ store }, user.id, listId, {
          filter,
          limit,
          cursor: options.cursor ?? null,
        });
        const { hidden, notice } = await listStanding({ store }, user.id, listId);
        if (options.csv || options.output !== undefined) {
          await writeCsv(io, csvExportStream(page.profiles), options.output);
          return;
        }
        if (options.json) {
          const { total, matching, nextCursor } = page;
          io.stdout(
            json({ profiles: page.profiles.map(profileJson), total, matching, nextCursor, hidden, notice }),
          );
          return;
        }
        if (page.profiles.length === 0) {
          hint(io, page.total === 0 ? messages.noProfilesFound : messages.noProfilesMatchFilters);
        } else {
          printTable(io, profileRows(page.profiles));
          const more = page.nextCursor ? ` (more: --cursor ${page.nextCursor})` : '';
          hint(io, `${page.profiles.length} of ${page.matching} matching, ${page.total} in the list${more}`);
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
      await withSession(io, async ({ store, user }) => {
        const listId = await resolveIdPrefix({ store }, user.id, 'list', options.list);
        const profileIds = await resolveIdPrefixes({ store }, user.id, 'profile', ids, { listId });
        const deleted = await deleteProfiles({ store }, user.id, listId, profileIds);
        io.stdout(options.json ? json({ deleted }) : `Deleted ${deleted} profile(s)\n`);
      });
    });
}
