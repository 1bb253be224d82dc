import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  ACTING_USERS_KEY,
  type DatabaseLocation,
  databaseKey,
  fileDatabase,
  rememberedUsers,
} from '@leadgen/core';
import { ConfigError, messages } from '@leadgen/core/domain';
import type { Io } from './io.js';

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
  const file = new ConfigFile(join(cwd, 'config.json'));
  moveGlobalActingUser(file, io.env, platform);
  return file;
}

/**
 * The config file: settings keyed like the environment, and the acting user of each database, as
 * one JSON object. Read once when opened; each change rewrites the whole file through a temporary
 * file renamed over it, so a reader never sees half a file. Created 0600, and a file written
 * before it was 0600 is made so.
 */
export class ConfigFile {
  #values: Readonly<Record<string, unknown>>;

  constructor(readonly path: string) {
    this.#values = readValues(path);
    if (existsSync(path) && (statSync(path).mode & 0o077) !== 0) chmodSync(path, PRIVATE);
  }

  /** Every setting in the file. */
  get store(): Readonly<Record<string, unknown>> {
    return this.#values;
  }

  get(key: string): unknown {
    return this.#values[key];
  }

  set(key: string, value: unknown): void {
    this.#write({ ...this.#values, [key]: value });
  }

  delete(key: string): void {
    const { [key]: _removed, ...rest } = this.#values;
    this.#write(rest);
  }

  #write(values: Record<string, unknown>): void {
    const temporary = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(values, undefined, '\t')}\n`, { mode: PRIVATE });
    chmodSync(temporary, PRIVATE); // the mode above is less the umask
    renameSync(temporary, this.path);
    this.#values = values;
  }
}

const PRIVATE = 0o600;

/** The file's settings: none when there is no file yet; a file that is not a JSON object is named. */
function readValues(path: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  if (text.trim() === '') return {};
  let values: unknown;
  try {
    values = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(messages.unreadableConfigFile(path, (error as Error).message));
  }
  if (typeof values !== 'object' || values === null || Array.isArray(values)) {
    throw new ConfigError(messages.unreadableConfigFile(path, 'it is not a JSON object'));
  }
  return values as Record<string, unknown>;
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
 * `login` and `logout` do; the other databases keep theirs. Returns the one it remembered before.
 */
export function rememberActingUser(
  file: ConfigFile,
  database: DatabaseLocation,
  email: string | null,
): string | undefined {
  const users = rememberedUsers(file.store, database);
  const key = databaseKey(database);
  const before = users[key];
  if (email === null) delete users[key];
  else users[key] = email;
  if (Object.keys(users).length === 0) file.delete(ACTING_USERS_KEY);
  else file.set(ACTING_USERS_KEY, users);
  return before;
}

function moveOldConfig(oldDir: string, newDir: string): void {
  const oldPath = join(oldDir, 'config.json');
  const newPath = join(newDir, 'config.json');
  if (!existsSync(oldPath) || existsSync(newPath)) return;
  mkdirSync(dirname(newPath), { recursive: true, mode: 0o700 });
  renameSync(oldPath, newPath);
}
