import { createServer } from 'node:net';
import { configValue, type MissingDatabase } from '@leadgen/core';
import { messages, ValidationError } from '@leadgen/core/domain';
import type { Command } from 'commander';
import { configFile } from '../config-file.js';
import type { Io } from '../io.js';
import { readConfig } from '../session.js';
import { awaitStop } from '../shutdown.js';
import { processTerminal, type Terminal } from './jobs-foreground.js';
import { summaryOf } from './summaries.js';

/**
 * `leadgen serve`: the web app, its API and a job worker in this process, until Ctrl-C or
 * SIGTERM, which stops it within LEADGEN_SHUTDOWN_TIMEOUT_MS (10 s): event streams end, requests
 * in flight and the worker's chunks finish, and what is left then is cut (running jobs go back to
 * the queue). The server package is loaded only here.
 */
export function serveCommand(program: Command, io: Io, terminal: Terminal = processTerminal()): void {
  program
    .command('serve')
    .description(summaryOf('serve'))
    .option('--port <n>', 'the port (default: PORT, else 8787; 0 picks a free one)')
    .option('--host <host>', 'the interface to listen on', '127.0.0.1')
    .option('--no-worker', 'run no jobs here: separate `leadgen worker` processes run them')
    .addHelpText(
      'after',
      '\nExample:\n  leadgen serve --port 8787   # then open http://127.0.0.1:8787\n' +
        '  DATABASE_URL=postgres://leadgen@db.internal/leadgen leadgen serve --host 0.0.0.0 --no-worker',
    )
    .action(async (flags: { port?: string; host: string; worker: boolean }) => {
      const flagPort = flags.port === undefined ? undefined : readPort(flags.port);
      const config = readConfig(io);
      const port = flagPort ?? config.server.port;
      await refuseBusyPort(port, flags.host);
      const { startServer } = await import('@leadgen/server');
      const server = await startServer(config, {
        port,
        host: flags.host,
        worker: flags.worker,
        createDatabase: creatableDatabase(io),
      });
      const deadlineMs = config.server.shutdownTimeoutMs;
      const stop = awaitStop(terminal, { deadlineMs, say: (line) => io.stderr(`${line}\n`) });
      try {
        if (server.notice && !io.quiet) io.stderr(`${server.notice}\n`);
        io.stdout(`Leadgen is running at ${server.url} (Ctrl-C stops it)\n`);
        await stop.requested;
        io.stderr(`${messages.stoppingServer(deadlineMs / 1000)}\n`);
        await server.close({ deadlineMs });
      } finally {
        stop.dispose();
      }
    });
}

/**
 * What `serve` may create: the default database and its folder (the web app signs the first user
 * up), but only a new file in a folder that exists where LEADGEN_DB points, so a mistyped path is
 * refused instead of becoming a new, empty database in new folders.
 */
function creatableDatabase(io: Io): MissingDatabase {
  const { source } = configValue(io.env, configFile(io).store, 'LEADGEN_DB');
  return source === 'default' ? 'database' : 'file';
}

/** A --port value: a whole number from 0 to 65535 (0 picks a free port). */
function readPort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new ValidationError(messages.invalidPortFlag(value));
  return port;
}

/**
 * Refuses a port something else listens on, before anything starts: one line naming the port
 * and the fix ('Port 8787 is in use; pass --port or set PORT'), not a stack from the server.
 */
function refuseBusyPort(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(messages.portInUse(port)) : error);
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
