import type { DatabaseLocation } from './store/open-store.js';

type FileValues = Readonly<Record<string, unknown>>;

/**
 * The config file's entry that remembers the acting user of each database (as gh keeps a login
 * per host): `{ "<database key>": "<e-mail>" }`, written by `leadgen init` and `leadgen login`.
 */
export const ACTING_USERS_KEY = 'acting_users';

/** How the acting user was chosen: LEADGEN_USER, the one remembered for this database, or the only one. */
export type ActingUserSource = 'LEADGEN_USER' | 'remembered' | 'only_user';

/** The acting user the configuration names (an e-mail or id), and where the name comes from. */
export interface ActingUserSetting {
  selector: string;
  source: Exclude<ActingUserSource, 'only_user'>;
}

/**
 * The key a database is remembered by: a SQLite file's path as given (loadConfig resolves it), or
 * a PostgreSQL URL without its password, so no secret is written where one was not before.
 *
 * @example
 * databaseKey({ kind: 'postgres', url: 'postgres://leadgen:pw@db/leadgen' }) // 'postgres://leadgen@db/leadgen'
 */
export function databaseKey(location: DatabaseLocation): string {
  if (location.kind === 'sqlite') return location.path;
  return withoutPassword(location.url, '');
}

/** Where a database is, for people: a file path, or a URL with its password shown as `***`. */
export function describeDatabase(location: DatabaseLocation): string {
  if (location.kind === 'sqlite') return location.path;
  return withoutPassword(location.url, '***');
}

function withoutPassword(text: string, mask: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text.replace(/:[^:@/]*@/, mask ? `:${mask}@` : '@');
  }
  if (url.password) url.password = mask;
  // libpq also takes the password as a query parameter
  for (const name of new Set(url.searchParams.keys())) {
    if (!/pass/i.test(name)) continue;
    if (mask) url.searchParams.set(name, mask);
    else url.searchParams.delete(name);
  }
  return url.toString();
}

/**
 * The acting users remembered per database. An earlier version kept one global LEADGEN_USER in
 * the file: it counts as remembered for `legacyDatabase` (the database the file itself names, the
 * one it was most likely chosen for) unless that database already has its own.
 */
export function rememberedUsers(file: FileValues, legacyDatabase: DatabaseLocation): Record<string, string> {
  const stored = file[ACTING_USERS_KEY];
  const users: Record<string, string> = {};
  if (stored && typeof stored === 'object') {
    for (const [key, value] of Object.entries(stored))
      if (typeof value === 'string' && value) users[key] = value;
  }
  const legacy = file.LEADGEN_USER;
  const legacyKey = databaseKey(legacyDatabase);
  if (typeof legacy === 'string' && legacy.trim() && !users[legacyKey]) users[legacyKey] = legacy.trim();
  return users;
}

/**
 * The acting user the environment and config file name for `database`: LEADGEN_USER in the
 * environment wins; else the one remembered for this database; else null (the only user acts).
 */
export function actingUserSetting(
  env: Readonly<Record<string, string | undefined>>,
  remembered: Readonly<Record<string, string>>,
  database: DatabaseLocation,
): ActingUserSetting | null {
  const fromEnv = env.LEADGEN_USER?.trim();
  if (fromEnv) return { selector: fromEnv, source: 'LEADGEN_USER' };
  const fromFile = remembered[databaseKey(database)];
  return fromFile ? { selector: fromFile, source: 'remembered' } : null;
}
