import { grownBy } from '../instagram/growth.js';
import type { SyntheticProfile } from '../instagram/profile.js';
import { profileAt, resolveUsername } from '../instagram/renames.js';
import { type ActorBehaviour, normalizeUsername, USERNAME } from './actor-behaviour.js';

/**
 * Apify's own `apify~instagram-profile-scraper`: input `{ usernames: string[] }` (required), one
 * item per username in input order with the fields of its documented output example (username,
 * fullName, biography, followersCount, followsCount, postsCount, private, verified,
 * isBusinessAccount, businessCategoryName, externalUrl, profilePicUrl, profilePicUrlHD; plus id:
 * reference/real-services.md).
 *
 * `inputUrl` is not in that example: items of Apify's Instagram scrapers carry it in public
 * callers' fixtures, and the sandbox puts it on every item so an error item can be matched. A
 * username that does not exist gives an error item `{ inputUrl, error: 'not_found',
 * errorDescription }`: how this actor reports it is unverified (other Apify Instagram actors emit
 * `{ inputUrl | url, error, errorDescription }`). Test hook: a username containing 'messy' comes
 * back without its `username` field.
 *
 * Renames (instagram/renames.ts): from `renameGeneration` 1 on, a renamed account answers under
 * its new handle with its old id, and its old handle gives the not-found item, as a handle nobody
 * holds does.
 */
export const APIFY_PROFILE_SCRAPER: ActorBehaviour = {
  name: 'apify~instagram-profile-scraper',
  title: 'Instagram Profile Scraper',
  inputSchema: {
    properties: { usernames: { type: 'array', items: { type: 'string' } } },
    required: ['usernames'],
  },
  defaultRunOptions: { timeoutSecs: 3600, memoryMbytes: 1024 },
  pricePerItemUsd: 0.0026,
  run(input, { seed, baseUrl, renameGeneration = 0, audienceDays = 0 }) {
    const items = (input.usernames as string[]).map((raw) => {
      const username = normalizeUsername(raw);
      const inputUrl = `https://www.instagram.com/${encodeURIComponent(username)}`;
      const profile = USERNAME.test(username) ? profileAt(seed, username, baseUrl, renameGeneration) : null;
      if (!profile) {
        return { inputUrl, error: 'not_found', errorDescription: 'Profile does not exist' };
      }
      const item = { inputUrl, ...grownCounts(seed, profile, audienceDays, renameGeneration) };
      if (!username.includes('messy')) return item;
      const { username: _hidden, ...rest } = item;
      return rest;
    });
    return { items };
  },
};

/** A profile's counts on the audience clock: what it had at the epoch plus who arrived since. */
function grownCounts(
  seed: number,
  profile: SyntheticProfile,
  days: number,
  generation: number,
): SyntheticProfile {
  if (days === 0) return profile;
  const account = resolveUsername(seed, profile.username, generation) ?? profile.username;
  return {
    ...profile,
    followersCount: profile.followersCount + grownBy(seed, account, 'followers', days),
    followsCount: profile.followsCount + grownBy(seed, account, 'following', days),
  };
}
