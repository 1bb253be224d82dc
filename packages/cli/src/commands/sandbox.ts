import type { Command } from 'commander';
import type { Io } from '../io.js';
import { summaryOf } from './catalog.js';

/** `leadgen sandbox`: the local stand-ins for Apify, Gemini and Stripe, until Ctrl-C. */
export function sandboxCommand(program: Command, io: Io): void {
  program
    .command('sandbox')
    .description(summaryOf('sandbox'))
    .option('--port <port>', 'port on 127.0.0.1', '4010')
    .addHelpText('after', '\nExample:\n  leadgen sandbox --port 4010')
    .action(async (options: { port: string }) => {
      const { startSandbox } = await import('@leadgen/sandbox');
      const sandbox = await startSandbox({ port: Number(options.port) });
      // every key pointed at the sandbox: a terminal that exports these runs Leadgen as in
      // production, against the sandbox (what `leadgen doctor` then checks)
      const exports = Object.entries(sandbox.env()).map(([key, value]) => `export ${key}=${value}`);
      io.stdout(
        `Sandbox on ${sandbox.url}. To point Leadgen at it:\n${exports.join('\n')}\nCtrl-C stops it.\n`,
      );
      await new Promise<void>((resolve) => {
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
      });
      await sandbox.stop();
    });
}
