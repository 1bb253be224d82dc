import {
  addWatch,
  getWatch,
  listWatches,
  removeWatch,
  resolveWatchId,
  runWatches,
  type WatchRunReport,
} from '@leadgen/core';
import {
  formatCredits,
  formatWatchEvery,
  messages,
  millicreditsToCredits,
  ValidationError,
  type Watch,
} from '@leadgen/core/domain';
import { watchJson } from '@leadgen/core/wire';
import type { Command } from 'commander';
import { localDateTime } from '../dates.js';
import { CommandExit, EXIT, JOBS_RUN_EXIT_HELP, jobsRunExitCode } from '../exit-codes.js';
import { hint, type Io, json, printTable } from '../io.js';
import { jsonHelp, rowsOf, WATCH_RUN_SHAPE, WATCH_SHAPE } from '../json-shapes.js';
import { withRuntime, withServices } from '../runtime.js';
import { withSession } from '../session.js';
import { stopSignals } from '../stop-signals.js';
import { confirmDelete, yesFlag } from './confirm.js';
import { processTerminal, type Terminal } from './jobs-foreground.js';
import { summaryOf } from './summaries.js';

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
      await withSession(io, async ({ store, user }) => {
        const added = await addWatch({ store }, user.id, {
          target,
          type: flags.type,
          every: flags.every,
          max: flags.max,
        });
        if (flags.json) return io.stdout(json(watchJson(added)));
        io.stdout(
          `Watching the ${added.search_type} of @${added.target_username} every ${formatWatchEvery(added.every_seconds)} ` +
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
      await withSession(io, async ({ store, user }) => {
        const watches = await listWatches({ store }, user.id);
        if (flags.json) return io.stdout(json(watches.map(watchJson)));
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
      await withSession(io, async ({ store, user }) => {
        const item = await getWatch({ store }, user.id, await resolveWatchId({ store }, user.id, id));
        const what = `the watch of @${item.target_username}'s ${item.search_type}`;
        if (!(await confirmDelete(io, flags.yes, what, ['Its list and people stay.']))) return;
        await removeWatch({ store }, user.id, item.id);
        io.stdout(`Removed ${what}\n`);
      });
    });
  watch
    .command('run [id]')
    .description('run a watch now, or with --due every watch that is due (any user’s), then exit')
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
          if (flags.json) io.stdout(json(reports.map(watchRunJson)));
          else if (reports.length > 0 || !io.quiet)
            io.stdout(reports.length === 0 ? 'No watch was due\n' : reports.map(watchRunLine).join(''));
          const code = jobsRunExitCode(
            reports.map((report) => report.outcome),
            stop.reason(),
          );
          if (code !== EXIT.ok) throw new CommandExit(code);
        } finally {
          stop.dispose();
        }
      };
      if (id === undefined) await withServices(io, (services) => run({ due: true }, services));
      else
        await withRuntime(io, async (services) => {
          const watchId = await resolveWatchId(services, services.user.id, id);
          await run({ userId: services.user.id, watchId }, services);
        });
    });
}

type Services = Parameters<Parameters<typeof withServices>[1]>[0];

function watchRow(item: Watch, io: Io): string[] {
  const when = (iso: string | null) => (iso ? localDateTime(iso, io.env) : '-');
  return [
    item.id,
    `@${item.target_username}`,
    item.search_type,
    formatWatchEvery(item.every_seconds),
    String(item.max_profiles),
    item.active_job_id ? 'running' : when(item.next_run_at),
    when(item.last_run_at),
    item.last_added === null ? '-' : String(item.last_added),
    item.last_missed ? `≈${item.last_missed}` : '-',
  ];
}

/** One run of `watch run --json`. */
function watchRunJson(report: WatchRunReport) {
  return {
    watch_id: report.watch.id,
    job_id: report.job.id,
    target_username: report.watch.target_username,
    search_type: report.watch.search_type,
    status: report.job.status,
    outcome: report.outcome,
    search_list_id: report.watch.search_list_id,
    new_profiles: report.run?.added ?? null,
    missed: report.run?.missed ?? null,
    reported_count: report.run?.reported ?? null,
    charged: millicreditsToCredits(report.charged),
    error: report.job.error,
    error_code: report.job.error_code,
  };
}

/** 'Watch 0192… @natgeo followers: 82 new, charged $0.656, missed ≈12' */
function watchRunLine(report: WatchRunReport): string {
  const head = `Watch ${report.watch.id} @${report.watch.target_username} ${report.watch.search_type}`;
  if (!report.run) return `${head}: ${report.job.status}${report.job.error ? `: ${report.job.error}` : ''}\n`;
  const missed = report.run.missed ? `, ${messages.watchMissed(report.run.missed)}` : '';
  return `${head}: ${report.run.added} new, charged ${formatCredits(report.charged)}${missed}\n`;
}
