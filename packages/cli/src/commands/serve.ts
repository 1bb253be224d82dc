import type { Command } from 'commander';
import type { Io } from '../io.js';
import { readConfig } from '../session.js';
import { processTerminal, type Terminal } from './jobs-foreground.js';

/**
 * `leadgen serve`: the web app, its API and a job worker in this process, until Ctrl-C or
 * SIGTERM (the worker finishes its chunk first). The server package is loaded only here.
 */
export function serveCommand(program: Command, io: Io, terminal: Terminal = processTerminal()): void {
  program
    .command('serve')
    .description('run the web app and its API with a job worker (demo mode without keys)')
    .option('--port <n>', 'the port (default: PORT, else 8787; 0 picks a free one)')
    .option('--host <host>', 'the interface to listen on', '127.0.0.1')
    .option('--no-worker', 'run no jobs here: separate `leadgen worker` processes run them')
    .addHelpText(
      'after',
      '\nExample:\n  leadgen serve --port 8787   # then open http://127.0.0.1:8787\n' +
        '  DATABASE_URL=postgres://leadgen@db.internal/leadgen leadgen serve --host 0.0.0.0 --no-worker',
    )
    .action(async (flags: { port?: string; host: string; worker: boolean }) => {
      const config = readConfig(io);
      const port = flags.port === undefined ? config.server.port : Number(flags.port);
      const { startServer } = await import('@leadgen/server');
      const server = await startServer(config, { port, host: flags.host, worker: flags.worker });
      if (server.notice && !io.quiet) io.stderr(`${server.notice}\n`);
      io.stdout(`Leadgen is running at ${server.url} (Ctrl-C stops it)\n`);
      await new Promise<void>((resolve) => {
        const stop = () => {
          terminal.signals.off('SIGINT', stop);
          terminal.signals.off('SIGTERM', stop);
          resolve();
        };
        terminal.signals.on('SIGINT', stop);
        terminal.signals.on('SIGTERM', stop);
      });
      if (flags.worker) io.stderr('Stopping: the worker finishes its chunk first\n');
      await server.close();
    });
}
