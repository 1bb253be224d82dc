import type { Command } from 'commander';
import { configFile } from '../config-file.js';
import type { Io } from '../io.js';
import { actingUser, openSession } from '../session.js';

/** `leadgen login <email>` / `logout`: choose the acting user (stored as LEADGEN_USER). */
export function accountCommands(program: Command, io: Io): void {
  program
    .command('login <email>')
    .description('act as this user from now on (LEADGEN_USER still overrides it)')
    .addHelpText('after', '\nExample:\n  leadgen login ana@example.com')
    .action(async (email: string) => {
      const { store } = await openSession(io);
      try {
        const user = await actingUser(store, email);
        configFile(io).set('LEADGEN_USER', user.email);
        io.stdout(`Acting as ${user.email}\n`);
      } finally {
        await store.close();
      }
    });
  program
    .command('logout')
    .description('forget the acting user chosen with login')
    .addHelpText('after', '\nExample:\n  leadgen logout && LEADGEN_USER=ben@example.com leadgen whoami')
    .action(() => {
      configFile(io).delete('LEADGEN_USER');
    });
}
