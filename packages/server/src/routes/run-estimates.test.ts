import { loadConfig } from '@leadgen/core';
import { createApifyScraper } from '@leadgen/core/providers';
import { completedList, openTestApp } from '@leadgen/test-utils/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof openTestApp>>;
let ana: { id: string; cookie: string };
beforeEach(async () => {
  t = await openTestApp();
  ana = await t.signUp('ana@example.com');
});
afterEach(() => t.close());

type Estimate = Record<string, unknown>;
const estimateOf = async (path: string, body: unknown, as = ana) => {
  const res = await t.call('POST', `/api/lists/${path}/estimate`, body, as);
  expect(res.status).toBe(200);
  return ((await res.json()) as { estimate: Estimate }).estimate;
};
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;
const natgeo = { targets: ['natgeo'], type: 'followers', maxProfiles: 10 };

describe('POST /api/lists/discovery/estimate', () => {
  it('counts the people a first run found as known, and queues nothing', async () => {
    expect(await estimateOf('discovery', natgeo)).toEqual({
      profiles: 10,
      known: 0,
      to_enrich: 10,
      cost: 0.08,
      balance: 0.5,
      covered: 62,
      capped: false,
      notice: null,
      summary: '10 profiles: $0.080',
    });
    await completedList(t, ana, { max: 5, target: 'natgeo' });
    expect(await estimateOf('discovery', { ...natgeo, targets: ['@NatGeo'] })).toMatchObject({
      profiles: 10,
      known: 5,
      to_enrich: 5,
      cost: 0.04,
      balance: 0.46,
      summary: '10 profiles: 5 already known, 5 to enrich: $0.040',
    });
    // refresh: everyone is enriched again and paid for
    expect(await estimateOf('discovery', { ...natgeo, refresh: true })).toMatchObject({
      known: 0,
      to_enrich: 10,
      summary: '10 profiles: $0.080',
    });
    // people are the user's own: another user knows none of them
    const ben = await t.signUp('ben@example.com');
    expect(await estimateOf('discovery', natgeo, ben)).toMatchObject({ known: 0, to_enrich: 10 });
    expect(await t.store.jobs.list(ana.id)).toHaveLength(1);
    expect(await t.store.jobs.list(ben.id)).toEqual([]);
  });

  it("counts a target's known people up to its share of the max, and the run charges no more than it said", async () => {
    await t.store.ledger.grant(ana.id, { millicredits: 10_000, reason: 'test', ref: 'test:grant' });
    await completedList(t, ana, { max: 20, target: 'natgeo' });
    // two targets share the max: natgeo's 20 known people fill its 15 at most
    const both = { targets: ['natgeo', 'nasa'], type: 'followers', maxProfiles: 30 };
    const estimate = await estimateOf('discovery', both);
    expect(estimate).toMatchObject({ profiles: 30, known: 15, to_enrich: 15, cost: 0.12 });
    const before = await t.store.ledger.balance(ana.id);
    await completedList(t, ana, { max: 30, targets: ['natgeo', 'nasa'] });
    const charged = ((before ?? 0) - ((await t.store.ledger.balance(ana.id)) ?? 0)) / 1000;
    expect(charged).toBeLessThanOrEqual(estimate.cost as number);
  });

  it('says when the balance caps the run, counting the known people it adds for free', async () => {
    await completedList(t, ana, { max: 5, target: 'natgeo' });
    // 0.46 left covers 57 profiles; the 5 known come on top
    expect(await estimateOf('discovery', { ...natgeo, maxProfiles: 100 })).toMatchObject({
      profiles: 100,
      known: 5,
      to_enrich: 95,
      covered: 57,
      capped: true,
      notice: 'Your balance covers 62 profiles: the run is capped to 62.',
    });
  });

  it("refuses bad input with the spec's messages, and never asks for the session id", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'followers' }, 'Please provide at least one Instagram username'],
      [{ targets: ['bad name!'], type: 'followers' }, 'Invalid username format: bad name!'],
      [{ targets: ['nasa'], type: 'friends' }, 'Search type must be followers or following'],
      [{ ...natgeo, maxProfiles: 1001 }, 'Profile limit must be between 1 and 1000'],
    ];
    for (const [input, message] of cases) {
      const res = await t.call('POST', '/api/lists/discovery/estimate', input, ana);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({ code: 'INVALID_INPUT', message });
    }
    const refresh = await t.call('POST', '/api/lists/discovery/estimate', { ...natgeo, refresh: 'yes' }, ana);
    expect(await errorOf(refresh)).toMatchObject({ code: 'INVALID_INPUT', message: /^Invalid refresh/ });
    // an actor that logs in to Instagram needs the session id to run, not to be estimated
    t.deps.providers.scraper = createApifyScraper({
      token: 'unused',
      actors: loadConfig({ LEADGEN_APIFY_FOLLOWERS_ACTOR: 'aizen0~instagram-follower-following-scraper' })
        .apify.actors,
    });
    expect(await estimateOf('discovery', natgeo)).toMatchObject({ profiles: 10 });
  });

  it('is for signed-in users, from the app’s own origin', async () => {
    expect((await t.call('POST', '/api/lists/discovery/estimate', natgeo)).status).toBe(401);
    const crossSite = await t.app.request('/api/lists/discovery/estimate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: ana.cookie, origin: 'http://evil.example' },
      body: JSON.stringify(natgeo),
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('POST /api/lists/custom/estimate', () => {
  it('counts the usernames whose person is already enriched', async () => {
    const { listId } = await completedList(t, ana, { max: 3, target: 'natgeo' });
    const page = (await (await t.call('GET', `/api/lists/${listId}/profiles`, undefined, ana)).json()) as {
      profiles: { username: string }[];
    };
    const usernames = [...page.profiles.map((p) => `@${p.username.toUpperCase()}`), 'nasa'];
    expect(await estimateOf('custom', { usernames })).toMatchObject({
      profiles: 4,
      known: 3,
      to_enrich: 1,
      cost: 0.008,
      summary: '4 profiles: 3 already known, 1 to enrich: $0.008',
    });
    expect(await estimateOf('custom', { usernames, refresh: true })).toMatchObject({
      known: 0,
      summary: '4 profiles: $0.032',
    });
    // a freshness window of 0 days reuses nobody
    await t.call('PUT', '/api/users/me/freshness', { days: 0 }, ana);
    expect(await estimateOf('custom', { usernames })).toMatchObject({ known: 0, to_enrich: 4 });
    expect(await t.store.jobs.list(ana.id)).toHaveLength(1);
  });

  it("refuses bad usernames with the spec's messages", async () => {
    const cases: [unknown, string][] = [
      [{}, 'Please provide at least one Instagram username'],
      [{ usernames: ['nasa', 'bad name!'] }, 'Invalid username format: bad name!'],
    ];
    for (const [input, message] of cases) {
      const res = await t.call('POST', '/api/lists/custom/estimate', input, ana);
      expect(await errorOf(res)).toEqual({ code: 'INVALID_INPUT', message });
    }
    expect((await t.call('POST', '/api/lists/custom/estimate', { usernames: ['nasa'] })).status).toBe(401);
  });
});
