import { MIN_ID_PREFIX, terminalSafe } from '@leadgen/core/domain';
import { Command, CommanderError, Help } from 'commander';
import type { Terminal } from './commands/jobs-foreground.js';
import { registerCommands } from './commands/register-commands.js';
import { COMMAND_SUMMARIES, commandName, commandSummary } from './commands/summaries.js';
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
  try {
    const program = await programFor(argv, io, processIo, terminal);
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
    // loaded only when something failed: what it reads errors with is most of core
    const { debugText, errorText } = await import('./error-text.js');
    const message = errorText(error);
    const label = io.color?.stderr ? paint('red', 'leadgen:') : 'leadgen:';
    processIo.stderr(`${label} ${terminalSafe(message)}\n`);
    if (debug) io.stderr(debugText(error));
    return exitCodeFor(error);
  }
}

/**
 * The `leadgen` program with every command set up, on `io` (the flags set by `preAction` from
 * `processIo`'s streams), before any argument is parsed: a walk of the whole tree (tests, the
 * completion script) starts here.
 */
export async function buildProgram(io: Io, processIo: Io = io, terminal?: Terminal): Promise<Command> {
  const program = rootCommand(io, processIo);
  await registerCommands(program, io, terminal);
  refuseMistypedSubcommands(program);
  return program;
}

/**
 * A group with a default subcommand (`lists` runs `lists ls`) refuses a word that names none of
 * its subcommands, with the nearest one, instead of handing it to the default as an argument
 * ("too many arguments for 'ls'" after `lists sho`).
 */
function refuseMistypedSubcommands(command: Command): void {
  // commander keeps the default's name to itself; every group here names its own
  const fallback = (command as unknown as { _defaultCommandName?: string | null })._defaultCommandName;
  if (fallback) {
    command.hook('preSubcommand', (group, sub) => {
      const word = group.args[0];
      if (sub.name() !== fallback || word === undefined) return;
      const names = group.commands.flatMap((each) => [each.name(), ...each.aliases()]);
      if (names.includes(word)) return;
      const near = names.find((name) => name.startsWith(word.slice(0, 2)));
      group.error(
        `leadgen: unknown command '${group.name()} ${word}'${near ? ` (did you mean '${group.name()} ${near}'?)` : ''}`,
        { code: 'commander.unknownCommand', exitCode: 2 },
      );
    });
  }
  for (const sub of command.commands) refuseMistypedSubcommands(sub);
}

/**
 * The program `argv` needs: the module of the command it names (`lists ls`, `help lists`), and
 * only that one (loading every command's code would cost more than the command itself). The root
 * help, `--version` and a mistyped command get the summaries of every command instead.
 */
async function programFor(
  argv: readonly string[],
  io: Io,
  processIo: Io,
  terminal?: Terminal,
): Promise<Command> {
  const words = argv.filter((arg) => !arg.startsWith('-'));
  const asked = words[0] === 'help' ? words[1] : words[0];
  const command = asked === undefined ? undefined : commandSummary(asked);
  const program = rootCommand(io, processIo);
  if (command) {
    await registerCommands(program, io, terminal, [command]);
    refuseMistypedSubcommands(program);
  } else addSummaries(program);
  return program;
}

/** The root command: its description, global flags, help texts and output. */
function rootCommand(io: Io, processIo: Io): Command {
  return (
    new Command('leadgen')
      .description('Find Instagram profiles and run outreach campaigns on them.')
      .version(cliVersion(), '-V, --version', 'print the version')
      .option('-q, --quiet', 'print only results: no estimates, progress or notices')
      .option('--no-color', 'no colour (also NO_COLOR=1); colour is only used on a terminal')
      // a mistyped flag gets one line of advice, not the whole help
      .showHelpAfterError('(add --help to see the options)')
      .exitOverride()
      // commander's own errors ('error: …') begin as every other error of the program does
      .configureOutput({
        writeOut: io.stdout,
        writeErr: io.stderr,
        outputError: (text, write) => write(text.replace(/^error: /, 'leadgen: ')),
      })
      .addHelpText('after', `\n${TABLES_HELP}\n\n${EXIT_CODES_HELP}`)
      .hook('preAction', (_program, action) => {
        const flags = action.optsWithGlobals<{ quiet?: boolean; color?: boolean }>();
        io.quiet = flags.quiet === true;
        io.color = colorsFor(processIo, flags.color === false);
        const path: string[] = [];
        for (let command: Command | null = action; command?.parent; command = command.parent)
          path.unshift(command.name());
        io.command = path.join(' ');
      })
  );
}

/**
 * Every top-level command as a name and a summary, for the root help and commander's
 * suggestion of a mistyped name; the help shows each one's usage from summaries.ts.
 */
function addSummaries(program: Command): void {
  const usages = new Map<string, string>();
  for (const { usage, summary } of COMMAND_SUMMARIES) {
    const name = commandName(usage);
    usages.set(name, usage);
    program.command(name).description(summary);
  }
  const plain = new Help();
  program.configureHelp({
    subcommandTerm: (command) => usages.get(command.name()) ?? plain.subcommandTerm(command),
  });
}
