import { describe, expect, it } from 'vitest';
import { connectionCount, discoveryItem, maybeMalformed, syntheticFollowers } from './followers.js';
import { profileExists } from './profile.js';

const BASE = 'http://127.0.0.1:4010';
const INSTAGRAM_HANDLE = /^[a-z0-9._]{1,30}$/;

/** A target with at least `n` followers under seed 1. */
function bigTarget(n: number, prefix = 'target'): string {
  for (let i = 0; ; i++) {
    if (connectionCount(1, `${prefix}_${i}`, 'followers') >= n) return `${prefix}_${i}`;
  }
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
