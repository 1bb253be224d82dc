import { pick, randomFor } from '../random.js';
import { profileExists, type SyntheticProfile, syntheticProfile } from './profile.js';

/**
 * Accounts change their username between runs, as real ones do; the numeric id stays. The sandbox
 * names each account by its first handle (the one it has in generation 0) and derives everything
 * from that: id, profile, followers. The setting `renameGeneration` says which handles are live:
 * 0, the default, is before anyone renamed; from 1 on, every account that renames goes by its new
 * handle, and its old one belongs to nobody. Values above 1 are the same state as 1 (one round of
 * renames is modelled).
 */

/** Share of accounts that change their username (deterministic per seed and account). */
export const RENAME_SHARE = 0.02;

/**
 * What a renamed handle ends with: the old handle plus one of these. No generated handle ends so
 * (usernames.ts), and none is the end of another, so a new handle names its account unambiguously
 * and never collides with an account's first handle.
 */
const RENAME_SUFFIXES = ['.ig', '_ig', '.real', '_real', '.new', '_new', '.hello', '.here'] as const;

/** Instagram's longest username. */
const MAX_LENGTH = 30;

/**
 * The new handle of the account whose first handle is `username`, if it is one of the ~2% that
 * rename (anna.bakes becomes anna.bakes.real), else null. Null as well for a username that does not
 * exist, and for one that already ends like a new handle.
 */
export function renamedUsername(seed: number, username: string): string | null {
  if (RENAME_SUFFIXES.some((suffix) => username.endsWith(suffix))) return null;
  const random = randomFor(seed, `rename:${username}`);
  if (random() >= RENAME_SHARE || !profileExists(seed, username)) return null;
  const fitting = RENAME_SUFFIXES.filter((suffix) => username.length + suffix.length <= MAX_LENGTH);
  return fitting.length === 0 ? null : `${username}${pick(random, fitting)}`;
}

/** The first handle of the account that renames to `handle`, or null when none does. */
export function originalUsername(seed: number, handle: string): string | null {
  for (const suffix of RENAME_SUFFIXES) {
    if (!handle.endsWith(suffix) || handle.length === suffix.length) continue;
    const original = handle.slice(0, -suffix.length);
    if (renamedUsername(seed, original) === handle) return original;
  }
  return null;
}

/** The handle the account first named `username` goes by in `generation`. */
export function currentUsername(seed: number, username: string, generation: number): string {
  return generation >= 1 ? (renamedUsername(seed, username) ?? username) : username;
}

/**
 * Who holds `handle` in `generation`: the first handle of that account, or null when nobody does
 * (a username that does not exist, an old handle after its account renamed, a new handle before
 * it did).
 */
export function resolveUsername(seed: number, handle: string, generation: number): string | null {
  const original = originalUsername(seed, handle);
  if (original !== null) return generation >= 1 ? original : null;
  if (!profileExists(seed, handle)) return null;
  if (generation >= 1 && renamedUsername(seed, handle) !== null) return null;
  return handle;
}

/**
 * The profile the profile scraper shows for `handle` in `generation`: the profile of the account
 * holding it, under the handle it goes by (same id, name and counts as under its old handle), or
 * null when nobody holds it.
 */
export function profileAt(
  seed: number,
  handle: string,
  baseUrl: string,
  generation: number,
): SyntheticProfile | null {
  const account = resolveUsername(seed, handle, generation);
  const profile = account === null ? null : syntheticProfile(seed, account, baseUrl);
  return profile && { ...profile, username: handle };
}
