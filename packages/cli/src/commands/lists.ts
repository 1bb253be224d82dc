import {
  completenessLine,
  counted,
  displayListName,
  formatCreditAmount,
  messages,
  terminalSafe,
  ValidationError,
} from '@leadgen/core/domain';
import type { Command } from 'commander';
import { localDate, localDateTime } from '../dates.js';
import { hint, type Io, json, printFacts, printTable } from '../io.js';
import { jsonHelp, LIST_DETAIL_SHAPE, LIST_SHAPE, rowsOf } from '../json-shapes.js';
import { literalTemplate } from './campaigns-options.js';
import { confirmDelete, yesFlag } from './confirm.js';
import { withLists } from './lists-backend.js';
import { collect, OUTPUT_HELP, writeCsv } from './lists-output.js';
import { summaryOf } from './summaries.js';
import { ifVersionFlag, versionCheck } from './version-flag.js';

const LIST_JSON = jsonHelp(LIST_SHAPE, 'cost in credits');

/** `leadgen lists …`: the acting user's lists (ls, show, rename, rm, export, populate). */
export function listsCommand(program: Command, io: Io): void {
  const lists = program
    .command('lists')
    .description(summaryOf('lists'))
    .addHelpText('after', '\nExample:\n  leadgen lists ls\n  leadgen lists export <list-id> -o leads.csv');
  lists
    .command('ls', { isDefault: true })
    .description('list them, newest first')
    .option('--all', 'every list (the default: lists are not paged)')
    .option('--json', jsonHelp(rowsOf(LIST_SHAPE), 'cost in credits'))
    .addHelpText('after', '\nExample:\n  leadgen lists ls --json')
    .action(async (options: { json?: boolean }) => {
      await withLists(io, async (backend) => {
        const rows = await backend.list();
        if (options.json) return io.stdout(json(rows));
        if (rows.length === 0)
          return hint(io, 'No lists yet: start one with `leadgen discover --target <username>`');
        const lines = [['ID', 'NAME', 'STATUS', 'PROFILES', 'COST', 'CREATED']];
        for (const list of rows) {
          lines.push([
            list.id,
            displayListName(list.name),
            list.status,
            String(list.profile_count),
            formatCreditAmount(list.cost),
            localDate(list.created_at, io.env),
          ]);
        }
        printTable(io, lines);
      });
    });
  lists
    .command('show <id>')
    .description('show one list, with how complete each target is')
    .option('--json', jsonHelp(LIST_DETAIL_SHAPE, 'cost in credits; reported null when unknown'))
    .addHelpText('after', '\nExample:\n  leadgen lists show <list-id> --json')
    .action(async (id: string, options: { json?: boolean }) => {
      await withLists(io, async (backend) => {
        const { list, completeness, note } = await backend.show(await backend.resolve(id));
        if (options.json) return io.stdout(json({ ...list, completeness }));
        const rows = [
          ['ID', list.id],
          ['Name', list.name],
          ['Status', list.status],
          ['Type', list.search_type],
          ['Targets', list.target_accounts.join(', ')],
          [
            'Profiles',
            `${list.profile_count} (its run found ${list.profiles_found}; max ${list.max_profiles})`,
          ],
          ['Cost', formatCreditAmount(list.cost)],
          ['Created', localDateTime(list.created_at, io.env)],
        ];
        // issue 34: what each target has, what was collected, and why it came up short
        for (const row of completeness) {
          const line = completenessLine({ ...row, alreadyKnown: row.already_known }, list.search_type);
          rows.push(['Completeness', terminalSafe(line)]);
        }
        if (list.error) rows.push(['Error', list.error]);
        // a run that found more than it looked up: those profiles are shown to no one yet
        if (note) rows.push(['Note', note]);
        printFacts(io, rows);
      });
    });
  ifVersionFlag(
    lists
      .command('rename <id> <name>')
      .description("rename a list (the part before ' - '; the generated suffix stays)")
      .option('--json', LIST_JSON),
    'list',
  )
    .addHelpText('after', '\nExample:\n  leadgen lists rename <list-id> "Photographers" --if-version 2')
    .action(async (id: string, name: string, options: { json?: boolean; ifVersion?: string }) => {
      await withLists(io, async (backend) => {
        const listId = await backend.resolve(id);
        const { expectedVersion } = versionCheck(options);
        const { list, notice } = await backend.rename(listId, name, expectedVersion);
        io.stdout(options.json ? json(list) : `${notice}: ${terminalSafe(list.name)}\n`);
      });
    });
  yesFlag(
    lists
      .command('rm <id>')
      .description('delete a list with its profiles; campaigns keep the profiles they hold'),
  )
    .addHelpText(
      'after',
      '\nExample:\n  leadgen lists rm <list-id>\n  leadgen lists rm <list-id> --yes   # in scripts',
    )
    .action(async (id: string, options: { yes?: boolean }) => {
      await withLists(io, async (backend) => {
        const { list, kept: held } = await backend.deletion(await backend.resolve(id));
        const what = `the list "${displayListName(list.name)}" and its ${counted(list.profile_count, 'profile')}`;
        const kept = held ? [messages.listUsedByCampaigns(held.campaigns, held.leads)] : [];
        if (!(await confirmDelete(io, options.yes, what, kept))) return;
        io.stdout(`${await backend.remove(list.id)}\n`);
      });
    });
  lists
    .command('populate <id>')
    .description(
      "fill a template ({Full Name}, {First Name}, {Username}) into the messages of a list's profiles",
    )
    .option('--template <text>', 'the message template')
    .option('--template-file <file>', 'read the template from a file (`-` is stdin)')
    .option('--profile <id>', 'only these profiles (repeatable)', collect)
    .option('--all', 'every profile of the list')
    .option('--json', 'print JSON: { count }')
    .addHelpText(
      'after',
      '\nExample:\n  leadgen lists populate <list-id> --template "Hi {First Name}!" --all\n' +
        '  leadgen lists populate <list-id> --template "Hi {First Name}!" --profile <id> --profile <id>',
    )
    .action(
      async (
        id: string,
        options: {
          template?: string;
          templateFile?: string;
          profile?: string[];
          all?: boolean;
          json?: boolean;
        },
      ) => {
        if ((options.profile === undefined) === (options.all !== true)) {
          throw new ValidationError('Give the profiles with --profile <id> (repeatable) or --all');
        }
        const template = await literalTemplate(io, options);
        await withLists(io, async (backend) => {
          const listId = await backend.resolve(id);
          const profileIds = options.profile && (await backend.resolveProfiles(listId, options.profile));
          const result = await backend.populate(listId, { template, profileIds });
          io.stdout(options.json ? json({ count: result.count }) : `${result.notice}\n`);
        });
      },
    );
  lists
    .command('export <id>')
    .description(
      'export a completed list as CSV (the spec columns, every value quoted, formulas neutralised)',
    )
    .option('--csv', 'CSV output (the default and only format)')
    .option('-o, --output <file>', OUTPUT_HELP)
    .option('--bom', 'start with a UTF-8 byte-order mark (for spreadsheet apps)')
    .addHelpText('after', '\nExample:\n  leadgen lists export <list-id> -o natgeo_leads.csv')
    .action(async (id: string, options: { output?: string; bom?: boolean }) => {
      await withLists(io, async (backend) => {
        const { stream, count } = await backend.exportCsv(await backend.resolve(id), options.bom === true);
        const file = await writeCsv(io, stream, options.output);
        if (file) io.stdout(`Wrote ${await count} profiles to ${file}\n`);
      });
    });
}
