import { runQueuedJobs } from '@leadgen/core';
import type { Command } from 'commander';
import { CommandExit, EXIT, JOBS_RUN_EXIT_HELP, jobsRunExitCode } from '../exit-codes.js';
import { type Io, json } from '../io.js';
import { withServices } from '../runtime.js';
import { stopSignals } from '../stop-signals.js';
import type { Terminal } from './jobs-foreground.js';
import { RAN_JOBS_SHAPE, ranJobJson, ranJobLine } from './jobs-run-report.js';

/**
 * `leadgen jobs run`: runs queued jobs of every user in this process, then exits with a code
 * cron can act on (issue 32, `jobsRunExitCode`), one line on stderr for each job that did not
 * complete in full (also with -q), and with --json each job it ran. Ctrl-C, SIGTERM, SIGHUP or a
 * broken stderr puts the running jobs back in the queue.
 */
export function jobsRunCommand(jobs: Command, io: Io, terminal: Terminal): void {
  jobs
    .command('run')
    .description('run queued jobs (any user’s) in this process, then exit; safe to overlap under cron')
    .option(
      '--until-idle',
      'run until the queue is empty (the default); with -q, silent when there was nothing to run',
    )
    .option('--once', 'run one job at most')
    .option('--json', `print JSON: ${RAN_JOBS_SHAPE}`)
    .addHelpText(
      'after',
      `\nExample:\n  */5 * * * * leadgen jobs run --until-idle -q\n\n${JOBS_RUN_EXIT_HELP}`,
    )
    .action(async (flags: { once?: boolean; json?: boolean }) => {
      await withServices(io, async ({ store, handlers, bus }) => {
        const stop = stopSignals(terminal.signals, terminal.progressStream);
        try {
          const mode = flags.once ? 'once' : 'untilIdle';
          const ran = await runQueuedJobs({ store, handlers, bus }, { mode, signal: stop.signal });
          if (flags.json) io.stdout(json(ran.map(ranJobJson)));
          // quiet and idle: nothing, so a cron line mails only when it ran something
          else if (ran.length > 0 || !io.quiet)
            io.stdout(`Ran ${ran.length} job${ran.length === 1 ? '' : 's'}\n`);
          for (const report of ran) {
            const line = ranJobLine(report);
            if (line) io.stderr(line);
          }
          const code = jobsRunExitCode(
            ran.map((report) => report.outcome),
            stop.reason(),
          );
          if (code !== EXIT.ok) throw new CommandExit(code);
        } finally {
          stop.dispose();
        }
      });
    });
}
