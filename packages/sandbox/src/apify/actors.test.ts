import { describe, expect, it } from 'vitest';
import { actorIdOf, KNOWN_ACTORS, resolveActor } from './actors.js';
import { inputProblems, invalidInputMessage } from './input-schema.js';

const env = { seed: 1, baseUrl: 'http://127.0.0.1:4010' };
const actor = (name: string) => {
  const known = KNOWN_ACTORS[name];
  if (!known) throw new Error(`no actor ${name}`);
  return known;
};

describe('resolveActor', () => {
  it('finds a known actor by owner~name, owner/name or Apify id, and an alias from settings', () => {
    const byName = resolveActor('datadoping~instagram-followers-scraper', {});
    expect(byName?.id).toMatch(/^[A-Za-z0-9]{17}$/);
    expect(resolveActor('datadoping/instagram-followers-scraper', {})).toEqual(byName);
    expect(resolveActor(byName?.id ?? '', {})).toEqual(byName);
    const alias = resolveActor('acme~fork', { 'acme/fork': 'datadoping~instagram-following-scraper' });
    expect(alias).toMatchObject({ id: actorIdOf('acme~fork'), name: 'acme~fork', username: 'acme' });
    expect(alias?.behaviour.name).toBe('datadoping~instagram-following-scraper');
    expect(resolveActor('someone~else', {})).toBeUndefined();
    expect(resolveActor('acme~fork', { 'acme~fork': 'not~known' })).toBeUndefined();
  });
});

describe('input schemas', () => {
  it("word each problem as Apify's validator does", () => {
    const schema = actor('aizen0~instagram-follower-following-scraper').inputSchema;
    const problems = inputProblems(schema, {
      username: ['ok', 3],
      max_items: 0,
      scrape_type: 'both',
      proxy: [],
    });
    expect(invalidInputMessage(problems)).toBe(
      'Input is not valid: Field input.sessionid is required, Field input.username.1 must be string, ' +
        'Field input.max_items must be >= 1, Field input.scrape_type must be equal to one of the allowed ' +
        'values: "followers", "following", Field input.proxy must be object',
    );
    const datadoping = actor('datadoping~instagram-followers-scraper').inputSchema;
    expect(inputProblems(datadoping, { usernames: [], max_count: 50.5 })).toEqual([
      'Field input.usernames must NOT have fewer than 1 items',
      'Field input.max_count must be integer',
    ]);
    expect(inputProblems(datadoping, { usernames: ['natgeo'], max_count: 50, extra: true })).toEqual([]);
  });
});

describe('the actors', () => {
  it('datadoping: a public target lists its followers, a private one nothing, a missing one an error item; the profile actor reports the counts of the first two', () => {
    // seed 1: natgeo is public, closed_9 private, ghost_4 no one's handle
    const { items } = actor('datadoping~instagram-followers-scraper').run(
      { usernames: ['natgeo', 'closed_9', 'ghost_4'], max_count: 50 },
      env,
    );
    const list = items as Record<string, unknown>[];
    // natgeo's 48 to 50 and the missing target's error item: nothing of closed_9
    expect(list.length).toBeGreaterThanOrEqual(49);
    expect(list.length).toBeLessThanOrEqual(51);
    expect(list.slice(0, -1).every((item) => item.error === undefined)).toBe(true);
    expect(list.at(-1)).toEqual({
      username: 'ghost_4',
      error: 'not_found',
      errorDescription: 'Profile does not exist',
    });
    const profiles = actor('apify~instagram-profile-scraper').run(
      { usernames: ['natgeo', 'closed_9', 'ghost_4'] },
      env,
    ).items as Record<string, unknown>[];
    expect(profiles.map((item) => [item.private, item.followersCount, item.error])).toEqual([
      [false, 3338, undefined],
      [true, 1555, undefined],
      [undefined, undefined, 'not_found'],
    ]);
  });

  it('datadoping: up to max_count per target, not deduplicated across targets, with ids as digit strings', () => {
    const { items } = actor('datadoping~instagram-followers-scraper').run(
      { usernames: ['natgeo', '@NatGeo'], max_count: 50 },
      env,
    );
    const list = items as Record<string, unknown>[];
    expect(list.length).toBeGreaterThanOrEqual(94);
    expect(list.length).toBeLessThanOrEqual(100);
    expect(list.slice(0, list.length / 2)).toEqual(list.slice(list.length / 2));
    for (const item of list) expect(item.id).toMatch(/^\d+$/);
  });

  it('aizen0: at most max_items in all, deduplicated, the id under a varying key', () => {
    const { items } = actor('aizen0~instagram-follower-following-scraper').run(
      { username: ['natgeo', 'nasa'], max_items: 120, scrape_type: 'following', sessionid: 's' },
      env,
    );
    const list = items as Record<string, unknown>[];
    expect(list).toHaveLength(120);
    expect(new Set(list.map((item) => item.username)).size).toBe(120);
    const keys = new Set(list.flatMap((item) => ['id', 'pk', 'user_id'].filter((key) => key in item)));
    expect(keys.size).toBe(3);
  });
});
