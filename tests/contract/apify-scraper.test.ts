// The Apify adapter against the sandbox's Apify API on 127.0.0.1: the happy paths of discovery and
// profile lookup (spec §7). Faults are in apify-faults.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ApifyHarness,
  FOLLOWERS_ACTOR,
  PROFILE_ACTOR,
  SESSION_ID,
  startApifyHarness,
  TOKEN,
} from './apify-harness.js';

const HANDLE = /^[a-z0-9._]{1,30}$/;
let harness: ApifyHarness;

beforeAll(async () => {
  harness = await startApifyHarness();
});
afterAll(() => harness.stop());
beforeEach(() => harness.reset());

const discover = (targets: string[], max: number) =>
  harness.scraper().discover({ targets, type: 'followers', max, sessionId: SESSION_ID });

describe('discover', () => {
  it('returns up to max distinct, normalised profiles from one run', async () => {
    const result = await discover(['natgeo'], 50);
    expect(result.dropped).toBe(0);
    expect(result.profiles).toHaveLength(50);
    expect(new Set(result.profiles.map((p) => p.username)).size).toBe(50);
    for (const profile of result.profiles) {
      expect(profile.username).toMatch(HANDLE);
      expect(profile.instagram_user_id).toMatch(/^\d+$/);
      expect(typeof profile.is_private).toBe('boolean');
      expect(profile.profile_pic_url).toBe(`${harness.sandbox.url}/avatars/${profile.username}.svg`);
    }
    expect(harness.sandbox.counters.apify).toMatchObject({ requests: 1, runs: 1, items: 50 });
  });

  it('reads the id whether the item calls it id, pk or user_id', async () => {
    const input = { username: ['natgeo'], max_items: 60, scrape_type: 'followers', sessionid: SESSION_ID };
    const raw = await harness.rawRun(FOLLOWERS_ACTOR, input);
    expect(raw.some((item) => 'pk' in item) && raw.some((item) => 'user_id' in item)).toBe(true);
    const { profiles } = await discover(['natgeo'], 60);
    expect(profiles.map((p) => p.instagram_user_id)).toEqual(
      raw.map((item) => String(item.id ?? item.pk ?? item.user_id)),
    );
  });

  it('collects across several targets, the first target first, without duplicates', async () => {
    const { profiles } = await discover(['coach.anna', 'natgeo'], 120);
    expect(profiles).toHaveLength(120);
    expect(new Set(profiles.map((p) => p.username)).size).toBe(120);
    const anna = await discover(['coach.anna'], 120);
    expect(profiles.slice(0, anna.profiles.length)).toEqual(anna.profiles);
  });

  it('sends the spec §7 input, US residential proxy included', async () => {
    await harness.scraper().discover({ targets: ['nasa'], type: 'following', max: 5, sessionId: SESSION_ID });
    const runs = await fetch(`${harness.sandbox.url}/v2/acts/${FOLLOWERS_ACTOR}/runs?desc=1`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    type RunList = { data: { items: { defaultKeyValueStoreId: string }[] } };
    const store = ((await runs.json()) as RunList).data.items[0]?.defaultKeyValueStoreId;
    const url = `${harness.sandbox.url}/v2/key-value-stores/${store}/records/INPUT?token=${TOKEN}`;
    const record = await fetch(url);
    expect(await record.json()).toEqual({
      username: ['nasa'],
      max_items: 5,
      scrape_type: 'following',
      sessionid: SESSION_ID,
      proxy: { useApifyProxy: true, apifyProxyGroups: ['RESIDENTIAL'], apifyProxyCountry: 'US' },
      leadgenRequestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
});

describe('lookupProfiles', () => {
  it('maps the profile fields to our columns and parses contacts from the bio', async () => {
    const usernames = Array.from({ length: 40 }, (_, i) => `lookup.person${i}`);
    const raw = await harness.rawRun(PROFILE_ACTOR, { usernames });
    const results = await harness.scraper().lookupProfiles(usernames, SESSION_ID);
    expect(results.map((r) => r.username)).toEqual(usernames);
    for (const item of raw) {
      const result = results.find((r) => r.username === item.username);
      expect(result?.ok).toBe(true);
      if (!result?.ok) continue;
      expect(result.profile).toMatchObject({
        full_name: item.fullName || null,
        followers_count: item.followersCount,
        follows_count: item.followsCount,
        following_count: item.followsCount,
        posts_count: item.postsCount,
        is_private: item.private,
        is_verified: item.verified,
        is_business_account: item.isBusinessAccount,
        is_business: item.isBusinessAccount,
        business_category: item.businessCategoryName,
        biography: item.biography || null,
        url: item.externalUrl,
        profile_pic_url: item.profilePicUrlHD,
      });
      const email = String(item.biography).match(/[\w.+-]+@[\w.-]+\.\w+/)?.[0] ?? null;
      expect(result.profile.email).toBe(email);
    }
    expect(results.some((r) => r.ok && r.profile.email)).toBe(true);
    expect(harness.sandbox.counters.apify.runs).toBe(2); // the raw run and the adapter's
  });

  it("answers 'Profile not found' for a missing username, matching the rest by name", async () => {
    // The actor leaves out missing usernames, so every later item sits one position early:
    // matching by position would give those profiles to the wrong usernames.
    const usernames = Array.from({ length: 80 }, (_, i) => `ghost.hunter${i}`);
    const raw = await harness.rawRun(PROFILE_ACTOR, { usernames });
    const missing = usernames.filter((u) => !raw.some((item) => item.username === u));
    expect(missing.length).toBeGreaterThan(0);
    const results = await harness.scraper().lookupProfiles(usernames, SESSION_ID);
    for (const [index, result] of results.entries()) {
      expect(result.username).toBe(usernames[index]);
      if (missing.includes(result.username))
        expect(result).toMatchObject({ ok: false, reason: 'Profile not found' });
      else {
        const item = raw.find((entry) => entry.username === result.username);
        expect(result).toMatchObject({ ok: true, profile: { followers_count: item?.followersCount } });
      }
    }
  });

  it("matches usernames typed with '@' or capitals, and an item without a username by position", async () => {
    const results = await harness.scraper().lookupProfiles(['@Natgeo', 'messy.maker', 'NASA'], null);
    const raw = await harness.rawRun(PROFILE_ACTOR, { usernames: ['natgeo', 'messy.maker', 'nasa'] });
    expect(raw).toHaveLength(3);
    expect(raw[1]).not.toHaveProperty('username');
    expect(results.map((r) => r.ok)).toEqual([true, true, true]);
    expect(results[1]).toMatchObject({
      username: 'messy.maker',
      profile: { followers_count: raw[1]?.followersCount },
    });
  });

  it('makes no call for no usernames', async () => {
    expect(await harness.scraper().lookupProfiles([], SESSION_ID)).toEqual([]);
    expect(harness.sandbox.counters.apify.requests).toBe(0);
  });
});
