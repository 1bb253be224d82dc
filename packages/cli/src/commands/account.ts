import { describeDatabase, findUser } from '@leadgen/core';
import { messages, NotFoundError, remoteMessages, ValidationError } from '@leadgen/core/domain';
import type { Command } from 'commander';
import { configFile, rememberActingUser } from '../config-file.js';
import { hint, type Io } from '../io.js';
import { loginToServer, logoutOfServer } from '../remote/remote-login.js';
import { openSession, readConfig } from '../session.js';
import { summaryOf } from './summaries.js';

/**
 * `leadgen login <email>` / `logout`: choose the acting user of the configured database, kept in
 * the config file per database (as gh keeps a login per host): another database keeps its own.
 * `login --server <url>` / `logout --server` sign in to (out of) a Leadgen server instead: remote
 * mode, where commands use its API with an API key (issue 35).
 */
export function accountCommands(program: Command, io: Io): void {
  program
    .command('login [email]')
    .description(summaryOf('login'))
    .option(
      '--server <url>',
      'sign in to a Leadgen server (https): commands then use its API, not a database',
    )
    .option(
      '--key <api-key>',
      'with --server: the API key (default: asked without echo, or stdin’s first line)',
    )
    .addHelpText(
      'after',
      '\nExample:\n  leadgen login ana@example.com\n  LEADGEN_DB=other.db leadgen login ben@example.com\n' +
        '  leadgen login --server https://leads.example.com   # then paste an API key\n' +
        '  printf %s "$KEY" | leadgen login --server https://leads.example.com\n' +
        '  LEADGEN_SERVER=https://leads.example.com LEADGEN_API_KEY=… leadgen lists ls   # no login',
    )
    .action(async (email: string | undefined, options: { server?: string; key?: string }) => {
      if (options.server !== undefined) return loginToServer(io, options.server, options.key);
      if (email === undefined) throw new ValidationError(remoteMessages.loginWhich);
      const { config, store } = await openSession(io);
      try {
        const where = describeDatabase(config.database);
        const user = await findUser({ store }, email);
        if (!user) throw new NotFoundError(messages.loginUserNotInDatabase(email, where));
        rememberActingUser(configFile(io), config.database, user.email);
        io.stdout(`Acting as ${user.email} in ${where}\n`);
        const override = io.env.LEADGEN_USER;
        if (override) hint(io, `LEADGEN_USER=${override} in the environment still chooses the acting user`);
      } finally {
        await store.close();
      }
    });
  program
    .command('logout')
    .description(summaryOf('logout'))
    .option('--server', 'sign out of the Leadgen server (forget its API key): back to the local database')
    .addHelpText(
      'after',
      '\nExample:\n  leadgen logout && LEADGEN_USER=ben@example.com leadgen whoami\n  leadgen logout --server',
    )
    .action((options: { server?: boolean }) => {
      if (options.server) return logoutOfServer(io);
      const { database } = readConfig(io);
      const was = rememberActingUser(configFile(io), database, null);
      const where = describeDatabase(database);
      io.stdout(`${was ? messages.signedOutLocal(was, where) : messages.notSignedInLocal(where)}\n`);
    });
}
