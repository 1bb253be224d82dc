import type { Command } from 'commander';
import type { Io } from '../io.js';
import { remoteApi } from '../remote/backend.js';
import { withRuntime } from '../runtime.js';
import { readConfig } from '../session.js';
import { type DiscoverFlags, discoverPayload } from './discover-request.js';
import { processTerminal, type RunFlags, startRun, type Terminal } from './jobs-foreground.js';
import { JOB_SHAPE, RESULT_SHAPE } from './jobs-output.js';
import { followQueuedRun, type QueuedRemoteRun } from './jobs-remote.js';
import { summaryOf } from './summaries.js';

const collect = (value: string, previous: string[] = []) => [...previous, value];

/**
 * `leadgen discover`: a list of the followers (or followings) of up to 5 target accounts, enriched.
 * Shows the estimate, enqueues a `discover` job and runs it in the foreground (or only enqueues it
 * with --detach). In remote mode the server checks and queues it and its worker runs it, followed
 * here to its end (issue 35).
 */
export function discoverCommand(program: Command, io: Io, terminal: Terminal = processTerminal()): void {
  program
    .command('discover')
    .description(summaryOf('discover'))
    .option('-t, --target <username>', 'a target account (1 to 5; repeat the flag)', collect)
    .option('--type <type>', 'followers or following', 'followers')
    .option('--max <n>', 'max profiles, 1 to 1000', '100')
    .option(
      '--session-id <id>',
      'the Instagram session ID, only for an actor that logs in to Instagram (default: IG_SESSION_ID)',
    )
    .option('--name <name>', 'the list name (default: generated from the targets and date)')
    .option(
      '--refresh',
      'enrich every profile again and pay for it, even people enriched within your freshness window (leadgen config get freshness-days)',
    )
    .option('--detach', 'only enqueue the job and print its id')
    .option('--json', `print JSON: ${RESULT_SHAPE}; with --detach the job: ${JOB_SHAPE}`)
    .addHelpText(
      'after',
      '\nExample:\n  leadgen discover --target natgeo --target nasa --max 200\n' +
        '  leadgen discover --target natgeo --detach && leadgen jobs run --until-idle',
    )
    .action(async (flags: DiscoverFlags & RunFlags) => {
      const api = remoteApi(io);
      if (api) {
        // the server checks the request (its messages, its actor's need of a session id)
        const queued = await api.json<QueuedRemoteRun>('POST', '/lists/discovery', {
          body: {
            targets: flags.target ?? [],
            type: flags.type ?? 'followers',
            maxProfiles: flags.max ?? null,
            sessionId: flags.sessionId ?? io.env.IG_SESSION_ID ?? '',
            ...(flags.name === undefined ? {} : { name: flags.name }),
            refresh: flags.refresh === true,
          },
        });
        return followQueuedRun(io, api, terminal, queued, flags);
      }
      const payload = discoverPayload(flags, io.env.IG_SESSION_ID, readConfig(io));
      await withRuntime(io, (runtime) =>
        startRun(io, runtime, terminal, { kind: 'discover', payload }, flags),
      );
    });
}
