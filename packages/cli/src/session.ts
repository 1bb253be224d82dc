import {
  type ActingUserSource,
  type Config,
  configFileProblem,
  actingUser as coreActingUser,
  describeDatabase,
  loadConfig,
  type MissingDatabase,
} from '@leadgen/core';
import { ConfigError, messages, remoteMessages, type User, ValidationError } from '@leadgen/core/domain';
import { openStore, type Store } from '@leadgen/core/store';
import { configFile } from './config-file.js';
import type { Io } from './io.js';
import { remoteServerOf } from './remote/remote-server.js';

/** What most commands work with: the configuration, the open store and the acting user. */
export interface Session {
  config: Config;
  store: Store;
  user: User;
}

/**
 * Reads the configuration (defaults, then the config file, then the environment). A malformed
 * value in the config file is named with the file and the command that fixes it.
 */
export function readConfig(io: Io): Config {
  const file = configFile(io);
  refuseInRemoteMode(io, file);
  try {
    return loadConfig(io.env, file.store);
  } catch (error) {
    const bad = error instanceof ConfigError ? configFileProblem(io.env, file.store) : null;
    if (!bad) throw error;
    throw new ConfigError(messages.badConfigFileValue(file.path, bad.key, bad.problem));
  }
}

/**
 * Refuses the running command in remote mode (issue 35): whatever would open, create or serve a
 * local database (every command not written for remote mode reads the configuration first) says
 * so in one line and what to do, never a quiet fallback to a local file for someone who set
 * LEADGEN_SERVER.
 */
export function refuseInRemoteMode(io: Io, file = configFile(io)): void {
  const remote = remoteServerOf(io, file);
  if (remote)
    throw new ValidationError(remoteMessages.notInRemoteMode(io.command ?? 'this command', remote.url));
}

/**
 * Opens the configured database. A SQLite file that is not there yet is refused (a mistyped
 * LEADGEN_DB must not become a new, empty database) unless `create` allows it: `leadgen init`
 * creates the file and its folder. Core's errors name the database; the CLI adds the next step.
 */
export async function openSession(
  io: Io,
  options: { create?: MissingDatabase } = {},
): Promise<{ config: Config; store: Store }> {
  const config = readConfig(io);
  return { config, store: await openConfiguredStore(config, options.create) };
}

/** Opens `config`'s database: the one place the CLI opens a store (`leadgen db` aside). */
export function openConfiguredStore(config: Config, create: MissingDatabase = 'nothing'): Promise<Store> {
  return openStore({ database: config.database, create });
}

/**
 * The acting user and how it was chosen: LEADGEN_USER (an e-mail or an id), else the one
 * remembered for this database by `init` or `login`, else the only user there is. Cron jobs set
 * LEADGEN_USER; a single-user installation needs nothing.
 */
export function actingUserOf(
  io: Io,
  store: Store,
  config: Config,
): Promise<{ user: User; source: ActingUserSource }> {
  const place = { database: describeDatabase(config.database), configFile: configFile(io).path };
  return coreActingUser({ store }, config.user, place);
}

/** Runs `fn` with a session and always closes the store. */
export async function withSession<T>(io: Io, fn: (session: Session) => Promise<T>): Promise<T> {
  const { config, store } = await openSession(io);
  try {
    const { user } = await actingUserOf(io, store, config);
    return await fn({ config, store, user });
  } finally {
    await store.close();
  }
}
