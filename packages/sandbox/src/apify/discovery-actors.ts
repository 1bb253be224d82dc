import { type ConnectionType, discoveryItem, maybeMalformed } from '../instagram/followers.js';
import { audienceAt } from '../instagram/growth.js';
import { syntheticProfile } from '../instagram/profile.js';
import { currentUsername, resolveUsername } from '../instagram/renames.js';
import { randomFor } from '../random.js';
import { type ActorBehaviour, normalizeUsername, USERNAME } from './actor-behaviour.js';
import type { InputSchema } from './input-schema.js';

/**
 * The item a followers/following actor gives for a target it cannot list: no connections, one
 * error item naming it. How the real actors report a missing target is unverified; this follows
 * the `{ …, error, errorDescription }` items other Apify Instagram actors emit.
 */
function missingTarget(target: string): Record<string, unknown> {
  return { username: target, error: 'not_found', errorDescription: 'Profile does not exist' };
}

/**
 * The account a typed target names in `generation` (its first handle), or null when no account
 * goes by that handle: a name that does not exist, or an old handle after its account renamed.
 */
function targetAccount(seed: number, target: string, generation: number): string | null {
  return USERNAME.test(target) ? resolveUsername(seed, target, generation) : null;
}

/**
 * datadoping's input schema, the same for both actors: `usernames` and `max_count` required,
 * `max_count` at least 50, counted per username (the following actor's published schema;
 * reference/real-services.md). Whether the schema also sets `minItems` on `usernames` is
 * unverified: the sandbox refuses an empty list.
 */
const DATADOPING_SCHEMA: InputSchema = {
  properties: {
    usernames: { type: 'array', minItems: 1, items: { type: 'string' } },
    max_count: { type: 'integer', minimum: 50 },
  },
  required: ['usernames', 'max_count'],
};

/**
 * How many connections a datadoping run lists for a target asked for `max`: a few short of it
 * (a live run asked for 50 returned 48: reference/real-services.md), deterministically per target.
 */
function datadopingCount(seed: number, type: ConnectionType, target: string, max: number): number {
  const short = Math.floor(randomFor(seed, `short:${type}:${target}`)() * (Math.ceil(max * 0.05) + 1));
  return max - short;
}

function datadopingActor(type: ConnectionType): ActorBehaviour {
  const name = `datadoping~instagram-${type === 'followers' ? 'followers' : 'following'}-scraper`;
  return {
    name,
    title: type === 'followers' ? 'Instagram Followers Scraper' : 'Instagram Following Scraper',
    inputSchema: DATADOPING_SCHEMA,
    defaultRunOptions: { timeoutSecs: 3600, memoryMbytes: 1024 },
    pricePerItemUsd: 0.0005,
    // Each target's list in turn, up to max_count per target, not deduplicated across targets;
    // nothing for a private target.
    // Items: username, full_name, id (digits, as a string), is_private, is_verified,
    // profile_pic_url; the following actor adds following_of (reference/real-services.md).
    // Accounts go by their handle of the run's generation, with the same id (instagram/renames.ts).
    run(input, { seed, baseUrl, renameGeneration = 0, audienceDays = 0 }) {
      const maxCount = input.max_count as number;
      const items = (input.usernames as string[]).map(normalizeUsername).flatMap((target) => {
        const account = targetAccount(seed, target, renameGeneration);
        if (account === null) return [missingTarget(target)];
        // Without an Instagram login nobody can list a private account's connections: the run
        // gives nothing for it (whether the real actor adds an error item is unverified), while
        // the profile actor still reports its counts, as Instagram shows them on the profile.
        if (syntheticProfile(seed, account, baseUrl)?.private) return [];
        const count = datadopingCount(seed, type, account, maxCount);
        return audienceAt(seed, account, type, count, audienceDays).map((username, index) => {
          const profile = syntheticProfile(seed, username, baseUrl);
          const item = {
            username: currentUsername(seed, username, renameGeneration),
            full_name: profile?.fullName ?? '',
            id: profile?.id ?? '',
            is_private: profile?.private ?? false,
            is_verified: profile?.verified ?? false,
            profile_pic_url: profile?.profilePicUrl ?? '',
            ...(type === 'following' && { following_of: target }),
          };
          return maybeMalformed(seed, account, index, item);
        });
      });
      return { items };
    },
  };
}

export const DATADOPING_FOLLOWERS = datadopingActor('followers');
export const DATADOPING_FOLLOWING = datadopingActor('following');

/**
 * The spec's original actor, aizen0/instagram-follower-following-scraper (deprecated on the Store;
 * forks take the same input): `username` (targets), `max_items`, `scrape_type`, the Instagram
 * `sessionid` cookie, and an optional proxy. The one contract that needs a cookie.
 */
const AIZEN0_SCHEMA: InputSchema = {
  properties: {
    username: { type: 'array', minItems: 1, items: { type: 'string' } },
    max_items: { type: 'integer', minimum: 1 },
    scrape_type: { type: 'string', enum: ['followers', 'following'] },
    sessionid: { type: 'string' },
    proxy: { type: 'object' },
  },
  required: ['username', 'max_items', 'scrape_type', 'sessionid'],
};

export const AIZEN0_FOLLOWER_FOLLOWING: ActorBehaviour = {
  name: 'aizen0~instagram-follower-following-scraper',
  title: 'Instagram Follower & Following Scraper',
  inputSchema: AIZEN0_SCHEMA,
  defaultRunOptions: { timeoutSecs: 3600, memoryMbytes: 1024 },
  pricePerItemUsd: 0.0005,
  // Up to max_items accounts in all, the first target's list first, deduplicated; the account id
  // under `id`, `pk` or `user_id` as scrapers in the wild name it (instagram/followers.ts).
  run(input, { seed, baseUrl, renameGeneration = 0, audienceDays = 0 }) {
    // A blank cookie passes the schema (a string) but cannot log in: the actor fails once
    // started. How the real actor words it is unverified.
    if ((input.sessionid as string).trim() === '') {
      return { items: [], failure: 'Instagram login failed: the sessionid cookie is empty' };
    }
    const type = input.scrape_type as ConnectionType;
    const max = input.max_items as number;
    const seen = new Set<string>();
    const items: unknown[] = [];
    for (const target of (input.username as string[]).map(normalizeUsername)) {
      const account = targetAccount(seed, target, renameGeneration);
      if (account === null) {
        items.push(missingTarget(target));
        continue;
      }
      for (const username of audienceAt(seed, account, type, max, audienceDays)) {
        if (seen.size >= max) break;
        if (seen.has(username)) continue;
        seen.add(username);
        const item = discoveryItem(seed, username, baseUrl, renameGeneration);
        items.push(maybeMalformed(seed, account, items.length, item));
      }
    }
    return { items };
  },
};
