import { formatCredits, millicreditsToCredits } from '@leadgen/core/domain';
import type { Command } from 'commander';
import { type Io, json } from '../io.js';
import { openSession } from '../session.js';

/** `leadgen init`: creates the database (migrations run on open) and a user. */
export function initCommand(program: Command, io: Io): void {
  program
    .command('init')
    .description('create the database and a user (with the signup credits)')
    .requiredOption('--email <email>', "the user's e-mail")
    .requiredOption('--first-name <name>', 'first name')
    .requiredOption('--last-name <name>', 'last name')
    .option('--json', 'print the user as JSON')
    .addHelpText(
      'after',
      '\nExample:\n  leadgen init --email ana@example.com --first-name Ana --last-name Perez',
    )
    .action(async (options: { email: string; firstName: string; lastName: string; json?: boolean }) => {
      const { config, store } = await openSession(io);
      try {
        const user = await store.users.create({
          email: options.email,
          first_name: options.firstName,
          last_name: options.lastName,
        });
        if (options.json)
          io.stdout(json({ id: user.id, email: user.email, credits: millicreditsToCredits(user.credits) }));
        else {
          const where = config.database.kind === 'sqlite' ? config.database.path : 'PostgreSQL';
          io.stdout(`Created ${user.email} with ${formatCredits(user.credits)} of credits in ${where}\n`);
        }
      } finally {
        await store.close();
      }
    });
}
