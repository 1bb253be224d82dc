import type { Command } from 'commander';
import type { Io } from '../io.js';
import type { Terminal } from './jobs-foreground.js';

/** What sets up one module's top-level commands (their options, subcommands and actions). */
export type Registrar = (program: Command, io: Io, terminal?: Terminal) => void;

/** A top-level command as `leadgen --help` lists it. */
export interface CommandSummary {
  /** Its name, aliases' first, options and arguments as the help shows them: `import [options] [file]`. */
  readonly usage: string;
  readonly summary: string;
}

/** The top-level commands one module sets up, and how to load it. */
export interface CommandModule {
  readonly commands: readonly CommandSummary[];
  readonly load: () => Promise<Registrar>;
}

/**
 * Every top-level command, in the help's order. The commands' code is loaded only when one runs,
 * and only the asked command is set up (a start is measured in milliseconds: setting up all of
 * them costs ~15): the root help, a mistyped command and `--version` load none of it, this
 * catalog says what the help shows. The summaries live here only (each module's command takes
 * its own); a test checks each usage against the command its module sets up.
 */
export const COMMAND_MODULES: readonly CommandModule[] = [
  {
    commands: [
      {
        usage: 'init [options]',
        summary: 'create the database (and its folder) and a user (with the signup credits)',
      },
    ],
    load: async () => (await import('./registrars.js')).initCommand,
  },
  {
    commands: [
      {
        usage: 'login <email>',
        summary: 'act as this user of this database from now on (LEADGEN_USER still overrides it)',
      },
      { usage: 'logout', summary: 'forget the acting user chosen for this database with login or init' },
    ],
    load: async () => (await import('./registrars.js')).accountCommands,
  },
  {
    commands: [
      {
        usage: 'whoami [options]',
        summary: 'show the acting user (and how chosen), their credits and plan, the database and Node.js',
      },
    ],
    load: async () => (await import('./registrars.js')).whoamiCommand,
  },
  {
    commands: [
      {
        usage: 'discover [options]',
        summary: 'discover the followers or followings of target accounts into a new list',
      },
    ],
    load: async () => (await import('./registrars.js')).discoverCommand,
  },
  {
    commands: [
      {
        usage: 'import [options] [file]',
        summary: 'make a custom list from a CSV of usernames (`-` reads stdin) and/or --username flags',
      },
    ],
    load: async () => (await import('./registrars.js')).importCommand,
  },
  {
    commands: [
      { usage: 'jobs', summary: 'the job queue: discovery and import runs, personalisation batches' },
    ],
    load: async () => (await import('./registrars.js')).jobsCommand,
  },
  {
    commands: [
      {
        usage: 'watch',
        summary: "watchlists: a target's new followers or followings on a schedule, charging only the new",
      },
    ],
    load: async () => (await import('./registrars.js')).watchCommand,
  },
  {
    commands: [
      {
        usage: 'worker [options]',
        summary:
          'run queued jobs and send password reset mails forever (SIGTERM or Ctrl-C finishes the current chunk and exits)',
      },
    ],
    load: async () => (await import('./registrars.js')).workerCommand,
  },
  {
    commands: [
      {
        usage: 'db',
        summary: 'manage the database: migrate it, or copy a SQLite installation to PostgreSQL',
      },
    ],
    load: async () => (await import('./registrars.js')).dbCommand,
  },
  {
    commands: [
      {
        usage: 'doctor [options]',
        summary:
          'check Node.js, the database, the acting user and each configured key (Apify, Gemini, Stripe)',
      },
    ],
    load: async () => (await import('./registrars.js')).doctorCommand,
  },
  {
    commands: [{ usage: 'lists', summary: "the acting user's lists of profiles" }],
    load: async () => (await import('./registrars.js')).listsCommand,
  },
  {
    commands: [{ usage: 'profiles', summary: "a list's profiles (the lead review screen)" }],
    load: async () => (await import('./registrars.js')).profilesCommand,
  },
  {
    commands: [{ usage: 'campaigns', summary: 'outreach campaigns: profiles with personalised messages' }],
    load: async () => (await import('./registrars.js')).campaignsCommand,
  },
  {
    commands: [
      { usage: 'dnc', summary: 'do-not-contact: usernames no campaign offers you to message' },
      {
        usage: 'pace [options]',
        summary: 'the send pace: new conversations a day across campaigns, working hours, time zone',
      },
    ],
    load: async () => (await import('./registrars.js')).outreachCommands,
  },
  {
    commands: [{ usage: 'credits', summary: 'credits: 1 credit = $1.00; a profile costs 0.008' }],
    load: async () => (await import('./registrars.js')).creditsCommand,
  },
  {
    commands: [
      { usage: 'config', summary: 'read and change the config file (the environment overrides it)' },
    ],
    load: async () => (await import('./registrars.js')).configCommand,
  },
  {
    commands: [
      {
        usage: 'sandbox [options]',
        summary: 'run the local stand-ins for Apify, Gemini and Stripe (for trying things out)',
      },
    ],
    load: async () => (await import('./registrars.js')).sandboxCommand,
  },
  {
    commands: [
      {
        usage: 'serve [options]',
        summary: 'run the web app and its API with a job worker (demo mode without keys)',
      },
    ],
    load: async () => (await import('./registrars.js')).serveCommand,
  },
  {
    commands: [
      {
        usage: 'tui',
        summary: 'review lists, select profiles and run campaigns in the terminal (? lists the keys)',
      },
    ],
    load: async () => (await import('./registrars.js')).tuiCommand,
  },
  {
    commands: [
      { usage: 'completion <shell>', summary: 'print the shell completion script (bash, zsh or fish)' },
    ],
    load: async () => (await import('./registrars.js')).completionCommand,
  },
];

/** A usage's command name: its first word, before any `|alias`. */
export const commandName = (usage: string): string => usage.split(/[\s|]/)[0] ?? usage;

/** The module that sets up the top-level command `name`, if one does. */
export function moduleOf(name: string): CommandModule | undefined {
  return COMMAND_MODULES.find((module) =>
    module.commands.some((command) => commandName(command.usage) === name),
  );
}

/** The catalog's summary of the top-level command `name`. */
export function summaryOf(name: string): string {
  const summary = moduleOf(name)?.commands.find((command) => commandName(command.usage) === name)?.summary;
  if (summary === undefined) throw new Error(`no top-level command ${name} in the catalog`);
  return summary;
}

/** The modules already set up on each program, so none sets up its commands twice. */
const registered = new WeakMap<Command, Set<CommandModule>>();

/**
 * Loads `modules` (every command's by default) and sets up their commands on `program`, in the
 * catalog's order, each module once; then gives every `ls`, `list` and `rm` its conventional
 * other name.
 */
export async function registerModules(
  program: Command,
  io: Io,
  terminal?: Terminal,
  modules: readonly CommandModule[] = COMMAND_MODULES,
): Promise<void> {
  const done = registered.get(program) ?? new Set<CommandModule>();
  registered.set(program, done);
  const pending = modules.filter((module) => !done.has(module));
  const registrars = await Promise.all(pending.map((module) => module.load()));
  pending.forEach((module, index) => {
    done.add(module);
    registrars[index]?.(program, io, terminal);
  });
  // in the catalog's order, whichever module was set up first (`completion` sets up the rest)
  const rank = (command: Command) =>
    COMMAND_MODULES.findIndex((module) =>
      module.commands.some((entry) => commandName(entry.usage) === command.name()),
    );
  (program.commands as Command[]).sort((a, b) => rank(a) - rank(b));
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
