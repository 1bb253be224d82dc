import { MIN_ID_PREFIX, terminalSafe } from '@leadgen/core/domain';
import { Command, CommanderError } from 'commander';
import { accountCommands } from './commands/account.js';
import { campaignsCommand } from './commands/campaigns.js';
import { completionCommand } from './commands/completion.js';
import { configCommand } from './commands/config.js';
import { creditsCommand } from './commands/credits.js';
import { dbCommand } from './commands/db.js';
import { discoverCommand } from './commands/discover.js';
import { doctorCommand } from './commands/doctor.js';
import { importCommand } from './commands/import.js';
import { initCommand } from './commands/init.js';
import { jobsCommand } from './commands/jobs.js';
import type { Terminal } from './commands/jobs-foreground.js';
import { listsCommand } from './commands/lists.js';
import { outreachCommands } from './commands/outreach.js';
import { profilesCommand } from './commands/profiles.js';
import { sandboxCommand } from './commands/sandbox.js';
import { serveCommand } from './commands/serve.js';
import { tuiCommand } from './commands/tui.js';
import { whoamiCommand } from './commands/whoami.js';
import { workerCommand } from './commands/worker.js';
import { debugText, errorText } from './error-text.js';
import { CommandExit, EXIT, EXIT_CODES_HELP, exitCodeFor } from './exit-codes.js';
import type { Io } from './io.js';
import { colorEnabled, paint } from './style.js';
import { cliVersion } from './version.js';

/** How tables print and ids are typed (issue 32), in `leadgen --help`. */
const TABLES_HELP = `Tables and ids:
  On a terminal, tables fit its width and show each id by its first characters (8 or more, as
  many as tell the rows shown apart). Every command takes such a start of an id (${MIN_ID_PREFIX} characters
  at least) in place of the whole id when it names one of your rows and no other; one several
  rows start with is refused (exit code 2), naming them. Piped, tables are tab-separated rows
  with whole ids and no header.`;

const colorsFor = (io: Io, noColorFlag: boolean): NonNullable<Io['color']> => ({
  stdout: colorEnabled(io.env, io.isTTY?.stdout ?? false, noColorFlag),
  stderr: colorEnabled(io.env, io.isTTY?.stderr ?? false, noColorFlag),
});

/**
 * Runs `leadgen` with `argv` (without the node and script entries) and returns the exit code.
 * `terminal` (progress stream, process signals) defaults to the real process; tests pass a fake.
 * Errors print the user-facing message on one line of stderr, with the stack only when
 * LEADGEN_DEBUG is set; each error code has its exit code (`leadgen --help` lists them).
 */
export async function runCli(argv: readonly string[], processIo: Io, terminal?: Terminal): Promise<number> {
  // Commands see the global flags on `io` (set before any action runs).
  // stderr carries only words for people (notices, progress lines, errors quoting a name): made
  // safe for a terminal here, once. stdout also carries JSON and CSV, so its tables do it.
  const io: Io = {
    ...processIo,
    stderr: (text) => processIo.stderr(terminalSafe(text)),
    quiet: false,
    color: colorsFor(processIo, false),
  };
  const first = argv.find((arg) => !arg.startsWith('-'));
  const program = buildProgram(io, processIo, terminal, first);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end here with code 0; usage errors were already printed.
      return error.exitCode === 0 ? EXIT.ok : EXIT.badInput;
    }
    // the command has said why already
    if (error instanceof CommandExit) return error.exitCode;
    const debug = ['1', 'true', 'yes'].includes((io.env.LEADGEN_DEBUG ?? '').toLowerCase());
    const message = errorText(error);
    const label = io.color?.stderr ? paint('red', 'leadgen:') : 'leadgen:';
    processIo.stderr(`${label} ${terminalSafe(message)}\n`);
    if (debug) io.stderr(debugText(error));
    return exitCodeFor(error);
  }
}

/**
 * The `leadgen` program: every command registered on `io` (the flags set by `preAction` from
 * `processIo`'s streams), before any argument is parsed. `runCli` runs it; a test walks its
 * commands (every --json, every help). With `only` (the first word of the command line) a known
 * top-level command is the only one set up.
 */
export function buildProgram(io: Io, processIo: Io = io, terminal?: Terminal, only?: string): Command {
  const program = new Command('leadgen')
    .description('Find Instagram profiles and run outreach campaigns on them.')
    .version(cliVersion(), '-V, --version', 'print the version')
    .option('-q, --quiet', 'print only results: no estimates, progress or notices')
    .option('--no-color', 'no colour (also NO_COLOR=1); colour is only used on a terminal')
    // a mistyped flag gets one line of advice, not the whole help
    .showHelpAfterError('(add --help to see the options)')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .addHelpText('after', `\n${TABLES_HELP}\n\n${EXIT_CODES_HELP}`)
    .hook('preAction', (_program, action) => {
      const flags = action.optsWithGlobals<{ quiet?: boolean; color?: boolean }>();
      io.quiet = flags.quiet === true;
      io.color = colorsFor(processIo, flags.color === false);
    });
  // The one command asked for is all that is set up (a start is measured in milliseconds:
  // ~100 commands and their flags cost ~15 ms); the root's help, a name commander must suggest
  // a fix for, and a walk of the whole tree (completion, tests) get every one.
  const wanted = (names: readonly string[]) => only === undefined || !KNOWN.has(only) || names.includes(only);
  for (const [names, register] of registrars(io, terminal)) if (wanted(names)) register(program);
  addConventionalAliases(program);
  return program;
}

/** Each top-level command's names with the function that sets them up, in the help's order. */
function registrars(
  io: Io,
  terminal: Terminal | undefined,
): [readonly string[], (program: Command) => void][] {
  return [
    [['init'], (program) => initCommand(program, io)],
    [['login', 'logout'], (program) => accountCommands(program, io)],
    [['whoami'], (program) => whoamiCommand(program, io)],
    [['discover'], (program) => discoverCommand(program, io, terminal)],
    [['import'], (program) => importCommand(program, io, terminal)],
    [['jobs'], (program) => jobsCommand(program, io, terminal)],
    [['worker'], (program) => workerCommand(program, io, terminal)],
    [['db'], (program) => dbCommand(program, io)],
    [['doctor'], (program) => doctorCommand(program, io)],
    [['lists'], (program) => listsCommand(program, io)],
    [['profiles'], (program) => profilesCommand(program, io)],
    [['campaigns'], (program) => campaignsCommand(program, io)],
    [['dnc', 'pace'], (program) => outreachCommands(program, io)],
    [['credits'], (program) => creditsCommand(program, io)],
    [['config'], (program) => configCommand(program, io)],
    [['sandbox'], (program) => sandboxCommand(program, io)],
    [['serve'], (program) => serveCommand(program, io, terminal)],
    [['tui'], (program) => tuiCommand(program, io)],
    // completion prints the whole tree
    [[], (program) => completionCommand(program, io)],
  ];
}

/** Every top-level command's name. */
const KNOWN = new Set(registrars({} as Io, undefined).flatMap(([names]) => names));

/** The other names people type for a command (gh, kubectl): `list` for `ls`, `delete` for `rm`. */
const ALIASES: Readonly<Record<string, string>> = { ls: 'list', list: 'ls', rm: 'delete' };

/** Gives every `ls`, `list` and `rm` below `command` its conventional other name. */
function addConventionalAliases(command: Command): void {
  for (const sub of command.commands) {
    const alias = ALIASES[sub.name()];
    if (alias && !sub.aliases().includes(alias)) sub.alias(alias);
    addConventionalAliases(sub);
  }
}
