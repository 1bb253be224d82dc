import { readUsernameCsv } from '@leadgen/core';
import type { UsernameCsvFile } from '@leadgen/core/domain';
import type { Command } from 'commander';
import type { Io } from '../io.js';
import { remoteApi } from '../remote/backend.js';
import { withRuntime } from '../runtime.js';
import { customPayload } from './discover-request.js';
import { processTerminal, type RunFlags, startRun, type Terminal } from './jobs-foreground.js';
import { JOB_SHAPE, RESULT_SHAPE } from './jobs-output.js';
import { followQueuedRun, type QueuedRemoteRun } from './jobs-remote.js';
import { summaryOf } from './summaries.js';

const collect = (value: string, previous: string[] = []) => [...previous, value];

/** Reads the CSV argument: a file, or standard input for `-` (named 'stdin.csv' for the checks). */
async function readCsv(io: Io, file: string): Promise<UsernameCsvFile> {
  if (file === '-') {
    const text = await io.readStdin();
    return { fileName: 'stdin.csv', size: Buffer.byteLength(text), text };
  }
  return readUsernameCsv(file);
}

/**
 * `leadgen import`: a custom list of usernames from a CSV file (or `-` for stdin) and/or
 * repeated --username flags, looked up and enriched like a discovery run.
 */
export function importCommand(program: Command, io: Io, terminal: Terminal = processTerminal()): void {
  program
    .command('import [file]')
    .description(summaryOf('import'))
    .option('-u, --username <username>', 'a username to add (repeat the flag; up to 500 in all)', collect)
    .option('--name <name>', 'the list name (default: generated)')
    .option(
      '--refresh',
      'enrich every profile again and pay for it, even people enriched within your freshness window',
    )
    .option('--detach', 'only enqueue the job and print its id')
    .option('--json', `print JSON: ${RESULT_SHAPE}; with --detach the job: ${JOB_SHAPE}`)
    .addHelpText(
      'after',
      '\nExample:\n  leadgen import leads.csv --name "Photographers"\n' +
        '  cut -d, -f1 export.csv | leadgen import - --username nasa',
    )
    .action(
      async (
        file: string | undefined,
        flags: { username?: string[]; name?: string; refresh?: boolean } & RunFlags,
      ) => {
        const csv = file === undefined ? undefined : await readCsv(io, file);
        // the file is read here, by core's parser, in remote mode too (its note said here)
        const { payload, csvNote } = customPayload({ ...flags, usernames: flags.username, csv });
        if (csvNote && !io.quiet) io.stderr(`${csvNote}\n`);
        const api = remoteApi(io);
        if (api) {
          // the server checks the usernames again and queues the run; its worker runs it
          const queued = await api.json<QueuedRemoteRun>('POST', '/lists/custom', {
            body: {
              usernames: payload.usernames,
              ...(payload.name === undefined ? {} : { name: payload.name }),
              refresh: payload.refresh === true,
            },
          });
          return followQueuedRun(io, api, terminal, queued, flags);
        }
        await withRuntime(io, (runtime) =>
          startRun(io, runtime, terminal, { kind: 'custom', payload }, flags),
        );
      },
    );
}
