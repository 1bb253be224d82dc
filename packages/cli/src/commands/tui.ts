import { messages, ValidationError } from '@leadgen/core/domain';
import type { Command } from 'commander';
import type { Io } from '../io.js';
import { withRuntime } from '../runtime.js';
import { refuseInRemoteMode } from '../session.js';
import { summaryOf } from './summaries.js';

/**
 * `leadgen tui`: the terminal app for reviewing lists, selecting profiles and running campaigns.
 * Loaded only when asked for, so every other command starts without Ink and React.
 */
export function tuiCommand(program: Command, io: Io): void {
  program
    .command('tui')
    .description(summaryOf('tui'))
    .addHelpText('after', '\nExample:\n  leadgen tui\n  NO_COLOR=1 LEADGEN_USER=ana@example.com leadgen tui')
    .action(async () => {
      refuseInRemoteMode(io);
      if (io.isTTY && !(io.isTTY.stdout && process.stdin.isTTY))
        throw new ValidationError(messages.tuiNeedsTerminal);
      await withRuntime(io, async (runtime) => {
        const { runTui } = await import('@leadgen/tui');
        await runTui({ ...runtime, exportDir: process.cwd() }, io.env);
      });
    });
}
