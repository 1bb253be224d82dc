import { randomFor } from '../random.js';
import { instagramId, profileExists, syntheticProfile } from './profile.js';
import { randomUsername } from './usernames.js';

/** Which side of a target's connections: accounts following it, or accounts it follows. */
export type ConnectionType = 'followers' | 'following';

/**
 * How many followers (or followings) `target` has: its profile's count, so discovery and lookup
 * agree; 0 for a target that does not exist.
 */
export function connectionCount(seed: number, target: string, type: ConnectionType): number {
  const profile = syntheticProfile(seed, target, '');
  if (!profile) return 0;
  return type === 'followers' ? profile.followersCount : profile.followsCount;
}

/**
 * The first `count` followers (or followings) of `target`, as distinct usernames of existing
 * accounts, never the target itself. The list is a stable prefix: asking for more returns the
 * same first entries. It stops early at the target's own count.
 */
export function syntheticFollowers(
  seed: number,
  target: string,
  type: ConnectionType,
  count: number,
): string[] {
  const want = Math.min(count, connectionCount(seed, target, type));
  const seen = new Set<string>([target]);
  const usernames: string[] = [];
  for (let i = 0; usernames.length < want && i < want * 3 + 100; i++) {
    const username = randomUsername(randomFor(seed, `${type}:${target}:${i}`));
    if (seen.has(username) || !profileExists(seed, username)) continue;
    seen.add(username);
    usernames.push(username);
  }
  return usernames;
}

/** A discovery item (spec §7 followers actor output), with the id under a varying key. */
export type DiscoveryItem = Record<string, unknown>;

/**
 * The followers actor's item for `username`: username, full_name, is_private, is_verified,
 * profile_pic_url, and the account id as `id`, `pk` (a number) or `user_id`, chosen per username,
 * as scrapers in the wild name it differently.
 */
export function discoveryItem(seed: number, username: string, baseUrl: string): DiscoveryItem {
  const profile = syntheticProfile(seed, username, baseUrl);
  const id = profile?.id ?? instagramId(seed, username);
  const key = randomFor(seed, `idkey:${username}`)();
  const idField = key < 0.4 ? { id } : key < 0.7 ? { pk: Number(id) } : { user_id: id };
  return {
    username,
    full_name: profile?.fullName ?? '',
    ...idField,
    is_private: profile?.private ?? false,
    is_verified: profile?.verified ?? false,
    profile_pic_url: profile?.profilePicUrl ?? `${baseUrl}/avatars/${encodeURIComponent(username)}.svg`,
  };
}

/** Share of items a 'messy' target's list comes out malformed. */
export const MESSY_SHARE = 0.01;

/**
 * Targets whose name contains 'messy' give lists where about 1% of items are malformed
 * (deterministically): no username, a username with a space or bad characters, a number for a
 * username, or a flag of the wrong type. They exercise the adapter's validation; every other
 * target's list is clean, so demos stay tidy.
 */
export function maybeMalformed(
  seed: number,
  target: string,
  index: number,
  item: DiscoveryItem,
): DiscoveryItem {
  if (!target.includes('messy')) return item;
  const random = randomFor(seed, `messy:${target}:${index}`);
  if (random() >= MESSY_SHARE) return item;
  const username = String(item.username);
  const variants: Array<() => DiscoveryItem> = [
    () => {
      const { username: _dropped, ...rest } = item;
      return rest;
    },
    () => ({ ...item, username: `${username.replace(/[._]/g, ' ').trim()} x` }),
    () => ({ ...item, username: Number(item.id ?? item.pk ?? item.user_id ?? 0) }),
    () => ({ ...item, username: `${username}-${'z'.repeat(30)}!` }),
    () => ({ ...item, is_private: 'yes' }),
  ];
  return (variants[Math.floor(random() * variants.length)] as () => DiscoveryItem)();
}
