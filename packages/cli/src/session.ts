import { type Config, findUser, loadConfig, onlyUser, openStore, type Store } from '@leadgen/core';
import { messages, NotFoundError, type User, ValidationError } from '@leadgen/core/domain';
import { configFile } from './config-file.js';
import type { Io } from './io.js';

/** What most commands work with: the configuration, the open store and the acting user. */
export interface Session {
  config: Config;
  store: Store;
  user: User;
}

/** Reads the configuration (defaults, then the config file, then the environment). */
export function readConfig(io: Io): Config {
  return loadConfig(io.env, configFile(io).store);
}

/** Opens the configured database. */
export async function openSession(io: Io): Promise<{ config: Config; store: Store }> {
  const config = readConfig(io);
  const store = await openStore({ database: config.database });
  return { config, store };
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
  if (only === 'none') throw new NotFoundError('No user yet: run `leadgen init` first');
  if (only === 'several')
    throw new ValidationError('Several users here: set LEADGEN_USER to one of their e-mails');
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
