// Contract: the sandbox's Apify API judged by Apify's official client (apify-client, which nobody
// here wrote: CONVENTIONS.md 16d). If the client can start each default actor with its cost caps,
// wait for it, page its dataset, read Apify's errors as ApifyApiError with their types, abort a
// run and read a failed one, the sandbox speaks Apify's API and not just our adapter's dialect.

import { DEFAULT_SETTINGS, type Sandbox, startSandbox } from '@leadgen/sandbox';
import { ApifyApiError, ApifyClient } from 'apify-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const FOLLOWERS = 'datadoping~instagram-followers-scraper';
const FOLLOWING = 'datadoping~instagram-following-scraper';
const PROFILES = 'apify~instagram-profile-scraper';
const AIZEN0 = 'aizen0~instagram-follower-following-scraper';

let sandbox: Sandbox;
let client: ApifyClient;

beforeAll(async () => {
  sandbox = await startSandbox();
  client = new ApifyClient({ token: 'sandbox-apify-token', baseUrl: sandbox.url, maxRetries: 0 });
});
afterAll(async () => {
  await sandbox?.stop();
});
beforeEach(() => {
  sandbox.resetCounters();
  sandbox.update({ actors: {}, faults: { ...DEFAULT_SETTINGS.faults, next: [] } });
});

/** Every item of a dataset, read page by page as a caller pages it, checking each page's counts. */
async function readAllPages(datasetId: string, pageSize: number): Promise<Record<string, unknown>[]> {
  const all: Record<string, unknown>[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await client
      .dataset<Record<string, unknown>>(datasetId)
      .listItems({ offset, limit: pageSize });
    expect(page).toMatchObject({ offset, limit: pageSize, count: page.items.length });
    all.push(...page.items);
    if (offset + pageSize >= page.total) {
      expect(all).toHaveLength(page.total);
      return all;
    }
    expect(page.count).toBe(pageSize);
  }
}

describe('apify-client against the sandbox: the default actors', () => {
  it.each([
    [FOLLOWERS, { usernames: ['natgeo'], max_count: 50 }, 'username'],
    [FOLLOWING, { usernames: ['natgeo', 'nasa'], max_count: 50 }, 'following_of'],
    [PROFILES, { usernames: ['natgeo', 'nasa', 'lookup_one'] }, 'followersCount'],
  ])('starts %s with its cost caps, waits for it, and pages its dataset', async (actorId, input, field) => {
    const started = await client
      .actor(actorId)
      .start(input, { maxItems: 100, maxTotalChargeUsd: 0.25, timeout: 300, memory: 1024 });
    expect(['READY', 'RUNNING']).toContain(started.status);
    expect(started.options).toMatchObject({
      maxItems: 100,
      maxTotalChargeUsd: 0.25,
      timeoutSecs: 300,
      memoryMbytes: 1024,
    });
    expect(started.startedAt).toBeInstanceOf(Date);

    const run = await client.run(started.id).waitForFinish();
    expect(run.status).toBe('SUCCEEDED');
    expect(run.finishedAt).toBeInstanceOf(Date);
    const items = await readAllPages(run.defaultDatasetId, 7);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(100);
    expect(items[0]).toHaveProperty(field);

    const record = await client.keyValueStore(run.defaultKeyValueStoreId).getRecord('INPUT');
    expect(record?.value).toEqual(input);
  });

  it('calls an actor named owner/name and waits for it in one go', async () => {
    const run = await client
      .actor('datadoping/instagram-followers-scraper')
      .call({ usernames: ['nasa'], max_count: 50 }, { maxItems: 50, log: null });
    expect(run.status).toBe('SUCCEEDED');
    const { items, total } = await client.run(run.id).dataset().listItems();
    expect(total).toBe(items.length);
    expect(items.length).toBeGreaterThanOrEqual(45);
    expect(await client.run(run.id).log().get()).toContain('Run SUCCEEDED');
  });

  it("lists an actor's runs and finds its last one", async () => {
    const run = await client.actor(PROFILES).call({ usernames: ['natgeo'] }, { log: null });
    const list = await client.actor(PROFILES).runs().list({ desc: true });
    expect(list.items[0]).toMatchObject({ id: run.id, status: 'SUCCEEDED' });
    expect(await client.actor(PROFILES).lastRun({ status: 'SUCCEEDED' }).get()).toMatchObject({ id: run.id });
  });

  it('checks a token with users/me', async () => {
    expect(await client.user('me').get()).toMatchObject({ username: 'sandbox' });
    const stranger = new ApifyClient({ token: 'not-the-token', baseUrl: sandbox.url, maxRetries: 0 });
    await expect(stranger.user('me').get()).rejects.toMatchObject({
      statusCode: 401,
      type: 'user-or-token-not-found',
    });
  });
});

describe("apify-client against the sandbox: Apify's errors", () => {
  it("refuses the spec's old followers payload on the datadoping actor with 400 invalid-input", async () => {
    const old = { username: ['natgeo'], max_items: 100, scrape_type: 'followers', sessionid: 'x' };
    const error = await client
      .actor(FOLLOWERS)
      .start(old)
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApifyApiError);
    expect(error).toMatchObject({
      statusCode: 400,
      type: 'invalid-input',
      message: 'Input is not valid: Field input.usernames is required, Field input.max_count is required',
    });
    await expect(
      client.actor(FOLLOWERS).start({ usernames: ['natgeo'], max_count: 10 }),
    ).rejects.toMatchObject({
      statusCode: 400,
      type: 'invalid-input',
      message: 'Input is not valid: Field input.max_count must be >= 50',
    });
    await expect(
      client.actor(FOLLOWERS).validateInput({ usernames: ['natgeo'], max_count: 50 }),
    ).resolves.toBe(true);
    expect(sandbox.counters.apify.runs).toBe(0);
  });

  it('answers 404 for an actor that does not exist', async () => {
    await expect(client.actor('someone~no-such-actor').start({})).rejects.toMatchObject({
      statusCode: 404,
      type: 'record-not-found',
    });
    // the client reads Apify's 404 type as "absent"
    expect(await client.actor('someone~no-such-actor').get()).toBeUndefined();
    expect(await client.run('noSuchRun0000000').get()).toBeUndefined();
  });

  it('reads back a run that failed, and one that succeeded with nothing', async () => {
    sandbox.update({
      faults: {
        next: [
          { service: 'apify', runStatus: 'FAILED' },
          { runStatus: 'SUCCEEDED', runItems: 0 },
        ],
      },
    });
    const failed = await client
      .actor(FOLLOWERS)
      .call({ usernames: ['natgeo'], max_count: 50 }, { log: null });
    expect(failed).toMatchObject({ status: 'FAILED', exitCode: 1 });
    const empty = await client.actor(FOLLOWERS).call({ usernames: ['natgeo'], max_count: 50 }, { log: null });
    expect(empty.status).toBe('SUCCEEDED');
    expect((await client.dataset(empty.defaultDatasetId).listItems()).total).toBe(0);
  });

  it('fails a session-cookie run whose cookie is blank', async () => {
    const run = await client
      .actor(AIZEN0)
      .call({ username: ['natgeo'], max_items: 20, scrape_type: 'followers', sessionid: '' }, { log: null });
    expect(run.status).toBe('FAILED');
  });

  it('aborts a running run, and ends one past its timeout TIMED-OUT', async () => {
    sandbox.update({ faults: { perItemMs: 40 } });
    const started = await client.actor(FOLLOWERS).start({ usernames: ['natgeo'], max_count: 200 });
    expect((await client.run(started.id).abort()).status).toBe('ABORTED');
    expect((await client.run(started.id).waitForFinish()).status).toBe('ABORTED');

    const timed = await client
      .actor(FOLLOWERS)
      .call({ usernames: ['natgeo'], max_count: 200 }, { timeout: 0.2, log: null });
    expect(timed.status).toBe('TIMED-OUT');
  });

  it("answers each 403 a start can meet in Apify's body: not approved (with the approval URL), usage limit, not rented", async () => {
    const refusal = async (apifyType: string) => {
      sandbox.update({ faults: { next: [{ service: 'apify', status: 403, apifyType }] } });
      const error = await client
        .actor(FOLLOWERS)
        .start({ usernames: ['natgeo'], max_count: 50 })
        .then(
          () => undefined,
          (caught: unknown) => caught,
        );
      expect(error).toBeInstanceOf(ApifyApiError);
      return error as ApifyApiError;
    };
    // apify-docs `sources/platform/actors/running/permissions.md`: the approval link in error.data
    const approval = await refusal('full-permission-actor-not-approved');
    expect(approval).toMatchObject({ statusCode: 403, type: 'full-permission-actor-not-approved' });
    expect(approval.message).toMatch(/requires full access to your account/);
    expect(approval.data?.approvalUrl).toMatch(
      /^https:\/\/console\.apify\.com\/actors\/[A-Za-z0-9]+\?approvePermissions=true$/,
    );
    const usage = await refusal('platform-feature-disabled');
    expect(usage).toMatchObject({
      statusCode: 403,
      type: 'platform-feature-disabled',
      message: 'Monthly usage hard limit exceeded',
    });
    const rent = await refusal('actor-is-not-rented');
    expect(rent).toMatchObject({ statusCode: 403, type: 'actor-is-not-rented' });
    expect(rent.message).toMatch(/^You must rent a paid Actor/);
    // nothing started
    expect(sandbox.counters.apify.runs).toBe(0);
  });

  it("refuses a start beyond the account's concurrent runs with 402, and a rate-limited call with 429", async () => {
    sandbox.update({ faults: { perItemMs: 40, maxConcurrentRuns: 1 } });
    const first = await client.actor(FOLLOWERS).start({ usernames: ['natgeo'], max_count: 100 });
    await expect(client.actor(FOLLOWERS).start({ usernames: ['nasa'], max_count: 50 })).rejects.toMatchObject(
      {
        statusCode: 402,
        type: 'concurrent-runs-limit-exceeded',
      },
    );
    await client.run(first.id).abort();

    sandbox.update({
      faults: {
        next: [
          { service: 'apify', status: 429 },
          { service: 'apify', status: 402 },
        ],
      },
    });
    await expect(client.run(first.id).get()).rejects.toMatchObject({
      statusCode: 429,
      type: 'rate-limit-exceeded',
    });
    await expect(client.actor(FOLLOWERS).start({ usernames: ['nasa'], max_count: 50 })).rejects.toMatchObject(
      {
        statusCode: 402,
        type: 'not-enough-usage-to-run-paid-actor',
      },
    );
  });
});
