import { randomFor } from '../random.js';
import { accountNiche, instagramId, profileExists, syntheticProfile } from './profile.js';
import { currentUsername } from './renames.js';
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
 * Share of a target's follower slots filled from the shared pool of its niche. A pool account
 * already on the list is skipped, as any repeat is, so about 23–25% of a list comes from the pool.
 */
export const SHARED_FOLLOWER_SHARE = 0.3;

/**
 * The pool's reach: a target's j-th shared follower is drawn from the first
 * `POOL_CORE + POOL_SPREAD * j` accounts of its niche's pool. Small accounts share the niche's
 * core audience; large ones reach into its long tail (the pool has no end), so a target with 100k
 * followers still has most of its shared slots distinct rather than collapsing into a few hundred.
 */
const POOL_CORE = 250;
const POOL_SPREAD = 3;

/** The account at `index` in the shared follower pool of `niche` (it may not exist). */
function poolMember(seed: number, niche: string, index: number): string {
  return randomUsername(randomFor(seed, `pool:${niche}:${index}`));
}

/** One entry of a target's list: the account, and whether it came from its niche's shared pool. */
export interface Connection {
  username: string;
  shared: boolean;
}

/**
 * The first `count` followers (or followings) of `target`, as distinct usernames of existing
 * accounts, never the target itself. The list is a stable prefix: asking for more returns the
 * same first entries. It stops early at the target's own count.
 *
 * Followers overlap within a niche (`accountNiche`, the industry the target's profile is drawn
 * in): about a quarter of them come from the niche's shared pool (`poolMember`), the rest are the
 * target's own, so two same-niche targets of 1,000 followers share some 7–9% of them (dozens),
 * and ~12% at 10,000, where any two lists already share ~3% by common names; two targets of
 * different niches share only such names.
 * Followings are drawn per target, as before. Usernames are accounts' first handles
 * (generation 0): map them through `currentUsername` for a later `renameGeneration`.
 */
export function syntheticFollowers(
  seed: number,
  target: string,
  type: ConnectionType,
  count: number,
): string[] {
  return syntheticConnections(seed, target, type, count).map((connection) => connection.username);
}

/** `syntheticFollowers`, each entry saying whether it came from the niche's shared pool. */
export function syntheticConnections(
  seed: number,
  target: string,
  type: ConnectionType,
  count: number,
): Connection[] {
  const want = Math.min(count, connectionCount(seed, target, type));
  const niche = type === 'followers' && want > 0 ? accountNiche(seed, target) : null;
  const seen = new Set<string>([target]);
  const connections: Connection[] = [];
  // One stream for the whole list, two draws per slot whatever they decide, so slot i always
  // sees the same draws (the stable prefix) without hashing a key per slot.
  const roll = randomFor(seed, `shared:${target}`);
  // Pool positions already drawn: drawn again, they are a repeat, skipped without naming them.
  const drawn = new Set<number>();
  let pooled = 0;
  for (let i = 0; connections.length < want && i < want * 3 + 100; i++) {
    let username: string | undefined;
    if (niche !== null) {
      const fromPool = roll() < SHARED_FOLLOWER_SHARE;
      const position = roll();
      if (fromPool) {
        const index = Math.floor(position * (POOL_CORE + POOL_SPREAD * pooled++));
        if (drawn.has(index)) continue;
        drawn.add(index);
        username = poolMember(seed, niche, index);
      }
    }
    const shared = username !== undefined;
    username ??= randomUsername(randomFor(seed, `${type}:${target}:${i}`));
    if (seen.has(username) || !profileExists(seed, username)) continue;
    seen.add(username);
    connections.push({ username, shared });
  }
  return connections;
}

/** A discovery item (spec §7 followers actor output), with the id under a varying key. */
export type DiscoveryItem = Record<string, unknown>;

/**
 * The followers actor's item for the account first named `username`: username, full_name,
 * is_private, is_verified, profile_pic_url, and the account id as `id`, `pk` (a number) or
 * `user_id`, chosen per account, as scrapers in the wild name it differently. The username is
 * the handle the account goes by in `generation` (renames.ts); the id never changes.
 */
export function discoveryItem(
  seed: number,
  username: string,
  baseUrl: string,
  generation = 0,
): DiscoveryItem {
  const profile = syntheticProfile(seed, username, baseUrl);
  const id = profile?.id ?? instagramId(seed, username);
  const key = randomFor(seed, `idkey:${username}`)();
  const idField = key < 0.4 ? { id } : key < 0.7 ? { pk: Number(id) } : { user_id: id };
  return {
    username: currentUsername(seed, username, generation),
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
