import {
  type Config,
  configFileProblem,
  findUser,
  loadConfig,
  onlyUser,
  openStore,
  type Store,
} from '@leadgen/core';
import {
  ConfigError,
  LeadgenError,
  messages,
  NotFoundError,
  type User,
  ValidationError,
} from '@leadgen/core/domain';
import { configFile } from './config-file.js';
import type { Io } from './io.js';

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
  try {
    return loadConfig(io.env, file.store);
  } catch (error) {
    const bad = error instanceof ConfigError ? configFileProblem(io.env, file.store) : null;
    if (!bad) throw error;
    throw new ConfigError(messages.badConfigFileValue(file.path, bad.key, bad.problem));
  }
}

/** Opens the configured database; a SQLite file that cannot be opened is named, with the fix. */
export async function openSession(io: Io): Promise<{ config: Config; store: Store }> {
  const config = readConfig(io);
  const { database } = config;
  try {
    return { config, store: await openStore({ database }) };
  } catch (error) {
    if (database.kind !== 'sqlite' || error instanceof LeadgenError || !(error instanceof Error)) throw error;
    throw new Error(messages.databaseCannotOpen(database.path, error.message), { cause: error });
  }
}

/**
 * The acting user: LEADGEN_USER (an e-mail or an id) when set, else the only user there is.
 * Cron jobs set LEADGEN_USER; a single-user installation needs nothing.
 */
export async function actingUser(store: Store, selector: string | null): Promise<User> {
  if (selector) {
    const user = await findUser({ store }, selector);
    if (!user) throw new NotFoundError(`${messages.userNotFound}: ${selector}`);
    return user;
  }
  const only = await onlyUser({ store });
  if (only === 'none') throw new NotFoundError(messages.noUserYetCli);
  if ('several' in only) throw new ValidationError(messages.severalUsersCli(only.several, only.more));
  return only;
}

/** Runs `fn` with a session and always closes the store. */
export async function withSession<T>(io: Io, fn: (session: Session) => Promise<T>): Promise<T> {
  const { config, store } = await openSession(io);
  try {
    return await fn({ config, store, user: await actingUser(store, config.user) });
  } finally {
    await store.close();
  }
}
