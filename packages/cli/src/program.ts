import { Command, CommanderError } from 'commander';
import { accountCommands } from './commands/account.js';
import { campaignsCommand } from './commands/campaigns.js';
import { configCommand } from './commands/config.js';
import { creditsCommand } from './commands/credits.js';
import { discoverCommand } from './commands/discover.js';
import { importCommand } from './commands/import.js';
import { initCommand } from './commands/init.js';
import { jobsCommand } from './commands/jobs.js';
import type { Terminal } from './commands/jobs-foreground.js';
import { laterCommands } from './commands/later.js';
import { listsCommand } from './commands/lists.js';
import { profilesCommand } from './commands/profiles.js';
import { sandboxCommand } from './commands/sandbox.js';
import { whoamiCommand } from './commands/whoami.js';
import { workerCommand } from './commands/worker.js';
import { EXIT, EXIT_CODES_HELP, exitCodeFor } from './exit-codes.js';
import type { Io } from './io.js';

/**
 * Runs `leadgen` with `argv` (without the node and script entries) and returns the exit code.
 * `terminal` (progress stream, process signals) defaults to the real process; tests pass a fake.
 * Errors print the user-facing message on one line of stderr, with the stack only when
 * LEADGEN_DEBUG is set; each error code has its exit code (`leadgen --help` lists them).
 */
export async function runCli(argv: readonly string[], io: Io, terminal?: Terminal): Promise<number> {
  const program = new Command('leadgen')
    .description('Find Instagram profiles and run outreach campaigns on them.')
    .showHelpAfterError()
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .addHelpText('after', `\n${EXIT_CODES_HELP}`);
  initCommand(program, io);
  accountCommands(program, io);
  whoamiCommand(program, io);
  discoverCommand(program, io, terminal);
  importCommand(program, io, terminal);
  jobsCommand(program, io, terminal);
  workerCommand(program, io, terminal);
  listsCommand(program, io);
  profilesCommand(program, io);
  campaignsCommand(program, io);
  creditsCommand(program, io);
  configCommand(program, io);
  sandboxCommand(program, io);
  laterCommands(program);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end here with code 0; usage errors were already printed.
      return error.exitCode === 0 ? EXIT.ok : EXIT.badInput;
    }
    const debug = ['1', 'true', 'yes'].includes((io.env.LEADGEN_DEBUG ?? '').toLowerCase());
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(`leadgen: ${message}\n`);
    if (debug && error instanceof Error && error.stack) io.stderr(`${error.stack}\n`);
    return exitCodeFor(error);
  }
}
