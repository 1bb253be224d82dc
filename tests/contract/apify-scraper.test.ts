// The Apify adapter against the sandbox's Apify API on 127.0.0.1, with the DEFAULT actors a real
// deployment runs: what each actor is sent (its published input schema), what comes back, and
// the caps every run carries. Faults are in apify-faults.test.ts; the sandbox itself is judged by
// the official apify-client in apify-client-sandbox.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ApifyHarness,
  actorsFrom,
  COOKIE_ACTOR,
  FOLLOWERS_ACTOR,
  FOLLOWING_ACTOR,
  PROFILE_ACTOR,
  SESSION_ID,
  startApifyHarness,
} from './apify-harness.js';

const HANDLE = /^[a-z0-9._]{1,30}$/;
let harness: ApifyHarness;

beforeAll(async () => {
  harness = await startApifyHarness();
});
afterAll(() => harness.stop());
beforeEach(() => harness.reset());

const discover = (targets: string[], max: number, type: 'followers' | 'following' = 'followers') =>
  harness.scraper().discover({ targets, type, max, sessionId: SESSION_ID });

describe('discover with the default actors', () => {
  it('returns up to max distinct, normalised followers from one run of the followers actor', async () => {
    const result = await discover(['natgeo'], 50);
    expect(result).toMatchObject({ dropped: 0, missingTargets: [] });
    expect(result.profiles).toHaveLength(50);
    expect(new Set(result.profiles.map((p) => p.username)).size).toBe(50);
    for (const profile of result.profiles) {
      expect(profile.username).toMatch(HANDLE);
      expect(profile.instagram_user_id).toMatch(/^\d+$/);
      expect(typeof profile.is_private).toBe('boolean');
    }
    expect(harness.sandbox.counters.apify).toMatchObject({ runs: 1 });
  });

  it("sends the followers actor its schema's input, never the session id, with the run's caps", async () => {
    const { profiles } = await discover(['nasa'], 5);
    // max_count is at least 50 per username (the actor's schema); the list keeps the 5 asked for
    expect(profiles).toHaveLength(5);
    const run = await harness.lastRun(FOLLOWERS_ACTOR);
    expect(run?.input).toEqual({ usernames: ['nasa'], max_count: 50 });
    expect(JSON.stringify(run)).not.toContain(SESSION_ID);
    expect(run?.options).toMatchObject({ maxItems: 50, maxTotalChargeUsd: 0.5, timeoutSecs: 350 });
  });

  it('asks each target for its share and a tenth more (at least 50), then dedupes and trims to the max', async () => {
    const { profiles } = await discover(['coach.anna', 'natgeo', 'nasa'], 240);
    expect(profiles).toHaveLength(240);
    expect(new Set(profiles.map((p) => p.username)).size).toBe(240);
    const run = await harness.lastRun(FOLLOWERS_ACTOR);
    expect(run?.input).toEqual({ usernames: ['coach.anna', 'natgeo', 'nasa'], max_count: 88 });
    expect(run?.options).toMatchObject({ maxItems: 264 });
  });

  it('runs the following actor for followings, and only it', async () => {
    const { profiles } = await discover(['nasa'], 60, 'following');
    expect(profiles).toHaveLength(60);
    expect((await harness.lastRun(FOLLOWING_ACTOR))?.input).toEqual({ usernames: ['nasa'], max_count: 66 });
    expect(harness.sandbox.counters.apify.runs).toBe(1);
  });

  it("reports a target the actor says does not exist, and refuses the spec's old payload with 400", async () => {
    const [ghost] = await missingTargets();
    const result = await discover([ghost as string], 50);
    expect(result.profiles).toEqual([]);
    expect(result.missingTargets).toEqual([{ username: ghost, reason: expect.any(String) }]);
    const old = await harness.rawRun(FOLLOWERS_ACTOR, {
      username: ['natgeo'],
      max_items: 100,
      scrape_type: 'followers',
      sessionid: SESSION_ID,
    });
    expect(old.status).toBe(400);
    expect(old.body).toMatchObject({ error: { type: 'invalid-input' } });
  });

  it('sends the session id, the search type and the proxy only to an actor that logs in', async () => {
    const actors = actorsFrom({ LEADGEN_APIFY_FOLLOWING_ACTOR: COOKIE_ACTOR });
    const scraper = harness.scraper({ actors });
    expect(scraper.sessionIdRequired('following')).toBe(true);
    expect(scraper.sessionIdRequired('followers')).toBe(false);
    const { profiles } = await scraper.discover({
      targets: ['nasa'],
      type: 'following',
      max: 5,
      sessionId: SESSION_ID,
    });
    expect(profiles).toHaveLength(5);
    expect((await harness.lastRun(COOKIE_ACTOR))?.input).toEqual({
      username: ['nasa'],
      max_items: 5,
      scrape_type: 'following',
      sessionid: SESSION_ID,
      proxy: { useApifyProxy: true, apifyProxyGroups: ['RESIDENTIAL'], apifyProxyCountry: 'US' },
    });
  });

  it("runs an operator's own actor id that speaks a known contract, and names an unknown one", async () => {
    harness.sandbox.update({ actors: { 'acme~my-followers': FOLLOWERS_ACTOR } });
    const actors = actorsFrom({ LEADGEN_APIFY_FOLLOWERS_ACTOR: `acme~my-followers@${FOLLOWERS_ACTOR}` });
    const { profiles } = await harness.scraper({ actors }).discover({
      targets: ['natgeo'],
      type: 'followers',
      max: 20,
      sessionId: null,
    });
    expect(profiles).toHaveLength(20);
    const gone = actorsFrom({ LEADGEN_APIFY_FOLLOWERS_ACTOR: `acme~gone@${FOLLOWERS_ACTOR}` });
    await expect(
      harness
        .scraper({ actors: gone })
        .discover({ targets: ['natgeo'], type: 'followers', max: 20, sessionId: null }),
    ).rejects.toMatchObject({
      code: 'PROVIDER_AUTH',
      message: expect.stringMatching(/^Apify has no actor acme~gone/),
    });
    expect(harness.sleeps).toEqual([]);
  });
});

/** Usernames the synthetic Instagram does not have, found by asking the profile actor. */
async function missingTargets(): Promise<string[]> {
  const usernames = Array.from({ length: 80 }, (_, i) => `ghost.hunter${i}`);
  const results = await harness.scraper().lookupProfiles(usernames, null);
  harness.reset();
  return results.filter((result) => !result.ok).map((result) => result.username);
}

describe('lookupProfiles with the default profile actor', () => {
  it('maps the profile fields to our columns and parses contacts from the bio', async () => {
    const usernames = Array.from({ length: 40 }, (_, i) => `lookup.person${i}`);
    const raw = (await harness.rawRun(PROFILE_ACTOR, { usernames })).body as Record<string, unknown>[];
    const results = await harness.scraper().lookupProfiles(usernames, SESSION_ID);
    expect(results.map((r) => r.username)).toEqual(usernames);
    for (const item of raw.filter((entry) => !entry.error)) {
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
        biography: item.biography || null,
      });
    }
    expect(results.some((r) => r.ok && r.profile.email)).toBe(true);
    // the profile actor needs no cookie: the session id given is never sent
    expect((await harness.lastRun(PROFILE_ACTOR))?.input).toEqual({ usernames });
  });

  it("answers 'Profile not found' for the actor's error items, matching the rest by name", async () => {
    const usernames = Array.from({ length: 80 }, (_, i) => `ghost.hunter${i}`);
    const raw = (await harness.rawRun(PROFILE_ACTOR, { usernames })).body as Record<string, unknown>[];
    const errors = raw.filter((item) => item.error);
    expect(errors.length).toBeGreaterThan(0);
    const results = await harness.scraper().lookupProfiles(usernames, null);
    expect(results.filter((result) => !result.ok)).toHaveLength(errors.length);
    for (const result of results) {
      if (result.ok) {
        const item = raw.find((entry) => entry.username === result.username);
        expect(result.profile.followers_count).toBe(item?.followersCount);
      } else expect(result.reason).toBe('Profile not found');
    }
  });

  it("matches usernames typed with '@' or capitals, and an item without a username by position", async () => {
    const results = await harness.scraper().lookupProfiles(['@Natgeo', 'messy.maker', 'NASA'], null);
    const raw = (await harness.rawRun(PROFILE_ACTOR, { usernames: ['natgeo', 'messy.maker', 'nasa'] }))
      .body as Record<string, unknown>[];
    expect(raw).toHaveLength(3);
    expect(raw[1]).not.toHaveProperty('username');
    expect(results.map((r) => r.ok)).toEqual([true, true, true]);
    expect(results[1]).toMatchObject({
      username: 'messy.maker',
      profile: { followers_count: raw[1]?.followersCount },
    });
  });

  it('caps a lookup run at one result per username, and its cost at $0.50 or the price of its results', async () => {
    await harness.scraper().lookupProfiles(['natgeo', 'nasa'], null);
    expect((await harness.lastRun(PROFILE_ACTOR))?.options).toMatchObject({
      maxItems: 2,
      maxTotalChargeUsd: 0.5,
    });
  });

  it('makes no call for no usernames', async () => {
    expect(await harness.scraper().lookupProfiles([], SESSION_ID)).toEqual([]);
    expect(harness.sandbox.counters.apify.requests).toBe(0);
  });
});
