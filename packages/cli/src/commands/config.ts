import { CONFIG_KEYS, type ConfigKey, configValue, configValueProblem, SECRET_KEYS } from '@leadgen/core';
import { ConfigError, ValidationError } from '@leadgen/core/domain';
import type { Command } from 'commander';
import { configFile } from '../config-file.js';
import { hint, type Io, json, printFacts } from '../io.js';

function readKey(key: string): ConfigKey {
  const upper = key.toUpperCase();
  if (!(CONFIG_KEYS as readonly string[]).includes(upper)) {
    throw new ValidationError(`Unknown setting "${key}": one of ${CONFIG_KEYS.join(', ')}`);
  }
  return upper as ConfigKey;
}

/** A secret is shown as its last 4 characters only. */
const shown = (key: ConfigKey, value: string) => (SECRET_KEYS.has(key) ? `…${value.slice(-4)}` : value);

/** `leadgen config …`: the settings file, keyed like the environment (which still wins). */
export function configCommand(program: Command, io: Io): void {
  const config = program
    .command('config')
    .description('read and change the config file (the environment overrides it)')
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
    .addHelpText('after', '\nExample:\n  leadgen config get LEADGEN_MODE\n  leadgen config get PORT --json')
    .action((key: string, options: { json?: boolean }) => {
      const name = readKey(key);
      const { value, source } = configValue(io.env, configFile(io).store, name);
      if (options.json) return io.stdout(json({ key: name, value, source }));
      if (value !== null) io.stdout(`${value}\n`);
      hint(io, `${name} ${source === 'unset' ? 'is not set' : `comes from the ${source}`}`);
    });
  config
    .command('set <key> <value>')
    .description('store a setting')
    .addHelpText('after', '\nExample:\n  leadgen config set GEMINI_API_KEY AIza…')
    .action((key: string, value: string) => {
      const name = readKey(key);
      const problem = configValueProblem(name, value);
      if (problem) throw new ConfigError(problem);
      configFile(io).set(name, value);
    });
  config
    .command('unset <key>')
    .description('remove a setting')
    .addHelpText('after', '\nExample:\n  leadgen config unset GEMINI_API_KEY')
    .action((key: string) => {
      configFile(io).delete(readKey(key));
    });
  config
    .command('list')
    .description('print every stored setting (secrets masked)')
    .option('--json', 'print JSON: { KEY: value } (secrets masked)')
    .addHelpText('after', '\nExample:\n  leadgen config list --json')
    .action((options: { json?: boolean }) => {
      const entries = Object.entries(configFile(io).store).flatMap(([key, value]) =>
        (CONFIG_KEYS as readonly string[]).includes(key)
          ? [[key, shown(key as ConfigKey, String(value))]]
          : [],
      );
      if (options.json) io.stdout(json(Object.fromEntries(entries)));
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
