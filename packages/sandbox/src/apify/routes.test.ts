import { describe, expect, it } from 'vitest';
import { connectionCount } from '../instagram/followers.js';
import { renamedUsername } from '../instagram/renames.js';
import { apifyRoutesTest, FOLLOWERS, GHOST, json, type Run, TOKEN } from './routes.test-helpers.js';

const FOLLOWING = 'datadoping~instagram-following-scraper';
const PROFILES = 'apify~instagram-profile-scraper';
const AIZEN0 = 'aizen0~instagram-follower-following-scraper';

const api = apifyRoutesTest();
const { call, startRun, finished, items } = api;

describe('apify: tokens and routes', () => {
  it('answers 401 to a missing token and to a wrong one, with their types', async () => {
    expect(await json(call('/v2/users/me', { token: null }))).toEqual({
      error: { type: 'token-not-provided', message: 'Authentication token was not provided' },
    });
    const wrong = await call('/v2/users/me', { token: 'wrong' });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: { type: string } }).error.type).toBe('user-or-token-not-found');
  });

  it('takes the token from the query as well, and names the account on /v2/users/me', async () => {
    const me = await call(`/v2/users/me?token=${TOKEN}`, { token: null });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { username: string } }).data.username).toBe('sandbox');
  });

  it('answers an unknown route with 404 page-not-found and a wrong method with 405', async () => {
    const unknown = await call('/v2/nothing/here');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { type: string } }).error.type).toBe('page-not-found');
    const wrongMethod = await call(`/v2/actors/${FOLLOWERS}/runs`, { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.json()).toEqual({
      error: {
        type: 'method-not-allowed',
        message: 'This API end-point can only be accessed using the following HTTP methods: OPTIONS,POST,GET',
      },
    });
  });

  it('finds an actor by owner~name, URL-encoded owner/name or Apify id, under both prefixes', async () => {
    const byName = (await json<{ data: { id: string; name: string } }>(call(`/v2/actors/${FOLLOWERS}`))).data;
    expect(byName.name).toBe('instagram-followers-scraper');
    for (const path of [
      `/v2/acts/${FOLLOWERS}`,
      '/v2/actors/datadoping%2Finstagram-followers-scraper',
      `/v2/acts/${byName.id}`,
    ]) {
      expect((await json<{ data: { id: string } }>(call(path))).data.id).toBe(byName.id);
    }
    expect(await json(call('/v2/actors/someone~instagram-followers/runs', { body: {} }))).toEqual({
      error: { type: 'record-not-found', message: 'Actor with this name was not found' },
    });
  });
});

describe('apify: input validated against the actor schema before a run', () => {
  it("refuses the spec's old payload and a max_count under 50 on the datadoping actor, starting nothing", async () => {
    const old = { username: ['natgeo'], max_items: 100, scrape_type: 'followers', sessionid: 'x' };
    const refused = await call(`/v2/acts/${FOLLOWERS}/runs`, { body: old });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: {
        type: 'invalid-input',
        message: 'Input is not valid: Field input.usernames is required, Field input.max_count is required',
      },
    });
    expect(
      await json(call(`/v2/actors/${FOLLOWING}/runs`, { body: { usernames: ['natgeo'], max_count: 10 } })),
    ).toEqual({
      error: { type: 'invalid-input', message: 'Input is not valid: Field input.max_count must be >= 50' },
    });
    const notJson = await call(`/v2/actors/${FOLLOWERS}/runs`, { body: '{oops' });
    expect(((await notJson.json()) as { error: { type: string } }).error.type).toBe(
      'run-input-body-not-valid-json',
    );
    expect(api.sandbox.counters.apify.runs).toBe(0);
  });

  it("requires aizen0's session cookie, and fails its run when the cookie is blank", async () => {
    const input = { username: ['natgeo'], max_items: 20, scrape_type: 'followers' };
    expect(await json(call(`/v2/actors/${AIZEN0}/runs`, { body: input }))).toEqual({
      error: { type: 'invalid-input', message: 'Input is not valid: Field input.sessionid is required' },
    });
    const run = await startRun(AIZEN0, { ...input, sessionid: ' ' });
    expect(await finished(run.id)).toMatchObject({ status: 'FAILED' });
    expect(await items(run)).toEqual([]);
  });

  it('lets a test register another actor id that behaves as a known one', async () => {
    api.sandbox.update({ actors: { 'acme/my-fork': FOLLOWERS } });
    const run = await startRun('acme~my-fork', { usernames: ['natgeo'], max_count: 50 }, '?waitForFinish=30');
    expect(run.status).toBe('SUCCEEDED');
    expect((await json<{ data: { id: string } }>(call('/v2/actors/acme~my-fork'))).data.id).toBe(run.actId);
  });
});

describe('apify: runs', () => {
  it('starts READY or RUNNING, records its options, and ends SUCCEEDED with the items per username', async () => {
    const input = { usernames: ['natgeo', GHOST], max_count: 60 };
    const started = await call(
      `/v2/actors/${FOLLOWING}/runs?maxItems=500&maxTotalChargeUsd=0.5&timeout=120&memory=512`,
      {
        body: input,
      },
    );
    expect(started.headers.get('location')).toMatch(/\/v2\/actors\/\w{17}\/runs\/\w{17}$/);
    const run = (await json<{ data: Run }>(started)).data;
    expect(['READY', 'RUNNING']).toContain(run.status);
    expect(run.options).toEqual({
      build: 'latest',
      timeoutSecs: 120,
      memoryMbytes: 512,
      diskMbytes: 1024,
      maxItems: 500,
      maxTotalChargeUsd: 0.5,
    });
    expect(await finished(run.id)).toMatchObject({ status: 'SUCCEEDED' });
    const list = await items(run);
    const natgeo = list.filter((item) => item.following_of === 'natgeo');
    expect(natgeo.length).toBeGreaterThanOrEqual(55);
    expect(natgeo.length).toBeLessThanOrEqual(60);
    expect(natgeo[0]).toEqual({
      username: expect.any(String),
      full_name: expect.any(String),
      id: expect.stringMatching(/^\d+$/),
      is_private: expect.any(Boolean),
      is_verified: expect.any(Boolean),
      profile_pic_url: expect.any(String),
      following_of: 'natgeo',
    });
    expect(list.at(-1)).toEqual({
      username: GHOST,
      error: 'not_found',
      errorDescription: 'Profile does not exist',
    });
    const record = await call(`/v2/key-value-stores/${run.defaultKeyValueStoreId}/records/INPUT`);
    expect(await record.json()).toEqual(input);
    expect(api.sandbox.counters.apify).toMatchObject({ runs: 1, items: list.length });
  });

  it('never holds more than maxItems items', async () => {
    const run = await startRun(FOLLOWERS, { usernames: ['natgeo', 'nasa'], max_count: 100 }, '?maxItems=30');
    await finished(run.id);
    expect(await items(run)).toHaveLength(30);
  });

  it('pages a dataset with the X-Apify-Pagination headers', async () => {
    const run = await startRun(PROFILES, {
      usernames: Array.from({ length: 25 }, (_, i) => `page_user_${i}`),
    });
    await finished(run.id);
    const page = await call(`/v2/datasets/${run.defaultDatasetId}/items?offset=20&limit=10`);
    expect((await page.json()) as unknown[]).toHaveLength(5);
    expect(Object.fromEntries([...page.headers].filter(([name]) => name.startsWith('x-apify')))).toEqual({
      'x-apify-pagination-offset': '20',
      'x-apify-pagination-limit': '10',
      'x-apify-pagination-count': '5',
      'x-apify-pagination-total': '25',
    });
    const dataset = await json<{ data: { itemCount: number; actRunId: string } }>(
      call(`/v2/datasets/${run.defaultDatasetId}`),
    );
    expect(dataset.data).toMatchObject({ itemCount: 25, actRunId: run.id });
  });

  it('gives one profile item per username, an error item for one that does not exist, and the messy hook', async () => {
    const run = await startRun(PROFILES, { usernames: ['@Lookup_One', GHOST, 'a_messy_one'] });
    await finished(run.id);
    const [first, ghost, messy] = await items(run);
    expect(first).toMatchObject({ username: 'lookup_one', inputUrl: 'https://www.instagram.com/lookup_one' });
    expect(first).toHaveProperty('followersCount');
    expect(ghost).toEqual({
      inputUrl: `https://www.instagram.com/${GHOST}`,
      error: 'not_found',
      errorDescription: 'Profile does not exist',
    });
    expect(messy).not.toHaveProperty('username');
    expect(messy).toHaveProperty('fullName');
  });

  it('ends TIMED-OUT past its timeout, keeping the items pushed so far', async () => {
    api.sandbox.update({ faults: { perItemMs: 10 } });
    const run = await startRun(FOLLOWERS, { usernames: ['natgeo'], max_count: 200 }, '?timeout=0.2');
    const done = await finished(run.id);
    expect(done.status).toBe('TIMED-OUT');
    const kept = (await items(run)).length;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(190);
  });

  it('aborts a running run, and lists runs by status', async () => {
    api.sandbox.update({ faults: { perItemMs: 50 } });
    const run = await startRun(FOLLOWERS, { usernames: ['natgeo'], max_count: 100 });
    const aborted = await json<{ data: Run }>(call(`/v2/actor-runs/${run.id}/abort`, { method: 'POST' }));
    expect(aborted.data.status).toBe('ABORTED');
    const list = await json<{ data: { items: { id: string }[] } }>(
      call(`/v2/acts/${FOLLOWERS}/runs?status=ABORTED&desc=1`),
    );
    expect(list.data.items[0]?.id).toBe(run.id);
  });

  it('ends as scripted: FAILED, or SUCCEEDED with nothing', async () => {
    api.sandbox.update({
      faults: {
        next: [
          { service: 'apify', runStatus: 'FAILED' },
          { runStatus: 'SUCCEEDED', runItems: 0 },
        ],
      },
    });
    const failed = await startRun(FOLLOWERS, { usernames: ['natgeo'], max_count: 50 });
    const empty = await startRun(FOLLOWERS, { usernames: ['natgeo'], max_count: 50 });
    expect(await finished(failed.id)).toMatchObject({ status: 'FAILED' });
    expect(await finished(empty.id)).toMatchObject({ status: 'SUCCEEDED' });
    expect(await items(empty)).toEqual([]);
    expect((await call('/v2/actor-runs/nope')).status).toBe(404);
  });

  it('streams the log of a run until it ends', async () => {
    const run = await startRun(FOLLOWERS, { usernames: ['natgeo'], max_count: 50 });
    const log = await (await call(`/v2/actor-runs/${run.id}/log?stream=1`)).text();
    expect(log).toContain('Run SUCCEEDED');
  });
});

describe('apify: accounts that rename between runs', () => {
  /** The items of a run of `actor` on `input`, once it has ended. */
  async function runItems(actor: string, input: unknown): Promise<Record<string, unknown>[]> {
    const run = await startRun(actor, input);
    expect(await finished(run.id)).toMatchObject({ status: 'SUCCEEDED' });
    return items(run);
  }
  const idOf = (item: Record<string, unknown> | undefined) => String(item?.id ?? item?.pk ?? item?.user_id);

  it('lists a renamed follower under its new handle with the same id from renameGeneration 1 on', async () => {
    const input = { usernames: ['natgeo'], max_count: 300 };
    const before = await runItems(FOLLOWERS, input);
    const index = before.findIndex((item) => renamedUsername(1, String(item.username)) !== null);
    expect(index).toBeGreaterThanOrEqual(0);
    const old = String(before[index]?.username);
    const handle = renamedUsername(1, old);
    api.sandbox.update({ renameGeneration: 1 });
    const after = await runItems(FOLLOWERS, input);
    expect(after.map(idOf)).toEqual(before.map(idOf));
    expect(after[index]).toEqual({ ...before[index], username: handle });
    expect(after.map((item) => item.username)).not.toContain(old);
    // the aizen0 actor, with the id under a varying key, agrees
    const aizen0 = { username: ['natgeo'], max_items: 300, scrape_type: 'followers', sessionid: 's' };
    const renamedItem = (await runItems(AIZEN0, aizen0)).find((item) => item.username === handle);
    expect(idOf(renamedItem)).toBe(idOf(before[index]));
  });

  it('answers the profile scraper under the new handle with the old id, and not-found for the old one', async () => {
    const old = Array.from({ length: 5000 }, (_, i) => `lookup_${i}`).find(
      (name) => renamedUsername(1, name) !== null,
    ) as string;
    const handle = renamedUsername(1, old) as string;
    const [oldBefore, newBefore] = await runItems(PROFILES, { usernames: [old, handle] });
    expect(oldBefore).toMatchObject({ username: old, id: expect.stringMatching(/^\d+$/) });
    expect(newBefore).toMatchObject({ error: 'not_found' });
    api.sandbox.update({ renameGeneration: 1 });
    const [oldAfter, newAfter] = await runItems(PROFILES, { usernames: [old, `@${handle}`] });
    expect(oldAfter).toEqual({
      inputUrl: `https://www.instagram.com/${old}`,
      error: 'not_found',
      errorDescription: 'Profile does not exist',
    });
    expect(newAfter).toEqual({
      ...oldBefore,
      inputUrl: `https://www.instagram.com/${handle}`,
      username: handle,
    });
  });

  it("lists a renamed target's followers under its new handle, and none under its old one", async () => {
    const old = Array.from({ length: 5000 }, (_, i) => `renamed_target_${i}`).find(
      (name) => renamedUsername(1, name) !== null && connectionCount(1, name, 'followers') >= 50,
    ) as string;
    const handle = renamedUsername(1, old) as string;
    const before = await runItems(FOLLOWERS, { usernames: [old], max_count: 50 });
    api.sandbox.update({ renameGeneration: 1 });
    const [missing, ...after] = await runItems(FOLLOWERS, { usernames: [old, handle], max_count: 50 });
    expect(missing).toEqual({
      username: old,
      error: 'not_found',
      errorDescription: 'Profile does not exist',
    });
    expect(after.map(idOf)).toEqual(before.map(idOf));
  });
});
