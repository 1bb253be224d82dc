import {
  CONFIG_KEYS,
  type ConfigKey,
  configValue,
  configValueProblem,
  databaseLocation,
  freshnessSetting,
  SECRET_KEYS,
  updateFreshness,
} from '@leadgen/core';
import { ConfigError, ValidationError } from '@leadgen/core/domain';
import type { Command } from 'commander';
import { type ConfigFile, configFile, rememberActingUser } from '../config-file.js';
import { hint, type Io, json, printFacts } from '../io.js';
import { withSession } from '../session.js';
import { summaryOf } from './summaries.js';

/**
 * The acting user's own settings, kept in the database with the user rather than in the file:
 * `freshness-days`, how old a person's enrichment may be and still be reused at no charge
 * (issue 30; default 30, 0 never reuses).
 */
const USER_KEY = 'freshness-days';
const isUserKey = (key: string) => key.toLowerCase().replace(/_/g, '-') === USER_KEY;

function readKey(key: string): ConfigKey {
  const upper = key.toUpperCase();
  if (!(CONFIG_KEYS as readonly string[]).includes(upper)) {
    throw new ValidationError(`Unknown setting "${key}": one of ${CONFIG_KEYS.join(', ')}, ${USER_KEY}`);
  }
  return upper as ConfigKey;
}

/** A secret is shown as its last 4 characters only. */
const shown = (key: ConfigKey, value: string) => (SECRET_KEYS.has(key) ? `…${value.slice(-4)}` : value);

/**
 * The settings the file holds, secrets masked; LEADGEN_USER is the acting user it remembers for
 * the database in play (each database has its own).
 */
function storedSettings(io: Io, file: ConfigFile): string[][] {
  const entries = Object.entries(file.store).flatMap(([key, value]) =>
    (CONFIG_KEYS as readonly string[]).includes(key) && key !== 'LEADGEN_USER'
      ? [[key, shown(key as ConfigKey, String(value))]]
      : [],
  );
  const user = configValue({ ...io.env, LEADGEN_USER: undefined }, file.store, 'LEADGEN_USER');
  if (user.value !== null) entries.push(['LEADGEN_USER', user.value]);
  return entries;
}

/** `leadgen config …`: the settings file, keyed like the environment (which still wins). */
export function configCommand(program: Command, io: Io): void {
  const config = program
    .command('config')
    .description(summaryOf('config'))
    .addHelpText('after', '\nExample:\n  leadgen config set APIFY_TOKEN apify_api_…\n  leadgen config list');
  config
    .command('get <key>')
    .description(
      'print the value a setting has: from the environment, else the config file, else the default',
    )
    .option(
      '--json',
      'print JSON: { key, value, source } (source: environment, config file, default or unset)',
    )
    .addHelpText(
      'after',
      '\nExample:\n  leadgen config get LEADGEN_MODE\n  leadgen config get PORT --json\n  leadgen config get freshness-days',
    )
    .action(async (key: string, options: { json?: boolean }) => {
      if (isUserKey(key)) {
        return withSession(io, async ({ store, user }) => {
          const { days, isDefault } = await freshnessSetting({ store }, user.id);
          const source = isDefault ? 'default' : 'account';
          if (options.json) return io.stdout(json({ key: USER_KEY, value: String(days), source }));
          io.stdout(`${days}\n`);
          hint(
            io,
            `${USER_KEY} ${isDefault ? 'is the default' : `is set for ${user.email}`}: enrichment younger than ${days} days is reused at no charge`,
          );
        });
      }
      const name = readKey(key);
      const { value, source } = configValue(io.env, configFile(io).store, name);
      if (options.json) return io.stdout(json({ key: name, value, source }));
      if (value !== null) io.stdout(`${value}\n`);
      hint(io, `${name} ${source === 'unset' ? 'is not set' : `comes from the ${source}`}`);
    });
  config
    .command('set <key> <value>')
    .description('store a setting (LEADGEN_USER: the acting user of the database in play)')
    .addHelpText(
      'after',
      '\nExample:\n  leadgen config set GEMINI_API_KEY AIza…\n' +
        '  leadgen config set freshness-days 14   # the acting user reuses enrichment younger than 14 days (0: never)',
    )
    .action(async (key: string, value: string) => {
      if (isUserKey(key)) {
        return withSession(io, async ({ store, user }) => {
          await updateFreshness({ store }, user.id, value);
        });
      }
      const name = readKey(key);
      const problem = configValueProblem(name, value);
      if (problem) throw new ConfigError(problem);
      const file = configFile(io);
      if (name === 'LEADGEN_USER')
        rememberActingUser(file, databaseLocation(io.env, file.store), value.trim());
      else file.set(name, value);
    });
  config
    .command('unset <key>')
    .description('remove a setting')
    .addHelpText('after', '\nExample:\n  leadgen config unset GEMINI_API_KEY')
    .action(async (key: string) => {
      if (isUserKey(key)) {
        return withSession(io, async ({ store, user }) => {
          await updateFreshness({ store }, user.id, null);
        });
      }
      const name = readKey(key);
      const file = configFile(io);
      if (name === 'LEADGEN_USER') rememberActingUser(file, databaseLocation(io.env, file.store), null);
      else file.delete(name);
    });
  config
    .command('list')
    .description('print every stored setting (secrets masked)')
    .option('--json', 'print JSON: [{ key, value }] (secrets masked)')
    .addHelpText('after', '\nExample:\n  leadgen config list --json')
    .action((options: { json?: boolean }) => {
      const entries = storedSettings(io, configFile(io));
      if (options.json) io.stdout(json(entries.map(([key, value]) => ({ key, value }))));
      else if (entries.length === 0) io.stdout('No settings stored.\n');
      else printFacts(io, entries);
    });
  config
    .command('path')
    .description("print the config file's path")
    .addHelpText('after', '\nExample:\n  cat "$(leadgen config path)"')
    .action(() => {
      io.stdout(`${configFile(io).path}\n`);
    });
}
