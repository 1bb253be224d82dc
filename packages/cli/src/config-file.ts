import { chmodSync, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  ACTING_USERS_KEY,
  type DatabaseLocation,
  databaseKey,
  fileDatabase,
  rememberedUsers,
} from '@leadgen/core';
import Conf from 'conf';
import type { Io } from './io.js';

/** The config file: settings keyed like the environment, and the acting user of each database. */
export type ConfigFile = Conf<Record<string, unknown>>;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The folder of the config file: `<user config dir>/leadgen` (XDG_CONFIG_HOME or ~/.config on
 * Linux, ~/Library/Preferences on macOS, %APPDATA%\leadgen\Config on Windows); `name` gives
 * another folder name there (the one earlier versions used).
 */
export function configDir(env: Env, platform: NodeJS.Platform = process.platform, name = 'leadgen'): string {
  const home = env.HOME ?? env.USERPROFILE ?? '.';
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), name, 'Config');
  if (platform === 'darwin') return join(home, 'Library', 'Preferences', name);
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), name);
}

/** Where versions before this one kept the config file (conf's default folder suffix). */
const OLD_FOLDER = 'leadgen-nodejs';

/**
 * The CLI's config file (`leadgen config set KEY VALUE`), keyed by the same names as the
 * environment (APIFY_TOKEN, LEADGEN_DB, …). LEADGEN_CONFIG_DIR moves it (tests, several setups).
 * It holds API keys, so only its owner may read it: the file is 0600 and a folder made for it
 * 0700. A config file left in the earlier `leadgen-nodejs` folder is moved here once.
 */
export function configFile(io: Io, platform: NodeJS.Platform = process.platform): ConfigFile {
  const cwd = io.env.LEADGEN_CONFIG_DIR || configDir(io.env, platform);
  if (!io.env.LEADGEN_CONFIG_DIR) moveOldConfig(configDir(io.env, platform, OLD_FOLDER), cwd);
  mkdirSync(cwd, { recursive: true, mode: 0o700 });
  const file = new Conf<Record<string, unknown>>({
    projectName: 'leadgen',
    projectSuffix: '',
    cwd,
    configFileMode: 0o600,
  });
  // a file written before it was 0600 (conf's default is 0666 less the umask)
  if (existsSync(file.path) && (statSync(file.path).mode & 0o077) !== 0) chmodSync(file.path, 0o600);
  moveGlobalActingUser(file, io.env, platform);
  return file;
}

/**
 * An earlier version kept one LEADGEN_USER for every database: it becomes the acting user
 * remembered for the database the file names (or the default one), once.
 */
function moveGlobalActingUser(file: ConfigFile, env: Io['env'], platform: NodeJS.Platform): void {
  if (file.get('LEADGEN_USER') === undefined) return;
  let database: DatabaseLocation;
  try {
    database = fileDatabase(env, file.store, platform);
  } catch {
    return; // a malformed DATABASE_URL in the file: moved once `config set` has fixed it
  }
  file.set(ACTING_USERS_KEY, rememberedUsers(file.store, database));
  file.delete('LEADGEN_USER');
}

/**
 * Remembers `email` as the acting user of `database` (null forgets it), as `leadgen init`,
 * `login` and `logout` do; the other databases keep theirs.
 */
export function rememberActingUser(file: ConfigFile, database: DatabaseLocation, email: string | null): void {
  const users = rememberedUsers(file.store, database);
  const key = databaseKey(database);
  if (email === null) delete users[key];
  else users[key] = email;
  if (Object.keys(users).length === 0) file.delete(ACTING_USERS_KEY);
  else file.set(ACTING_USERS_KEY, users);
}

function moveOldConfig(oldDir: string, newDir: string): void {
  const oldPath = join(oldDir, 'config.json');
  const newPath = join(newDir, 'config.json');
  if (!existsSync(oldPath) || existsSync(newPath)) return;
  mkdirSync(dirname(newPath), { recursive: true, mode: 0o700 });
  renameSync(oldPath, newPath);
}
