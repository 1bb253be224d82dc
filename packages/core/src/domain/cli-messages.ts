/**
 * The CLI's next steps (commands to run), the database's open and schema problems, and
 * `leadgen db backup`/`restore` (issue 33): our own words where the spec has none. Spread into
 * `messages`.
 */
export const cliMessages = {
  // Our own: the CLI's next steps (commands to run), where the spec has none
  creditsNextStepCli:
    'buy credits with `leadgen credits buy <pack>` (`leadgen credits packs` lists them), or add them locally with `leadgen credits grant <credits>`',
  /** A foreground run the balance capped: it completed, not in full (exit 4). */
  runCappedCli: (found: number, asked: number) =>
    `the balance capped this run at ${found.toLocaleString('en-US')} of ${asked.toLocaleString('en-US')} profiles; ${cliMessages.creditsNextStepCli}`,
  /** `leadgen logout`: the acting user this database remembered is forgotten. */
  signedOutLocal: (email: string, database: string) =>
    `Signed out: ${email} no longer acts on ${database} (\`leadgen login <email>\` chooses who does)`,
  /** `leadgen logout` with no acting user remembered for this database. */
  notSignedInLocal: (database: string) => `No one was signed in on ${database}`,
  /** No user in the database in play (named, as the acting user belongs to a database). */
  noUserYetIn: (database: string) => `No user yet in ${database}: run \`leadgen init\` first`,
  /** LEADGEN_USER names nobody in this database. */
  envUserNotInDatabase: (selector: string, database: string) =>
    `User not found: ${selector} (LEADGEN_USER) is not a user of ${database}: set LEADGEN_USER to one who is, or unset it`,
  /** How the acting user was chosen, for `whoami` and `doctor`. */
  actingUserSource: (source: 'LEADGEN_USER' | 'remembered' | 'only_user') =>
    source === 'LEADGEN_USER'
      ? 'LEADGEN_USER in the environment'
      : source === 'remembered'
        ? 'remembered for this database (`leadgen login` changes it)'
        : 'the only user of this database',
  actingUserFix:
    'choose the acting user with `leadgen login <email>` (`leadgen init` creates one), or set LEADGEN_USER for one command',
  userCheckSkipped: 'not checked until the database is right',
  doctorFoundProblems: (checks: readonly string[]) =>
    `Something needs fixing (${checks.join(', ')}): see above`,
  /** `leadgen login` with an e-mail that is not a user of this database. */
  loginUserNotInDatabase: (email: string, database: string) =>
    `User not found: ${email} is not a user of ${database} (\`leadgen init\` creates users there)`,
  /** The acting user remembered for this database is not (or no longer) one of its users. */
  rememberedUserNotInDatabase: (selector: string, database: string, configFile: string) =>
    `User not found: ${selector}, the acting user remembered for ${database} in ${configFile}, is not a user of that database: choose one with \`leadgen login <email>\` (\`leadgen init\` creates one), or set LEADGEN_USER for one command`,
  /** Several users and none chosen: how to choose, and some of their e-mails (`more` not shown). */
  severalUsersCli: (emails: readonly string[], more: boolean) =>
    `Several users here (${emails.join(', ')}${more ? ', …' : ''}): choose one with \`leadgen login <email>\`, or set LEADGEN_USER for one command`,
  /** A database that failed to open (the reason is the system's or SQLite's words). */
  databaseCannotOpen: (where: string, reason: string) => `Cannot open the database ${where} (${reason})`,
  databaseCannotOpenCli:
    'check that it is a file in a folder you can write to, or set LEADGEN_DB to another path (`leadgen config set LEADGEN_DB <file>`)',
  /** A SQLite file that is not there, where opening may not create it. */
  databaseMissing: (path: string) => `No database at ${path} yet`,
  /** …nor its folder: most likely a mistyped LEADGEN_DB. */
  databaseFolderMissing: (path: string, folder: string) =>
    `No database at ${path}: the folder ${folder} does not exist`,
  databaseMissingCli: 'run `leadgen init` to create it there, or point LEADGEN_DB at your database',
  databaseFolderMissingCli:
    'check LEADGEN_DB (`leadgen config get LEADGEN_DB` says where it comes from), or run `leadgen init` to create the folder and a new database there',
  /** A schema a later release made: this one must not write to it. */
  databaseNewer: (version: number, latest: number) =>
    `The database schema (version ${version}) is newer than this Leadgen (${latest}): upgrade Leadgen.`,
  nodeTooOldFix: (major: number) =>
    `Leadgen needs Node.js ${major} or newer: install it from https://nodejs.org (or \`nvm install ${major}\`)`,
  databaseNewerFix: (version: number, latest: number) =>
    `a later Leadgen made this schema (version ${version}, this one knows ${latest}): upgrade Leadgen`,
  databaseBehindFix: (latest: number) =>
    `migrations are pending: run \`leadgen db migrate\` to bring it to schema version ${latest}`,

  // `leadgen db backup` and `db restore` (issue 33)
  backupPostgres:
    'leadgen db backup backs up a SQLite database; on PostgreSQL use its own tool: pg_dump -Fc (and pg_restore to restore)',
  restorePostgres:
    'leadgen db restore restores a SQLite database; on PostgreSQL restore a pg_dump -Fc archive with pg_restore',
  backupNotAFile: (where: string) => `The database ${where} is not a file, so there is nothing to back up`,
  backupNoDatabase: (path: string) => `No database at ${path} to back up`,
  backupOntoDatabase: (path: string) => `${path} is the database itself: back it up to another file`,
  backupFolderMissing: (folder: string) => `The folder ${folder} does not exist`,
  backupExists: (path: string) =>
    `${path} already exists: choose another file, or pass --force to replace it`,
  backupFailedCheck: (detail: string) =>
    `The backup failed its integrity check (${detail}); nothing was written: run \`leadgen db backup\` again`,
  restoreNoFile: (path: string) => `No backup file at ${path}`,
  restoreOntoItself: (path: string) => `${path} is the database itself`,
  restoreNotLeadgen: (path: string, detail: string) =>
    `${path} is not a Leadgen SQLite database (${detail}): nothing was restored`,
  restoreDamaged: (path: string, detail: string) =>
    `${path} is damaged (integrity check: ${detail}): nothing was restored`,
  restoreInUse:
    'The database is in use by another process: stop `leadgen serve`, `leadgen worker` and any `leadgen tui` on it first, then restore',
  restoreNeedsYes:
    'Restoring replaces the database (the current one is kept beside it): stop `leadgen serve` and `leadgen worker` first, then pass --yes',

  /** A malformed value in the config file (not the environment): where it is and how to fix it. */
  badConfigFileValue: (file: string, key: string, problem: string) =>
    `The config file ${file} has a bad ${key}: ${problem}. Fix it with \`leadgen config set ${key} <value>\`, or remove it with \`leadgen config unset ${key}\``,
  /** A config file that is not a JSON object of settings. */
  unreadableConfigFile: (file: string, problem: string) =>
    `The config file ${file} cannot be read (${problem}): fix or remove it, then set values again with \`leadgen config set KEY VALUE\``,
  portInUse: (port: number) => `Port ${port} is in use; pass --port or set PORT`,
  serverStarting: 'Leadgen is starting. Try again in a moment.',
  stoppingServer: (seconds: number) =>
    `Stopping: open requests and the job chunk in flight get up to ${seconds} s (Ctrl-C again stops at once)`,
  stoppingWorker: (seconds: number) =>
    `Stopping: each running job finishes its chunk or goes back to the queue within ${seconds} s (Ctrl-C again stops at once)`,
  stoppedAtOnce: 'Stopped at once: a job that was running is taken over by the next worker',
  shutdownDeadlinePassed: (seconds: number) =>
    `Still not stopped ${seconds} s after the signal (LEADGEN_SHUTDOWN_TIMEOUT_MS): exiting now`,
  invalidPortFlag: (value: string) => `--port must be a whole number from 0 to 65535, got "${value}"`,
  confirmNeedsYes: (what: string) =>
    `Not deleting ${what} without a confirmation: pass --yes (-y) to delete from a script`,
  deleteCanceled: 'Nothing deleted',
  campaignFromListAllAlone: '--all takes every profile of the list: give it without filters or --profile',
  listFiltersNeedList:
    '--bio-contains, --bio-excludes, --name-contains, --min-posts and --max-posts filter a list: give --from-list <id>',
  demoCheckoutCli: (appUrl: string) =>
    `No STRIPE_SECRET_KEY is set (demo mode), so a checkout can only be paid in the sandbox a running \`leadgen serve\` keeps: start it and buy on ${appUrl}/settings, or add test credits with \`leadgen credits grant 20 --user <email>\`. For real payments: \`leadgen config set STRIPE_SECRET_KEY sk_…\``,
  campaignNeedsSelection:
    'Say which profiles the campaign takes: --from-list <id> (with --all, filters or --profile), selector flags (--list, --include-keyword, --min-followers, …), or --all for every profile of every completed list',
  campaignFromListNeedsSelection:
    'Say which profiles of the list the campaign takes: --all, the filters of `leadgen profiles ls` (--bio-contains, --min-followers, …), or --profile <id> (repeatable)',
} as const;
