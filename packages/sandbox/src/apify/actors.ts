import { discoveryItem, maybeMalformed, syntheticFollowers } from '../instagram/followers.js';
import { syntheticProfile } from '../instagram/profile.js';

/** What a run was asked for, told apart by its input (any actor id is accepted). */
export type ActorInput =
  | { kind: 'profiles'; usernames: string[] }
  | { kind: 'followers'; targets: string[]; type: 'followers' | 'following'; max: number };

const USAGE =
  'Input is not valid: expected "usernames" (an array, profile actor) or "username" (an array), ' +
  '"scrape_type" and "max_items" (followers actor)';

/**
 * Decides which actor a run is from its input (spec §7): `usernames` is the profile actor;
 * `username` with `scrape_type` and `max_items` is the followers actor, which also needs a
 * `sessionid`. Anything else is the message of a 400 invalid-input.
 */
export function parseActorInput(input: unknown): ActorInput | { error: string } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { error: USAGE };
  const body = input as Record<string, unknown>;
  if (Array.isArray(body.usernames)) {
    return { kind: 'profiles', usernames: body.usernames.filter((entry) => typeof entry === 'string') };
  }
  if (!Array.isArray(body.username) || body.scrape_type === undefined || body.max_items === undefined) {
    return { error: USAGE };
  }
  if (body.scrape_type !== 'followers' && body.scrape_type !== 'following') {
    return { error: 'Input is not valid: "scrape_type" must be "followers" or "following"' };
  }
  const max = Number(body.max_items);
  if (!Number.isInteger(max) || max < 1) {
    return { error: 'Input is not valid: "max_items" must be a whole number of 1 or more' };
  }
  if (typeof body.sessionid !== 'string' || body.sessionid.trim() === '') {
    return { error: 'Input is not valid: sessionid is required' };
  }
  const targets = body.username.filter((entry) => typeof entry === 'string').map(normalize);
  return { kind: 'followers', targets, type: body.scrape_type, max };
}

/** How the actor would see a username as typed: no '@', no blanks, lower case. */
function normalize(username: string): string {
  return username.replaceAll('@', '').trim().toLowerCase();
}

/**
 * The dataset a run produces. Followers actor: up to `max` distinct accounts, the first target's
 * list first, then the next target's (spec §7 `username` is an array of targets). Profile actor:
 * one item per username that exists, in input order; the others are simply absent, as on Apify.
 * A username containing 'messy' comes back without its `username` field (matched by position).
 */
export function runItems(seed: number, input: ActorInput, baseUrl: string): unknown[] {
  if (input.kind === 'profiles') {
    return input.usernames.flatMap((raw) => {
      const username = normalize(raw);
      const profile = /^[a-z0-9._]{1,30}$/.test(username) ? syntheticProfile(seed, username, baseUrl) : null;
      if (!profile) return [];
      if (!username.includes('messy')) return [profile];
      const { username: _hidden, ...rest } = profile;
      return [rest];
    });
  }
  const seen = new Set<string>();
  const items: unknown[] = [];
  for (const target of input.targets) {
    const usernames = syntheticFollowers(seed, target, input.type, input.max);
    for (const username of usernames) {
      if (items.length >= input.max) return items;
      if (seen.has(username)) continue;
      seen.add(username);
      items.push(maybeMalformed(seed, target, items.length, discoveryItem(seed, username, baseUrl)));
    }
  }
  return items;
}

/** What a run's time is charged per (the `perItemMs` fault): usernames asked, or items made. */
export function workUnits(input: ActorInput, items: readonly unknown[]): number {
  return input.kind === 'profiles' ? Math.max(input.usernames.length, items.length) : items.length;
}
