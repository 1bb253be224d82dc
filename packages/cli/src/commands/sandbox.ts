import { shutdownTimeoutMs } from '@leadgen/core';
import type { Command } from 'commander';
import { configFile } from '../config-file.js';
import type { Io } from '../io.js';
import { refuseInRemoteMode } from '../session.js';
import { awaitStop } from '../shutdown.js';
import { processTerminal, type Terminal } from './jobs-foreground.js';
import { summaryOf } from './summaries.js';

/**
 * `leadgen sandbox`: the local stand-ins for Apify, Gemini and Stripe, until Ctrl-C or SIGTERM,
 * which stops it at once (its simulated runs end with it), and within LEADGEN_SHUTDOWN_TIMEOUT_MS
 * whatever holds the process.
 */
export function sandboxCommand(program: Command, io: Io, terminal: Terminal = processTerminal()): void {
  program
    .command('sandbox')
    .description(summaryOf('sandbox'))
    .option('--port <port>', 'port on 127.0.0.1', '4010')
    .addHelpText('after', '\nExample:\n  leadgen sandbox --port 4010')
    .action(async (options: { port: string }) => {
      refuseInRemoteMode(io);
      const deadlineMs = shutdownTimeoutMs(io.env, configFile(io).store);
      const { startSandbox } = await import('@leadgen/sandbox');
      const sandbox = await startSandbox({ port: Number(options.port) });
      // every key pointed at the sandbox: a terminal that exports these runs Leadgen as in
      // production, against the sandbox (what `leadgen doctor` then checks)
      const exports = Object.entries(sandbox.env()).map(([key, value]) => `export ${key}=${value}`);
      io.stdout(
        `Sandbox on ${sandbox.url}. To point Leadgen at it:\n${exports.join('\n')}\nCtrl-C stops it.\n`,
      );
      const stop = awaitStop(terminal, { deadlineMs, say: (line) => io.stderr(`${line}\n`) });
      try {
        await stop.requested;
        await sandbox.stop();
      } finally {
        stop.dispose();
      }
    });
}
