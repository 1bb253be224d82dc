import { openInBrowser, readUsernameCsv } from '@leadgen/core';
import { instagramProfileUrl, OUTREACH_STATUSES, terminalSafe } from '@leadgen/core/domain';
import type { Command } from 'commander';
import { hint, type Io, json, printFacts, printTable } from '../io.js';
import { jsonHelp, LEAD_SHAPE, QUEUE_SHAPE, rowsOf } from '../json-shapes.js';
import { lintFacts } from './lint-output.js';
import { type SendQueueJson, withOutreach } from './outreach-backend.js';
import { paceCommand } from './pace.js';
import { printJsonPages, readPages } from './paging.js';
import { summaryOf } from './summaries.js';

/** The next lead as a person reads it: who, their bio, the message, and whether to send now. */
function printQueue(io: Io, queue: SendQueueJson, opened: string | null): void {
  const { next, pace, today } = queue;
  if (!next) {
    hint(io, `Nobody left to contact in "${terminalSafe(queue.campaign.name)}".`);
    return;
  }
  const facts: string[][] = [
    ['Next', `@${next.username}${next.full_name ? ` (${next.full_name})` : ''}`],
    ['Followers', next.followers_count === null ? '-' : String(next.followers_count)],
    ['Bio', (next.biography ?? '').replace(/\s+/g, ' ').trim() || '-'],
    ['Profile', instagramProfileUrl(next.username)],
    ['Message', next.text.replace(/\s*\n\s*/g, ' / ')],
    ['Variant', next.variant],
    // the first-message linter on it (issue 36): why it cannot be sent, what to watch
    ...lintFacts(next.lint),
    ['Send', pace.allowed ? 'now' : (pace.notice ?? 'later')],
    ['Pace', queue.health.line],
    ['Left', `${queue.remaining} in this campaign; ${today.sent} of ${today.cap} new conversations today`],
  ];
  printFacts(io, facts);
  if (opened) hint(io, opened);
  if (next.lint.errors.length > 0) {
    hint(io, `Edit it first: leadgen campaigns message ${queue.campaign.id} @${next.username} "<text>"`);
    return;
  }
  const override = pace.allowed ? '' : ' --override-pace';
  hint(io, `Sent it? leadgen campaigns mark ${queue.campaign.id} ${next.username} sent${override}`);
}

/**
 * `leadgen campaigns next|mark|undo`: the send queue from a terminal. Leadgen never sends: you
 * message the person in Instagram, then mark the lead.
 */
export function campaignsOutreachCommands(campaigns: Command, io: Io): void {
  campaigns
    .command('next <id>')
    .description('the next lead to message in an active campaign, its message, and whether to send now')
    .option('--open', 'also open the profile in your browser (and record that it was opened)')
    .option('--json', jsonHelp(QUEUE_SHAPE, 'pace.at: when a send is allowed, ISO-8601 UTC'))
    .addHelpText('after', '\nExample:\n  leadgen campaigns next <campaign-id> --open')
    .action(async (id: string, options: { open?: boolean; json?: boolean }) => {
      await withOutreach(io, async (outreach) => {
        const campaignId = await outreach.resolveCampaign(id);
        const queue = await outreach.queue(campaignId);
        let opened: string | null = null;
        if (options.open && queue.next) {
          const url = instagramProfileUrl(queue.next.username);
          await outreach.open(campaignId, queue.next.profile_id);
          opened = (await openInBrowser(url, io.env as NodeJS.ProcessEnv))
            ? `Opened ${url}`
            : `No browser here: open ${url}`;
        }
        if (options.json) io.stdout(json(queue));
        else printQueue(io, queue, opened);
      });
    });

  campaigns
    .command('mark <id> <username> <status>')
    .description(`set a lead's outreach status: ${OUTREACH_STATUSES.join(', ')}`)
    .option('--note <text>', 'a note on the lead (blank clears it)')
    .option(
      '--override-pace',
      'record a send the pace holds (you sent it anyway); without it such a send is refused, exit code 6',
    )
    .option('--json', jsonHelp(LEAD_SHAPE, 'the lead as the API answers it; the notice on stderr'))
    .addHelpText(
      'after',
      "\nA send is refused while the pace holds it (the campaign's send rate per hour, your daily cap,\n" +
        'working hours) or while its message still holds a placeholder ({Frist Name}); replied,\n' +
        'interested, won and lost need the lead sent first.\n' +
        '\nExample:\n  leadgen campaigns mark <campaign-id> ana.p sent\n' +
        '  leadgen campaigns mark <campaign-id> ben sent --override-pace\n' +
        '  leadgen campaigns mark <campaign-id> ana.p replied --note "asked for prices"',
    )
    .action(
      async (
        id: string,
        username: string,
        status: string,
        options: { note?: string; overridePace?: boolean; json?: boolean },
      ) => {
        await withOutreach(io, async (outreach) => {
          const { lead, notice } = await outreach.mark(await outreach.resolveCampaign(id), username, status, {
            note: options.note,
            overridePace: options.overridePace === true,
          });
          if (!options.json) return io.stdout(`${terminalSafe(notice)}\n`);
          io.stdout(json(lead));
          // the notice says whether the send was over the pace
          hint(io, notice);
        });
      },
    );

  campaigns
    .command('undo <id> <username>')
    .description("undo a lead's last status change")
    .option('--json', jsonHelp(LEAD_SHAPE, 'the notice on stderr'))
    .addHelpText('after', '\nExample:\n  leadgen campaigns undo <campaign-id> ana.p')
    .action(async (id: string, username: string, options: { json?: boolean }) => {
      await withOutreach(io, async (outreach) => {
        const { lead, notice } = await outreach.undo(await outreach.resolveCampaign(id), username);
        if (!options.json) return io.stdout(`${terminalSafe(notice)}\n`);
        io.stdout(json(lead));
        hint(io, notice);
      });
    });
}

/** `leadgen dnc add|rm|ls|import`: the do-not-contact list, and `leadgen pace`: the send pace. */
export function outreachCommands(program: Command, io: Io): void {
  const dnc = program
    .command('dnc')
    .description(summaryOf('dnc'))
    .addHelpText(
      'after',
      '\nExample:\n  leadgen dnc add rival.brand ex_client\n  leadgen dnc import clients.csv',
    );
  dnc
    .command('add <usernames...>')
    .description('add usernames to do-not-contact')
    .addHelpText('after', '\nExample:\n  leadgen dnc add rival.brand @ex_client')
    .action(async (usernames: string[]) => {
      await withOutreach(io, async (outreach) => io.stdout(`${await outreach.block(usernames)}\n`));
    });
  dnc
    .command('rm <usernames...>')
    .description('take usernames off do-not-contact')
    .addHelpText('after', '\nExample:\n  leadgen dnc rm ex_client')
    .action(async (usernames: string[]) => {
      await withOutreach(io, async (outreach) => io.stdout(`${await outreach.unblock(usernames)}\n`));
    });
  dnc
    .command('import <file>')
    .description('add the usernames of a CSV file (a Username column when a header names one)')
    .addHelpText('after', '\nExample:\n  leadgen dnc import clients.csv')
    .action(async (file: string) => {
      await withOutreach(io, async (outreach) => {
        // read on this machine; core (here, or on the server) parses it
        const result = await outreach.importCsv(await readUsernameCsv(file));
        if (result.note) hint(io, result.note);
        io.stdout(`${result.notice}\n`);
      });
    });
  dnc
    .command('ls')
    .description('the do-not-contact usernames, in order')
    .option('--limit <n>', 'how many usernames (1..1000; default 50)')
    .option('--cursor <username>', 'the next page: the cursor the previous page printed on stderr')
    .option('--all', 'every username, page after page')
    .option('--json', jsonHelp(rowsOf('{ username, created_at }')))
    .addHelpText('after', '\nExample:\n  leadgen dnc ls --all --json')
    .action(async (options: { limit?: string; cursor?: string; all?: boolean; json?: boolean }) => {
      await withOutreach(io, async (outreach) => {
        const read = outreach.blocked;
        if (options.json) return printJsonPages(io, options, 'usernames', read, (row) => row);
        const page = await readPages(io, options, 'usernames', read);
        if (page.rows.length === 0) return hint(io, 'Nobody is on do-not-contact.');
        printTable(io, [['USERNAME', 'ADDED'], ...page.rows.map((row) => [row.username, row.created_at])]);
      });
    });

  paceCommand(program, io);
}
