import { describe, expect, it } from 'vitest';
import { NICHES } from './bios.js';
import {
  connectionCount,
  discoveryItem,
  maybeMalformed,
  SHARED_FOLLOWER_SHARE,
  syntheticConnections,
  syntheticFollowers,
} from './followers.js';
import { accountNiche, profileExists } from './profile.js';
import { currentUsername, originalUsername, renamedUsername } from './renames.js';

const BASE = 'http://127.0.0.1:4010';
const INSTAGRAM_HANDLE = /^[a-z0-9._]{1,30}$/;

/** A target with at least `n` followers under seed 1. */
function bigTarget(n: number, prefix = 'target'): string {
  for (let i = 0; ; i++) {
    if (connectionCount(1, `${prefix}_${i}`, 'followers') >= n) return `${prefix}_${i}`;
  }
}

/** The first `n` targets of `niche` with at least `min` followers under seed 1. */
function nicheTargets(niche: string, n: number, min: number): string[] {
  const targets: string[] = [];
  for (let i = 0; targets.length < n; i++) {
    const target = `acct_${i}`;
    if (accountNiche(1, target) === niche && connectionCount(1, target, 'followers') >= min)
      targets.push(target);
  }
  return targets;
}

/** How many of `b` are also in `a`. */
function shared(a: readonly string[], b: readonly string[]): number {
  const inA = new Set(a);
  return b.filter((username) => inA.has(username)).length;
}

describe('syntheticFollowers', () => {
  it('is deterministic and a stable prefix', () => {
    const target = bigTarget(300);
    const first = syntheticFollowers(1, target, 'followers', 100);
    expect(syntheticFollowers(1, target, 'followers', 100)).toEqual(first);
    expect(syntheticFollowers(1, target, 'followers', 300).slice(0, 100)).toEqual(first);
    expect(syntheticFollowers(1, target, 'following', 100)).not.toEqual(first);
  });

  it('gives distinct, valid usernames of existing accounts, never the target', () => {
    const target = bigTarget(5000);
    const usernames = syntheticFollowers(1, target, 'followers', 5000);
    expect(usernames).toHaveLength(5000);
    expect(new Set(usernames).size).toBe(5000);
    for (const username of usernames) {
      expect(username).toMatch(INSTAGRAM_HANDLE);
      expect(username).not.toMatch(/^\.|\.$/);
      expect(profileExists(1, username)).toBe(true);
    }
    expect(usernames).not.toContain(target);
  });

  it("stops at the target's own count, and gives nothing for a target that does not exist", () => {
    let small = '';
    for (let i = 0; !small; i++) {
      const count = connectionCount(1, `small_${i}`, 'followers');
      if (count > 0 && count < 40) small = `small_${i}`;
    }
    expect(syntheticFollowers(1, small, 'followers', 1000)).toHaveLength(
      connectionCount(1, small, 'followers'),
    );
    let missing = '';
    for (let i = 0; !missing; i++) if (!profileExists(1, `gone_${i}`)) missing = `gone_${i}`;
    expect(syntheticFollowers(1, missing, 'followers', 10)).toEqual([]);
  });

  it('varies follower counts across targets log-normally', () => {
    const counts = Array.from({ length: 2000 }, (_, i) => connectionCount(1, `t${i}`, 'followers')).filter(
      (count) => count > 0,
    );
    expect(Math.min(...counts)).toBeLessThan(20);
    expect(Math.max(...counts)).toBeGreaterThan(100_000);
  });
});

describe('overlapping audiences', () => {
  it('gives every account one of the niches, all of them in use', () => {
    const niches = new Set(Array.from({ length: 500 }, (_, i) => accountNiche(1, `acct_${i}`)));
    expect([...niches].sort()).toEqual([...NICHES].sort());
  });

  it('has two same-niche targets of 1,000 followers share some dozens, other niches a handful', () => {
    const lists = (niche: string) =>
      nicheTargets(niche, 3, 1000).map((target) => syntheticFollowers(1, target, 'followers', 1000));
    const [fitA, fitB, fitC] = lists('fitness') as [string[], string[], string[]];
    const [travelA, travelB] = lists('travel') as [string[], string[]];
    for (const [a, b] of [
      [fitA, fitB],
      [fitA, fitC],
      [fitB, fitC],
      [travelA, travelB],
    ] as const) {
      expect(shared(a, b)).toBeGreaterThanOrEqual(40);
      expect(shared(a, b)).toBeLessThanOrEqual(110);
    }
    for (const a of [fitA, fitB, fitC]) {
      for (const b of [travelA, travelB]) expect(shared(a, b)).toBeLessThan(15);
    }
  });

  it('shares more at 10,000 followers, well above the names any two large lists have in common', () => {
    const [fitA, fitB] = nicheTargets('fitness', 2, 10_000).map((target) =>
      syntheticFollowers(1, target, 'followers', 10_000),
    ) as [string[], string[]];
    const [travel] = nicheTargets('travel', 1, 10_000).map((target) =>
      syntheticFollowers(1, target, 'followers', 10_000),
    ) as [string[]];
    expect(shared(fitA, fitB)).toBeGreaterThan(800);
    expect(shared(fitA, fitB)).toBeLessThan(1500);
    expect(shared(fitA, travel)).toBeLessThan(500);
  });

  it('draws about a quarter from the pool at any size, a 100k list not collapsing into it', () => {
    const pooled = (target: string, count: number) => {
      const list = syntheticConnections(1, target, 'followers', count);
      expect(list).toHaveLength(count);
      expect(new Set(list.map((entry) => entry.username)).size).toBe(count);
      return list.filter((entry) => entry.shared).length / count;
    };
    for (const [target, count] of [
      [bigTarget(1000), 1000],
      [bigTarget(100_000), 100_000],
    ] as const) {
      const share = pooled(target, count);
      expect(share).toBeGreaterThan(0.2);
      expect(share).toBeLessThanOrEqual(SHARED_FOLLOWER_SHARE);
    }
  });

  it('keeps the stable prefix with the pool, and followings per target as before', () => {
    const [a, b] = nicheTargets('baking', 2, 3000);
    const first = syntheticFollowers(1, a as string, 'followers', 1000);
    expect(syntheticFollowers(1, a as string, 'followers', 3000).slice(0, 1000)).toEqual(first);
    const following = (target: string) => syntheticFollowers(1, target, 'following', 400);
    expect(shared(following(a as string), following(b as string))).toBeLessThan(10);
  });
});

describe('renamed accounts in lists', () => {
  it('lists first handles, some renaming, none of them a renamed handle', () => {
    const usernames = syntheticFollowers(1, bigTarget(5000), 'followers', 5000);
    const renaming = usernames.filter((username) => renamedUsername(1, username) !== null);
    expect(renaming.length).toBeGreaterThan(50);
    expect(renaming.length).toBeLessThan(150);
    for (const username of usernames) expect(originalUsername(1, username)).toBeNull();
    const [renamed] = renaming as [string];
    expect(currentUsername(1, renamed, 0)).toBe(renamed);
    expect(currentUsername(1, renamed, 1)).toBe(renamedUsername(1, renamed));
  });

  it("shows a renamed follower's new handle in its item from generation 1 on, with the same id", () => {
    const renamed = syntheticFollowers(1, bigTarget(5000), 'followers', 5000).find(
      (username) => renamedUsername(1, username) !== null,
    ) as string;
    const before = discoveryItem(1, renamed, BASE);
    const after = discoveryItem(1, renamed, BASE, 1);
    expect(before.username).toBe(renamed);
    expect(after).toEqual({ ...before, username: renamedUsername(1, renamed) });
  });
});

describe('discoveryItem', () => {
  it('carries the spec §7 fields and names the id id, pk or user_id', () => {
    const usernames = syntheticFollowers(1, bigTarget(500), 'followers', 500);
    const items = usernames.map((username) => discoveryItem(1, username, BASE));
    expect(items[0]).toMatchObject({
      username: usernames[0],
      full_name: expect.any(String),
      is_private: expect.any(Boolean),
      is_verified: expect.any(Boolean),
      profile_pic_url: `${BASE}/avatars/${usernames[0]}.svg`,
    });
    const keys = (key: string) => items.filter((item) => key in item).length;
    expect(keys('id') + keys('pk') + keys('user_id')).toBe(500);
    for (const key of ['id', 'pk', 'user_id']) expect(keys(key)).toBeGreaterThan(50);
    expect(items.find((item) => 'pk' in item)?.pk).toEqual(expect.any(Number));
  });
});

describe('maybeMalformed', () => {
  it("spoils about 1% of a 'messy' target's items and none of any other's", () => {
    const item = discoveryItem(1, 'anna.bakes', BASE);
    const spoiled = (target: string) =>
      Array.from({ length: 5000 }, (_, i) => maybeMalformed(1, target, i, item)).filter(
        (out) => out !== item,
      );
    expect(spoiled('clean_target')).toHaveLength(0);
    const messy = spoiled('messy_target');
    expect(messy.length).toBeGreaterThan(20);
    expect(messy.length).toBeLessThan(90);
    const invalid = messy.filter(
      (out) =>
        typeof out.username !== 'string' || !INSTAGRAM_HANDLE.test(out.username) || out.is_private === 'yes',
    );
    expect(invalid).toHaveLength(messy.length);
  });
});
