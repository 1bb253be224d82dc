import { resolveWatchId, runWatches } from '@leadgen/core';
import { messages, ValidationError } from '@leadgen/core/domain';
import type { WatchJson } from '@leadgen/core/wire';
import type { Command } from 'commander';
import { localDateTime } from '../dates.js';
import { JOBS_RUN_EXIT_HELP } from '../exit-codes.js';
import { hint, type Io, json, printTable } from '../io.js';
import { jsonHelp, rowsOf, WATCH_RUN_SHAPE, WATCH_SHAPE } from '../json-shapes.js';
import { remoteApi, withBackend } from '../remote/backend.js';
import { wholeId } from '../remote/whole-id.js';
import { withRuntime, withServices } from '../runtime.js';
import { stopSignals } from '../stop-signals.js';
import { confirmDelete, yesFlag } from './confirm.js';
import { processTerminal, type Terminal } from './jobs-foreground.js';
import { summaryOf } from './summaries.js';
import { localWatches, remoteWatches, type WatchBackend } from './watch-backend.js';
import { printWatchRuns, watchRunJson } from './watch-output.js';
import { runRemoteDueWatches, runRemoteWatch } from './watch-remote-run.js';

/** Runs `fn` on the watches of the local database, or of the server in remote mode. */
const withWatches = <T>(io: Io, fn: (watches: WatchBackend) => Promise<T>) =>
  withBackend(io, { local: localWatches, remote: remoteWatches }, fn);

/** `leadgen watch …`: watchlists (issue 34): a target's new followers or followings on a schedule. */
export function watchCommand(program: Command, io: Io, terminal: Terminal = processTerminal()): void {
  const watch = program
    .command('watch')
    .description(summaryOf('watch'))
    .addHelpText(
      'after',
      '\nExample:\n  leadgen watch add natgeo --type followers --every 1d --max 200\n' +
        '  0 * * * * leadgen watch run --due -q   # cron, where no worker runs',
    );
  watch
    .command('add <target>')
    .description("watch a target's followers (or followings): each run adds only people not seen before")
    .option('--type <type>', 'followers or following', 'followers')
    .option('--every <interval>', 'how often it runs: 1d, 12h, 7d… (at least 1h)', '1d')
    .option('--max <n>', 'the most people one run collects (1 to 1000)', '100')
    .option('--json', jsonHelp(WATCH_SHAPE, 'last_charged in credits'))
    .addHelpText('after', '\nExample:\n  leadgen watch add @natgeo --type followers --every 1d --max 200')
    .action(async (target: string, flags: { type: string; every: string; max: string; json?: boolean }) => {
      await withWatches(io, async (backend) => {
        const added = await backend.add({ target, type: flags.type, every: flags.every, max: flags.max });
        if (flags.json) return io.stdout(json(added));
        io.stdout(
          `Watching the ${added.search_type} of @${added.target_username} every ${added.every} ` +
            `(watch ${added.id}, list ${added.search_list_id}); the first run is due now\n`,
        );
        hint(
          io,
          'A running `leadgen worker` (or `leadgen serve`) runs it; with cron: `leadgen watch run --due`',
        );
      });
    });
  watch
    .command('ls', { isDefault: true })
    .description('list your watches: schedule, next run, the last run’s new people and missed')
    .option('--json', jsonHelp(rowsOf(WATCH_SHAPE), 'last_charged in credits'))
    .addHelpText('after', '\nExample:\n  leadgen watch ls --json')
    .action(async (flags: { json?: boolean }) => {
      await withWatches(io, async (backend) => {
        const watches = await backend.list();
        if (flags.json) return io.stdout(json(watches));
        if (watches.length === 0)
          return hint(io, 'No watches yet: add one with `leadgen watch add <target>`');
        const rows = [['ID', 'TARGET', 'TYPE', 'EVERY', 'MAX', 'NEXT RUN', 'LAST RUN', 'NEW', 'MISSED']];
        for (const item of watches) rows.push(watchRow(item, io));
        printTable(io, rows);
      });
    });
  yesFlag(watch.command('rm <id>').description('stop watching (the list and its people stay)'))
    .addHelpText('after', '\nExample:\n  leadgen watch rm <watch-id> --yes')
    .action(async (id: string, flags: { yes?: boolean }) => {
      await withWatches(io, async (backend) => {
        const item = await backend.get(await backend.resolve(id));
        const what = `the watch of @${item.target_username}'s ${item.search_type}`;
        if (!(await confirmDelete(io, flags.yes, what, ['Its list and people stay.']))) return;
        await backend.remove(item.id);
        io.stdout(`Removed ${what}\n`);
      });
    });
  watch
    .command('run [id]')
    .description(
      'run a watch now, or with --due every watch that is due (any user’s; on a server, yours), then exit',
    )
    .option('--due', 'run the watches that are due (for cron where no worker runs)')
    .option('--json', `print JSON: ${WATCH_RUN_SHAPE} (charged in credits)`)
    .addHelpText(
      'after',
      `\nExample:\n  leadgen watch run <watch-id>\n  0 * * * * leadgen watch run --due -q\n\n${JOBS_RUN_EXIT_HELP}`,
    )
    .action(async (id: string | undefined, flags: { due?: boolean; json?: boolean }) => {
      if ((id === undefined) === !flags.due) throw new ValidationError(messages.watchRunWhich);
      const run = async (
        options: { userId?: string; watchId?: string; due?: boolean },
        services: Services,
      ) => {
        const stop = stopSignals(terminal.signals, terminal.progressStream);
        try {
          const reports = await runWatches(services, { ...options, signal: stop.signal });
          printWatchRuns(io, reports.map(watchRunJson), flags.json === true, stop.reason());
        } finally {
          stop.dispose();
        }
      };
      const api = remoteApi(io);
      if (api && id !== undefined) {
        // the server's worker runs it: queued there, followed here to its end
        const { run, stop } = await runRemoteWatch(api, wholeId(id), terminal, io.quiet === true);
        return printWatchRuns(io, [run], flags.json === true, stop);
      }
      if (api) {
        const { runs, stop } = await runRemoteDueWatches(api, terminal, io.quiet === true);
        return printWatchRuns(io, runs, flags.json === true, stop);
      }
      if (id === undefined) await withServices(io, (services) => run({ due: true }, services));
      else
        await withRuntime(io, async (services) => {
          const watchId = await resolveWatchId(services, services.user.id, id);
          await run({ userId: services.user.id, watchId }, services);
        });
    });
}

type Services = Parameters<Parameters<typeof withServices>[1]>[0];

function watchRow(item: WatchJson, io: Io): string[] {
  const when = (iso: string | null) => (iso ? localDateTime(iso, io.env) : '-');
  return [
    item.id,
    `@${item.target_username}`,
    item.search_type,
    item.every,
    String(item.max_profiles),
    item.active_job_id ? 'running' : when(item.next_run_at),
    when(item.last_run_at),
    item.last_new_profiles === null ? '-' : String(item.last_new_profiles),
    item.last_missed ? `≈${item.last_missed}` : '-',
  ];
}
