import { describeDatabase, findUser } from '@leadgen/core';
import { messages, NotFoundError } from '@leadgen/core/domain';
import type { Command } from 'commander';
import { configFile, rememberActingUser } from '../config-file.js';
import { hint, type Io } from '../io.js';
import { openSession, readConfig } from '../session.js';
import { summaryOf } from './summaries.js';

/**
 * `leadgen login <email>` / `logout`: choose the acting user of the configured database, kept in
 * the config file per database (as gh keeps a login per host): another database keeps its own.
 */
export function accountCommands(program: Command, io: Io): void {
  program
    .command('login <email>')
    .description(summaryOf('login'))
    .addHelpText(
      'after',
      '\nExample:\n  leadgen login ana@example.com\n  LEADGEN_DB=other.db leadgen login ben@example.com',
    )
    .action(async (email: string) => {
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
    .addHelpText('after', '\nExample:\n  leadgen logout && LEADGEN_USER=ben@example.com leadgen whoami')
    .action(() => {
      const { database } = readConfig(io);
      rememberActingUser(configFile(io), database, null);
    });
}
