import type { Command } from 'commander';
import type { Io } from '../io.js';
import type { Terminal } from './jobs-foreground.js';
import { COMMAND_SUMMARIES, type CommandSummary, type RegistrarName } from './summaries.js';

/** What sets up one module's top-level commands (their options, subcommands and actions). */
export type Registrar = (program: Command, io: Io, terminal?: Terminal) => void;

/** The registrars already run on each program, so none sets up its commands twice. */
const registered = new WeakMap<Command, Set<RegistrarName>>();

/**
 * Sets up `commands` (every one by default) on `program`, loading the commands' code first: it is
 * loaded only when a command runs, and only the asked command is set up (a start is measured in
 * milliseconds: setting up all of them costs ~15), so the root help, a mistyped command and
 * `--version` load none of it (summaries.ts says what the help shows). Then every `ls`, `list`
 * and `rm` gets its conventional other name.
 */
export async function registerCommands(
  program: Command,
  io: Io,
  terminal?: Terminal,
  commands: readonly CommandSummary[] = COMMAND_SUMMARIES,
): Promise<void> {
  const wanted = commands.some((command) => command.wholeProgram) ? COMMAND_SUMMARIES : commands;
  const registrars: Record<RegistrarName, Registrar> = await import('./registrars.js');
  const done = registered.get(program) ?? new Set<RegistrarName>();
  registered.set(program, done);
  for (const { registrar } of wanted) {
    if (done.has(registrar)) continue;
    done.add(registrar);
    registrars[registrar](program, io, terminal);
  }
  addConventionalAliases(program);
}

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
