import { join, resolve } from 'node:path';
import { ConfigError } from '../domain/errors.js';
import type { DatabaseLocation } from '../store/open-store.js';
import { type Env, settingValue } from './config-keys.js';

/** Whether `text` names a PostgreSQL database (`postgres://` or `postgresql://`). */
export const isPostgresUrl = (text: string): boolean => /^postgres(ql)?:\/\//.test(text);

/**
 * The per-user data directory (`<user data dir>/leadgen`), derived from the given environment:
 * XDG_DATA_HOME or ~/.local/share on Linux, ~/Library/Application Support on macOS, and
 * LOCALAPPDATA on Windows.
 */
export function dataDir(env: Env, platform: NodeJS.Platform = process.platform): string {
  const home = env.HOME ?? env.USERPROFILE ?? '.';
  if (platform === 'win32')
    return join(env.LOCALAPPDATA ?? env.APPDATA ?? join(home, 'AppData', 'Local'), 'leadgen');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'leadgen');
  return join(env.XDG_DATA_HOME || join(home, '.local', 'share'), 'leadgen');
}

/**
 * The database the environment and config file name: DATABASE_URL (PostgreSQL), else LEADGEN_DB,
 * else `leadgen.db` in the data directory. A relative SQLite path is resolved against `cwd`, so
 * the same file is named (and remembered) the same way from every folder.
 */
export function databaseLocation(
  env: Env,
  file: Readonly<Record<string, unknown>>,
  platform: NodeJS.Platform = process.platform,
  cwd: string = process.cwd(),
): DatabaseLocation {
  const databaseUrl = settingValue(env, file, 'DATABASE_URL');
  if (databaseUrl !== null && !isPostgresUrl(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// URL');
  }
  if (databaseUrl) return { kind: 'postgres', url: databaseUrl };
  const path = settingValue(env, file, 'LEADGEN_DB') ?? join(dataDir(env, platform), 'leadgen.db');
  const special = path === ':memory:' || path.startsWith('file:');
  return { kind: 'sqlite', path: special ? path : resolve(cwd, path) };
}

/**
 * The database the config file alone names (the environment's LEADGEN_DB and DATABASE_URL left
 * out): the one an acting user stored globally by an earlier version was most likely chosen for.
 */
export function fileDatabase(
  env: Env,
  file: Readonly<Record<string, unknown>>,
  platform: NodeJS.Platform = process.platform,
  cwd: string = process.cwd(),
): DatabaseLocation {
  return databaseLocation({ ...env, LEADGEN_DB: undefined, DATABASE_URL: undefined }, file, platform, cwd);
}
