import { type EventBus, runWorker } from '@leadgen/core';
import type { Command } from 'commander';
import type { Io } from '../io.js';
import { withServices } from '../runtime.js';
import { processTerminal, type Terminal } from './jobs-foreground.js';

/** An abort signal fired by SIGINT or SIGTERM, and the function that stops listening. */
export function stopOnSignals(terminal: Terminal): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const stop = () => controller.abort();
  terminal.signals.on('SIGINT', stop);
  terminal.signals.on('SIGTERM', stop);
  return {
    signal: controller.signal,
    dispose: () => {
      terminal.signals.off('SIGINT', stop);
      terminal.signals.off('SIGTERM', stop);
    },
  };
}

/**
 * `leadgen worker`: runs queued jobs until SIGTERM or SIGINT, which finishes the current chunk,
 * puts an unfinished job back in the queue and exits 0.
 */
export function workerCommand(program: Command, io: Io, terminal: Terminal = processTerminal()): void {
  program
    .command('worker')
    .description('run queued jobs forever (SIGTERM or Ctrl-C finishes the current chunk and exits)')
    .option('--poll <ms>', 'how often an idle worker looks for work', '1000')
    .addHelpText('after', '\nExample:\n  leadgen worker --poll 500')
    .action(async (flags: { poll: string }) => {
      await withServices(io, async ({ store, handlers, bus, providers }) => {
        // DESIGN.md §4: the prices are verified against the plans at start; a mismatch refuses to start
        await providers.payments.verifyPrices();
        const { signal, dispose } = stopOnSignals(terminal);
        const say = (line: string) => io.quiet || io.stderr(`${line}\n`);
        // Every user's jobs run here: each one that ends is reported as it ends.
        const reporting: EventBus = {
          ...bus,
          publish(event) {
            bus.publish(event);
            if (event.type === 'job' && ['completed', 'failed', 'canceled'].includes(event.status))
              say(
                `Job ${event.jobId} (${event.kind}) ${event.status}${event.error ? `: ${event.error}` : ''}`,
              );
          },
        };
        try {
          say('Worker started: waiting for jobs (Ctrl-C to stop)');
          const { processed } = await runWorker({
            store,
            handlers,
            bus: reporting,
            mode: 'forever',
            signal,
            pollMs: Math.max(50, Number(flags.poll) || 1000),
            log: (line) => io.stderr(`${line}\n`),
          });
          say(`Worker stopped after ${processed} job${processed === 1 ? '' : 's'}`);
        } finally {
          dispose();
        }
      });
    });
}
