import { createLocalUser, describeDatabase, signUp } from '@leadgen/core';
import { formatCredits, messages, ValidationError } from '@leadgen/core/domain';
import { userJson } from '@leadgen/core/wire';
import type { Command } from 'commander';
import { configFile, rememberActingUser } from '../config-file.js';
import { hint, type Io, json } from '../io.js';
import { jsonHelp, USER_SHAPE } from '../json-shapes.js';
import { openSession, type Session } from '../session.js';
import { summaryOf } from './summaries.js';

interface InitOptions {
  email?: string;
  firstName?: string;
  lastName?: string;
  instagramUsername?: string;
  passwordStdin?: boolean;
  json?: boolean;
}

/**
 * `leadgen init`: creates the database (migrations run on open) and a user with the signup
 * credits. Flags for scripts; on a terminal, whatever is missing is asked for (the password
 * twice, not echoed). With a password the account can also sign in to the web app, through the
 * same sign-up rules (spec §5 Auth); without one it is a terminal-only account until a password
 * is set through the web app's "Forgot password". The new user becomes the acting user of this
 * database (as `gh auth login` switches to the account just added, per host): `leadgen login
 * <email>` switches back, and other databases keep their own. The only command that creates a
 * missing database file, and the folder it needs.
 */
export function initCommand(program: Command, io: Io): void {
  program
    .command('init')
    .description(summaryOf('init'))
    .option('--email <email>', "the user's e-mail")
    .option('--first-name <name>', 'first name')
    .option('--last-name <name>', 'last name')
    .option('--instagram-username <username>', 'your own Instagram username (optional)')
    .option('--password-stdin', 'read the password (for the web app) from the first line of stdin')
    .option('--json', jsonHelp(USER_SHAPE, 'credits in credits'))
    .addHelpText(
      'after',
      '\nExamples:\n  leadgen init                # asks for each field\n' +
        '  printf %s "$PASSWORD" | leadgen init --email ana@example.com --first-name Ana --last-name Perez --password-stdin',
    )
    .action(async (options: InitOptions) => {
      const ask = async (value: string | undefined, question: string) =>
        value ?? (io.prompt ? await io.prompt(question) : '');
      const email = await ask(options.email, 'E-mail: ');
      const firstName = await ask(options.firstName, 'First name: ');
      const lastName = await ask(options.lastName, 'Last name: ');
      const flags = { '--email': email, '--first-name': firstName, '--last-name': lastName };
      const missing = Object.entries(flags).flatMap(([flag, value]) => (value.trim() ? [] : [flag]));
      if (missing.length > 0) throw new ValidationError(messages.missingRequiredFields(missing));
      const password = options.passwordStdin ? firstLine(await io.readStdin()) : await askPassword(io);
      const { config, store } = await openSession(io, { create: 'database' });
      try {
        const { instagramUsername } = options;
        const user = await createUser(store, { email, firstName, lastName, instagramUsername, password });
        rememberActingUser(configFile(io), config.database, user.email);
        if (options.json) {
          io.stdout(json(userJson(user)));
        } else {
          io.stdout(
            `Created ${user.email} with ${formatCredits(user.credits)} of credits in ${describeDatabase(config.database)}\n`,
          );
          const override = io.env.LEADGEN_USER;
          hint(
            io,
            override
              ? `LEADGEN_USER=${override} in the environment still chooses the acting user`
              : `Acting as ${user.email} in this database from now on (\`leadgen login <email>\` switches)`,
          );
        }
      } finally {
        await store.close();
      }
    });
}

const firstLine = (text: string): string => text.split(/\r?\n/)[0] ?? '';

/** On a terminal: the password twice (blank skips it). Null when there is no one to ask. */
async function askPassword(io: Io): Promise<{ password: string; confirm: string } | null> {
  if (!io.prompt) return null;
  const password = await io.prompt('Password for the web app (blank for none): ', { hidden: true });
  if (!password) return null;
  return { password, confirm: await io.prompt('Confirm password: ', { hidden: true }) };
}

function createUser(
  store: Session['store'],
  input: {
    email: string;
    firstName: string;
    lastName: string;
    instagramUsername?: string;
    password: string | { password: string; confirm: string } | null;
  },
) {
  const { password, ...fields } = input;
  if (password !== null) {
    const pair = typeof password === 'string' ? { password, confirm: password } : password;
    return signUp({ store }, { ...fields, password: pair.password, confirmPassword: pair.confirm });
  }
  return createLocalUser({ store }, fields);
}
