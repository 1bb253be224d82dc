import { NotFoundError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { Profile } from '../domain/profile.js';
import type { Repositories } from '../store/open-store.js';

/**
 * One of the user's profiles, whatever list holds it (a campaign screen's template preview);
 * NotFoundError('Profile not found') for a missing or foreign id.
 */
export async function getProfile(
  deps: { store: Pick<Repositories, 'profiles'> },
  userId: string,
  profileId: string,
): Promise<Profile> {
  const profile =
    typeof profileId === 'string' ? await deps.store.profiles.get(userId, profileId) : undefined;
  if (!profile) throw new NotFoundError(messages.profileNotFound);
  return profile;
}
