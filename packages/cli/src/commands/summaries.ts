// The top-level commands as `leadgen --help` lists them, read without loading any command's code.

/** The name of each function in registrars.ts that sets up top-level commands. */
export type RegistrarName =
  | 'initCommand'
  | 'accountCommands'
  | 'whoamiCommand'
  | 'discoverCommand'
  | 'importCommand'
  | 'jobsCommand'
  | 'watchCommand'
  | 'webhooksCommand'
  | 'workerCommand'
  | 'dbCommand'
  | 'doctorCommand'
  | 'listsCommand'
  | 'profilesCommand'
  | 'campaignsCommand'
  | 'outreachCommands'
  | 'creditsCommand'
  | 'keysCommand'
  | 'configCommand'
  | 'sandboxCommand'
  | 'serveCommand'
  | 'tuiCommand'
  | 'completionCommand';

/** A top-level command as the root help lists it, and what sets it up. */
export interface CommandSummary {
  /** Its name, options and arguments as the help shows them: `import [options] [file]`. */
  readonly usage: string;
  readonly summary: string;
  /** The registrar that sets it up (with the other commands of its module). */
  readonly registrar: RegistrarName;
  /** It needs every command set up (the completion script names them all). */
  readonly wholeProgram?: true;
}

/**
 * Every top-level command, in the help's order. The summaries live here only: each module's
 * command takes its own (`summaryOf`), and a test checks each usage against the command its
 * module sets up.
 */
export const COMMAND_SUMMARIES: readonly CommandSummary[] = [
  {
    usage: 'init [options]',
    summary: 'create the database (and its folder) and a user (with the signup credits)',
    registrar: 'initCommand',
  },
  {
    usage: 'login [options] [email]',
    summary: 'act as this user of this database from now on, or sign in to a server with --server',
    registrar: 'accountCommands',
  },
  {
    usage: 'logout [options]',
    summary: 'forget the acting user chosen for this database (--server: the server signed in to)',
    registrar: 'accountCommands',
  },
  {
    usage: 'whoami [options]',
    summary: 'show the acting user (and how chosen), their credits and plan, the database or server',
    registrar: 'whoamiCommand',
  },
  {
    usage: 'discover [options]',
    summary: 'discover the followers or followings of target accounts into a new list',
    registrar: 'discoverCommand',
  },
  {
    usage: 'import [options] [file]',
    summary: 'make a custom list from a CSV of usernames (`-` reads stdin) and/or --username flags',
    registrar: 'importCommand',
  },
  {
    usage: 'jobs',
    summary: 'the job queue: discovery and import runs, personalisation batches',
    registrar: 'jobsCommand',
  },
  {
    usage: 'watch',
    summary: "watchlists: a target's new followers or followings on a schedule, charging only the new",
    registrar: 'watchCommand',
  },
  {
    usage: 'webhooks',
    summary: 'signed webhooks: tell another system when a run ends, a watch finds people, a lead replies',
    registrar: 'webhooksCommand',
  },
  {
    usage: 'worker [options]',
    summary:
      'run queued jobs and send password reset mails forever (SIGTERM or Ctrl-C finishes the current chunk and exits)',
    registrar: 'workerCommand',
  },
  {
    usage: 'db',
    summary: 'manage the database: migrate it, back it up and restore it, or copy SQLite to PostgreSQL',
    registrar: 'dbCommand',
  },
  {
    usage: 'doctor [options]',
    summary: 'check Node.js, the database, the acting user and each configured key (Apify, Gemini, Stripe)',
    registrar: 'doctorCommand',
  },
  { usage: 'lists', summary: "the acting user's lists of profiles", registrar: 'listsCommand' },
  { usage: 'profiles', summary: "a list's profiles (the lead review screen)", registrar: 'profilesCommand' },
  {
    usage: 'campaigns',
    summary: 'outreach campaigns: profiles with personalised messages',
    registrar: 'campaignsCommand',
  },
  {
    usage: 'dnc',
    summary: 'do-not-contact: usernames no campaign offers you to message',
    registrar: 'outreachCommands',
  },
  {
    usage: 'pace [options]',
    summary: 'the send pace: new conversations a day across campaigns, working hours, time zone',
    registrar: 'outreachCommands',
  },
  {
    usage: 'credits',
    summary: 'credits: 1 credit = $1.00; a profile costs 0.008',
    registrar: 'creditsCommand',
  },
  {
    usage: 'keys',
    summary: 'API keys for the public API (/api/v1): create one (shown once), list, revoke',
    registrar: 'keysCommand',
  },
  {
    usage: 'config',
    summary: 'read and change the config file (the environment overrides it)',
    registrar: 'configCommand',
  },
  {
    usage: 'sandbox [options]',
    summary: 'run the local stand-ins for Apify, Gemini and Stripe (for trying things out)',
    registrar: 'sandboxCommand',
  },
  {
    usage: 'serve [options]',
    summary: 'run the web app and its API with a job worker (demo mode without keys)',
    registrar: 'serveCommand',
  },
  {
    usage: 'tui',
    summary: 'review lists, select profiles and run campaigns in the terminal (? lists the keys)',
    registrar: 'tuiCommand',
  },
  {
    usage: 'completion <shell>',
    summary: 'print the shell completion script (bash, zsh or fish)',
    registrar: 'completionCommand',
    wholeProgram: true,
  },
];

/** A usage's command name: its first word. */
export const commandName = (usage: string): string => usage.split(/[\s|]/)[0] ?? usage;

/** The top-level command `name`, if there is one. */
export const commandSummary = (name: string): CommandSummary | undefined =>
  COMMAND_SUMMARIES.find((command) => commandName(command.usage) === name);

/** The summary of the top-level command `name`. */
export function summaryOf(name: string): string {
  const summary = commandSummary(name)?.summary;
  if (summary === undefined) throw new Error(`no top-level command ${name} in the summaries`);
  return summary;
}
