import { hashText } from '../random.js';
import type { ActorBehaviour } from './actor-behaviour.js';
import { AIZEN0_FOLLOWER_FOLLOWING, DATADOPING_FOLLOWERS, DATADOPING_FOLLOWING } from './discovery-actors.js';
import { APIFY_PROFILE_SCRAPER } from './profile-actor.js';

/** The actors the sandbox knows, by their Store id (`owner~name`). */
export const KNOWN_ACTORS: Readonly<Record<string, ActorBehaviour>> = Object.fromEntries(
  [DATADOPING_FOLLOWERS, DATADOPING_FOLLOWING, APIFY_PROFILE_SCRAPER, AIZEN0_FOLLOWER_FOLLOWING].map(
    (actor) => [actor.name, actor],
  ),
);

/** An actor a request names: its Apify id, its `owner~name`, and what it does. */
export interface ResolvedActor {
  /** Apify's own id of the actor (17 letters and digits), as runs report it in `actId`. */
  id: string;
  name: string;
  username: string;
  behaviour: ActorBehaviour;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A stable Apify-style id for an actor name (Apify's ids are 17 letters and digits). */
export function actorIdOf(name: string): string {
  return Array.from({ length: 17 }, (_, i) => ALPHABET[hashText(`${name}#${i}`) % ALPHABET.length]).join('');
}

/**
 * `owner/name` (as the Store writes it, URL-encoded in a path) to `owner~name` (as the API takes it):
 * openapi `runAndBuildParameters.yaml#/actorId`; apify-client replaces the first '/' the same way.
 */
export function canonicalActorName(raw: string): string {
  return raw.trim().replace('/', '~');
}

/**
 * The actor a path names, by `owner~name`, `owner/name` or Apify id: a known actor, or one of
 * `extra` (settings.actors: an operator's actor id mapped to the known actor it behaves as).
 */
export function resolveActor(
  raw: string,
  extra: Readonly<Record<string, string>>,
): ResolvedActor | undefined {
  const wanted = canonicalActorName(raw);
  const pairs: (readonly [string, string])[] = [
    ...Object.keys(KNOWN_ACTORS).map((name) => [name, name] as const),
    ...Object.entries(extra).map(
      ([alias, known]) => [canonicalActorName(alias), canonicalActorName(known)] as const,
    ),
  ];
  for (const [name, known] of pairs) {
    const behaviour = KNOWN_ACTORS[known];
    if (!behaviour || (name !== wanted && actorIdOf(name) !== wanted)) continue;
    return { id: actorIdOf(name), name, username: name.split('~')[0] ?? '', behaviour };
  }
  return undefined;
}

/** True for a string shaped like an Apify id rather than a name (no '~' or '/'). */
export function looksLikeId(raw: string): boolean {
  return !/[~/]/.test(raw);
}
