import { randomFor } from '../random.js';
import { connectionCount, syntheticFollowers } from './followers.js';
import { profileExists } from './profile.js';
import { randomUsername } from './usernames.js';

type ConnectionType = 'followers' | 'following';

/**
 * Audiences grow over time (issue 34), deterministically from the clock the sandbox is given
 * (`settings.audienceClock`): nothing has grown at `AUDIENCE_EPOCH`, and each account gains new
 * followers (and followings) at its own steady weekly rate after it. A test moves the clock a week
 * and knows exactly who arrived. Nobody leaves, so a count's growth is exactly the arrivals.
 */
export const AUDIENCE_EPOCH = Date.parse('2026-01-01T00:00:00Z');

const DAY_MS = 86_400_000;

/** The days since the epoch at `clock` (an ISO time; null or earlier is the epoch itself). */
export function audienceDays(clock: string | null | undefined): number {
  if (!clock) return 0;
  const at = Date.parse(clock);
  return Number.isFinite(at) ? Math.max(0, (at - AUDIENCE_EPOCH) / DAY_MS) : 0;
}

/**
 * New connections a week: 1–3% of the account's count at the epoch, at least one for an account
 * that has any (deterministic per account and type).
 */
export function weeklyGrowth(seed: number, account: string, type: ConnectionType): number {
  const base = connectionCount(seed, account, type);
  if (base === 0) return 0;
  const share = 0.01 + randomFor(seed, `growth:${type}:${account}`)() * 0.02;
  return Math.max(1, Math.round(base * share));
}

/** How many connections `account` gained between the epoch and `days` after it. */
export function grownBy(seed: number, account: string, type: ConnectionType, days: number): number {
  return Math.floor((weeklyGrowth(seed, account, type) * days) / 7);
}

/**
 * The account that became `account`'s `index`-th new connection after the epoch (0 is the first
 * to arrive), drawn from its own slot, so the newest are found without drawing the older. Its
 * handle ends with `.n<index>`, which no generated handle does (usernames.ts), so an arrival is
 * never someone already connected nor another arrival: a count grows by exactly its arrivals.
 */
export function arrival(seed: number, account: string, type: ConnectionType, index: number): string {
  const suffix = `.n${index}`;
  for (let attempt = 0; ; attempt++) {
    const name = randomUsername(randomFor(seed, `arrival:${type}:${account}:${index}:${attempt}`));
    const username = `${name.slice(0, 30 - suffix.length).replace(/[._]+$/, '')}${suffix}`;
    if (profileExists(seed, username)) return username;
  }
}

/**
 * The first `count` followers (or followings) of `account` as listed `days` after the epoch:
 * newest first, as Instagram lists them, so the arrivals since the epoch (newest first) come
 * before the epoch's list (`syntheticFollowers`).
 */
export function audienceAt(
  seed: number,
  account: string,
  type: ConnectionType,
  count: number,
  days: number,
): string[] {
  const total = grownBy(seed, account, type, days);
  const grown: string[] = [];
  for (let index = total - 1; index >= 0 && grown.length < count; index--) {
    grown.push(arrival(seed, account, type, index));
  }
  if (grown.length >= count) return grown;
  return [...grown, ...syntheticFollowers(seed, account, type, count - grown.length)];
}
