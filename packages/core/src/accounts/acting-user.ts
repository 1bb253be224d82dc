import type { ActingUserSetting, ActingUserSource } from '../acting-user-setting.js';
import { NotFoundError, ValidationError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { User } from '../domain/user.js';
import { findUser, onlyUser, type UsersDeps } from './users.js';

/** Where the acting user was looked for, to name in a refusal: the database and the config file. */
export interface ActingUserPlace {
  database: string;
  configFile: string;
}

/**
 * The user a terminal front end acts as, and how it was chosen: the one `setting` names
 * (LEADGEN_USER, or remembered for this database), else the only user there is. A name that is
 * not a user of this database is refused naming the database, where the name came from and the
 * way on; so are no users and several with none chosen.
 *
 * @example
 * const { user, source } = await actingUser({ store }, config.user, { database, configFile });
 */
export async function actingUser(
  deps: UsersDeps,
  setting: ActingUserSetting | null,
  place: ActingUserPlace,
): Promise<{ user: User; source: ActingUserSource }> {
  if (setting) {
    const user = await findUser(deps, setting.selector);
    if (user) return { user, source: setting.source };
    throw new NotFoundError(
      setting.source === 'LEADGEN_USER'
        ? messages.envUserNotInDatabase(setting.selector, place.database)
        : messages.rememberedUserNotInDatabase(setting.selector, place.database, place.configFile),
    );
  }
  const only = await onlyUser(deps);
  if (only === 'none') throw new NotFoundError(messages.noUserYetIn(place.database));
  if ('several' in only) throw new ValidationError(messages.severalUsersCli(only.several, only.more));
  return { user: only, source: 'only_user' };
}
