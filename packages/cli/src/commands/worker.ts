import { type EventBus, queueDueWatches, runWorker, startResetMailSender } from '@leadgen/core';
import { isJobEnded, messages } from '@leadgen/core/domain';
import { type Command, InvalidArgumentError } from 'commander';
import type { Io } from '../io.js';
import { withServices } from '../runtime.js';
import { awaitStop } from '../shutdown.js';
import { processTerminal, type Terminal } from './jobs-foreground.js';
import { summaryOf } from './summaries.js';

/** A whole number of at least 1, from a flag. */
function positiveWhole(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new InvalidArgumentError('Expected a whole number of at least 1.');
  return number;
}

/**
 * `leadgen worker`: runs queued jobs, several at once (`--concurrency`), and sends queued password
 * reset mails, until SIGTERM or SIGINT, which finishes each running job's current chunk, puts
 * the unfinished jobs back in the queue and exits 0, within LEADGEN_SHUTDOWN_TIMEOUT_MS (10 s):
 * a job whose chunk is still in flight shortly before then goes back to the queue at once.
 */
export function workerCommand(program: Command, io: Io, terminal: Terminal = processTerminal()): void {
  program
    .command('worker')
    .description(summaryOf('worker'))
    .option('--poll <ms>', 'how often an idle worker looks for work', '1000')
    // no commander default: when the flag is absent, runWorker's DEFAULT_CONCURRENCY applies
    .option('--concurrency <n>', 'how many jobs run at once (default: 4; at most 2 per user)', positiveWhole)
    .addHelpText('after', '\nExample:\n  leadgen worker --poll 500 --concurrency 8')
    .action(async (flags: { poll: string; concurrency?: number }) => {
      await withServices(
        io,
        async ({ config, store, handlers, bus, providers }) => {
          // DESIGN.md §4: the prices are verified against the plans at start; a mismatch refuses to start
          await providers.payments.verifyPrices();
          const deadlineMs = config.server.shutdownTimeoutMs;
          const stop = awaitStop(terminal, { deadlineMs, say: (line) => io.stderr(`${line}\n`) });
          const say = (line: string) => io.quiet || io.stderr(`${line}\n`);
          stop.signal.addEventListener('abort', () => say(messages.stoppingWorker(deadlineMs / 1000)), {
            once: true,
          });
          // Every user's jobs run here: each one that ends is reported as it ends.
          const reporting: EventBus = {
            ...bus,
            publish(event) {
              bus.publish(event);
              if (event.type === 'job' && isJobEnded(event.status))
                say(
                  `Job ${event.jobId} (${event.kind}) ${event.status}${event.error ? `: ${event.error}` : ''}`,
                );
            },
          };
          // Reset requests answered by a server elsewhere only queue their mail: send it here too.
          const resetMails = startResetMailSender({
            store,
            mailer: providers.mailer,
            log: (line) => io.stderr(`${line}\n`),
          });
          try {
            say('Worker started: waiting for jobs (Ctrl-C to stop)');
            const { processed } = await runWorker({
              store,
              handlers,
              bus: reporting,
              mode: 'forever',
              signal: stop.signal,
              handBack: stop.cut,
              pollMs: Math.max(50, Number(flags.poll) || 1000),
              concurrency: flags.concurrency,
              log: (line) => io.stderr(`${line}\n`),
              // issue 34: the worker queues the watches that are due
              schedule: () => queueDueWatches({ store }),
              // issue 35: and sends the due webhook deliveries
              webhooks: { allowPrivate: config.webhooks.allowPrivate },
            });
            say(`Worker stopped after ${processed} job${processed === 1 ? '' : 's'}`);
          } finally {
            await resetMails.stop();
            stop.dispose();
          }
        },
        { foreground: false },
      );
    });
}
