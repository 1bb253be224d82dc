// Discovery runs end to end (DESIGN.md §5, spec §4, §5, §8): the discover handler on a real
// SQLite store, the real Apify adapter against the sandbox, and a tiny job context.

import type { DiscoveryInput } from '@leadgen/core';
import { discoverHandler, estimateRun, validateDiscovery } from '@leadgen/core';
import { ValidationError } from '@leadgen/core/domain';
import { discoverPayload } from '@leadgen/test-utils/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fundedStore,
  missingUsernames,
  pausesRecorded,
  rejection,
  SESSION_ID,
  sandboxScraper,
  startRunSandbox,
  testRun,
} from './run-harness.js';

let sandbox: Awaited<ReturnType<typeof startRunSandbox>>;
beforeAll(async () => {
  sandbox = await startRunSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => sandbox.reset());

/** A run queued with a session id (kept, as for an actor that logs in): the tests see it erased. */
const payload = (overrides: Partial<DiscoveryInput> = {}) =>
  discoverPayload({ max: 200, sessionId: SESSION_ID, ...overrides });
const now = () => new Date('2026-03-14T12:00:00Z');
/** The default actors log in to nothing; the spec's original actor needs the sessionid cookie. */
const DEFAULT_POLICY = { sessionIdRequired: () => false };
const COOKIE_POLICY = { sessionIdRequired: () => true };

describe('a discovery run', () => {
  it('discovers, enriches and charges 200 profiles, then completes the list', async () => {
    const { store, userId } = await fundedStore(20_000);
    const logged: string[] = [];
    const handler = discoverHandler({
      store,
      scraper: sandboxScraper(sandbox),
      now,
      timeZone: 'UTC',
      logger: (line, error) => logged.push(line, String(error)),
    });
    const run = testRun(userId, 'discover', payload());
    const result = await handler(run.context);

    const list = await store.lists.get(userId, result.listId);
    expect(list).toMatchObject({
      name: 'natgeo - followers - Mar 14',
      status: 'completed',
      search_type: 'followers',
      target_accounts: ['natgeo'],
      profiles_found: 200,
      cost: 1600,
      instagram_session_id: null,
    });
    expect(await store.ledger.balance(userId)).toBe(20_000 - 1600);
    expect(await store.ledger.sum(userId)).toBe(20_000 - 1600);

    const { profiles } = await store.profiles.page(userId, result.listId, { limit: 1000 });
    expect(profiles).toHaveLength(200);
    expect(profiles.every((p) => p.enriched_at !== null)).toBe(true);
    expect(profiles.every((p) => p.connection_type === 'followers' && p.source_username === 'natgeo')).toBe(
      true,
    );
    const enriched = profiles.filter((p) => p.enrichment_status === 'enriched');
    const notFound = profiles.filter((p) => p.enrichment_status === 'not_found');
    expect(enriched.length + notFound.length).toBe(200);
    expect(enriched.length).toBeGreaterThan(180);
    expect(enriched.every((p) => p.followers_count !== null && p.posts_count !== null)).toBe(true);
    expect(notFound.every((p) => p.enrichment_error === 'Profile not found')).toBe(true);
    expect(result).toEqual({
      listId: result.listId,
      profilesFound: 200,
      enriched: enriched.length,
      reused: 0,
      notFound: notFound.length,
      failed: 0,
      charged: 1600,
      // issue 34: natgeo has 3,338 followers (seed 1), the list's maximum is what stopped it
      completeness: [
        {
          target: 'natgeo',
          reported: 3338,
          collected: 200,
          unique: 200,
          alreadyKnown: 0,
          reason: 'requested_max',
          actors: [{ actor: 'datadoping~instagram-followers-scraper', delivered: 200 }],
        },
      ],
    });
    // one lookup of the target, one run to discover, then one per chunk of 25: each profile looked up once
    expect(sandbox.counters.apify.runs).toBe(1 + 1 + 200 / 25);

    // spec §4: four steps, step N of M with a percentage that never goes back
    expect([...new Set(run.progress.map((p) => p.step))]).toEqual([
      'Creating the list',
      'Discovering',
      'Enriching',
      'Finalising',
    ]);
    expect(run.progress.every((p) => p.stepCount === 4)).toBe(true);
    const percents = run.progress.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(run.progress.at(-1)).toMatchObject({ percent: 100, discovered: 200, enriched: enriched.length });
    expect(run.progress.filter((p) => p.step === 'Enriching').length).toBeGreaterThan(200 / 25);

    // DESIGN.md §5: the session id is a credential
    const seen = JSON.stringify([result, run.progress, logged, list]);
    expect(seen).not.toContain(SESSION_ID);
    await store.close();
  });

  it('completes with exact charges when every actor run outlasts what run-sync would wait (408)', async () => {
    const { store, userId } = await fundedStore(20_000);
    // each run takes 60 ms where run-sync would give up after 20 ms: only the async path finishes
    sandbox.update({ faults: { runMs: 60, runTimeoutMs: 20 } });
    const handler = discoverHandler({ store, scraper: sandboxScraper(sandbox) });
    const result = await handler(testRun(userId, 'discover', payload({ max: 200 })).context);
    expect(result).toMatchObject({ profilesFound: 200, charged: 1600 });
    expect(await store.ledger.balance(userId)).toBe(20_000 - 1600);
    expect(await store.ledger.sum(userId)).toBe(20_000 - 1600);
    expect(sandbox.counters.apify.runs).toBe(1 + 1 + 200 / 25);
    await store.close();
  });

  it('names a target the actor reports missing, charging nothing, and erases the session id', async () => {
    const { store, userId } = await fundedStore();
    const [ghost] = await missingUsernames(sandboxScraper(sandbox), 1);
    const run = testRun(userId, 'discover', payload({ targets: [ghost as string] }));
    const error = await rejection(discoverHandler({ store, scraper: sandboxScraper(sandbox) })(run.context));
    const message = `No profiles were discovered: Instagram has no account @${ghost}. Please check your target accounts, then try again.`;
    expect(error).toMatchObject({ code: 'NOT_FOUND', message });
    const [list] = await store.lists.list(userId);
    expect(list).toMatchObject({ status: 'failed', error: message, instagram_session_id: null });
    expect(await store.ledger.balance(userId)).toBe(20_000);
    await store.close();
  });

  it('says so when the actor "succeeds" with no one for a target that has followers', async () => {
    const { store, userId } = await fundedStore();
    // the first run looks the target up; the second, the discovery, succeeds with no one
    sandbox.update({
      faults: {
        next: [
          { service: 'apify', runStatus: 'SUCCEEDED' },
          { service: 'apify', runStatus: 'SUCCEEDED', runItems: 0 },
        ],
      },
    });
    const run = testRun(userId, 'discover', payload({ targets: ['natgeo'] }));
    const error = await rejection(discoverHandler({ store, scraper: sandboxScraper(sandbox) })(run.context));
    expect(error).toMatchObject({ code: 'PROVIDER_ERROR' });
    expect(error.message).toMatch(
      /^The scraping service returned no followers for @natgeo, which has [\d,]+ followers on Instagram\. Nothing was charged\. Please try again later\.$/,
    );
    const [list] = await store.lists.list(userId);
    expect(list).toMatchObject({ status: 'failed', error: error.message });
    expect(await store.ledger.balance(userId)).toBe(20_000);
    await store.close();
  });

  it('never sends nor stores a session id the default actors do not need', async () => {
    const { store, userId } = await fundedStore();
    const scraper = sandboxScraper(sandbox);
    // the queue decides the session id once, with the scraper's policy; the handler trusts it
    const queued = discoverPayload({ max: 30, sessionId: SESSION_ID }, scraper);
    expect(queued.sessionId).toBeNull();
    const run = testRun(userId, 'discover', queued);
    const result = await discoverHandler({ store, scraper })(run.context);
    expect(result.profilesFound).toBe(30);
    const runs = await fetch(`${sandbox.url}/v2/actors/datadoping~instagram-followers-scraper/runs?desc=1`, {
      headers: { authorization: 'Bearer sandbox-apify-token' },
    });
    const newest = ((await runs.json()) as { data: { items: { defaultKeyValueStoreId: string }[] } }).data
      .items[0];
    const input = await fetch(
      `${sandbox.url}/v2/key-value-stores/${newest?.defaultKeyValueStoreId}/records/INPUT?token=sandbox-apify-token`,
    );
    expect(await input.json()).toEqual({ usernames: ['natgeo'], max_count: 50 });
    await store.close();
  });

  it('fails the list in our words when discovery keeps failing past every pause: the service, what it said, nothing charged', async () => {
    const { store, userId } = await fundedStore();
    sandbox.update({ faults: { errorRates: { 429: 0, 500: 1, 503: 0 } } });
    const { pauses, clock } = pausesRecorded();
    const run = testRun(userId, 'discover', payload({ max: 20 }));
    const error = await rejection(
      discoverHandler({ store, scraper: sandboxScraper(sandbox), clock })(run.context),
    );
    // the outage policy enrichment follows: 30 s, 1, 2, 4 and 8 minutes, then it gives up
    expect(pauses).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(error).toMatchObject({ code: 'PROVIDER_ERROR' });
    expect(error.message).toMatch(
      /^The scraping service failed: .+\. Nothing was charged\. Try again later: the run continues where it stopped\.$/,
    );
    const [list] = await store.lists.list(userId);
    expect(list).toMatchObject({ status: 'failed', error: error.message, instagram_session_id: null });
    expect(error.message).not.toContain(SESSION_ID);
    expect(await store.ledger.balance(userId)).toBe(20_000);
    await store.close();
  });
});

describe('the balance check before a run (DESIGN.md §9)', () => {
  it('caps the run to what the balance covers, with a notice', async () => {
    const { store, userId } = await fundedStore(500); // the signup grant: 62 profiles
    const run = testRun(userId, 'discover', payload({ max: 100 }));
    const result = await discoverHandler({ store, scraper: sandboxScraper(sandbox) })(run.context);
    const notice = 'Your balance covers 62 profiles: the run is capped to 62.';
    expect(result).toMatchObject({ profilesFound: 62, charged: 496, notice, cappedFrom: 100 });
    expect(run.progress.at(-1)?.notice).toBe(notice);
    expect(await store.lists.get(userId, result.listId)).toMatchObject({ max_profiles: 62, cost: 496 });
    expect(await store.ledger.balance(userId)).toBe(4);
    await store.close();
  });

  it("refuses with 'Not enough credits' when the balance covers no profile", async () => {
    const { store, userId } = await fundedStore(7);
    const run = testRun(userId, 'discover', payload());
    const error = await rejection(discoverHandler({ store, scraper: sandboxScraper(sandbox) })(run.context));
    expect(error).toMatchObject({ code: 'INSUFFICIENT_CREDITS', message: 'Not enough credits' });
    expect(await store.lists.list(userId)).toEqual([]);
    expect(sandbox.counters.apify.requests).toBe(0);
    await store.close();
  });

  it('estimates a run before it starts', async () => {
    const { store, userId } = await fundedStore(500);
    const request = validateDiscovery({ targets: ['nasa'], type: 'following', max: '100' }, DEFAULT_POLICY);
    expect(await estimateRun(store, userId, request)).toEqual({
      profiles: 100,
      known: 0,
      toEnrich: 100,
      millicredits: 800,
      balance: 500,
      covered: 62,
      capped: true,
      summary: '100 profiles: $0.800',
    });
    expect(await estimateRun(store, userId, { ...request, max: 50 })).toMatchObject({
      millicredits: 400,
      capped: false,
    });
    await store.close();
  });
});

describe('validateDiscovery (spec §5 messages)', () => {
  const valid = { targets: ['natgeo'], type: 'followers', max: 100, sessionId: 'abc' };
  const message = (input: object, policy = COOKIE_POLICY) => {
    try {
      validateDiscovery({ ...valid, ...input }, policy);
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      return (error as Error).message;
    }
    return 'valid';
  };

  it('normalises a valid run', () => {
    expect(
      validateDiscovery(
        {
          targets: [' @NatGeo ', '', 'nasa'],
          type: 'following',
          max: '250',
          sessionId: ' s ',
        },
        COOKIE_POLICY,
      ),
    ).toEqual({ targets: ['natgeo', 'nasa'], type: 'following', max: 250, sessionId: 's' });
    expect(validateDiscovery({ ...valid, max: undefined, name: '  My list ' }, COOKIE_POLICY)).toMatchObject({
      max: 100,
      name: 'My list',
    });
  });

  it('drops a session id the configured actor does not need, so it is never stored or sent', () => {
    expect(validateDiscovery({ ...valid, sessionId: 'secret' }, DEFAULT_POLICY)).toMatchObject({
      sessionId: null,
    });
    const following = { sessionIdRequired: (type: string) => type === 'following' };
    expect(validateDiscovery({ ...valid, type: 'followers' }, following).sessionId).toBeNull();
    expect(() => validateDiscovery({ ...valid, type: 'following', sessionId: ' ' }, following)).toThrow(
      'Instagram session ID is required',
    );
  });

  it('gives the spec messages', () => {
    expect(message({ targets: ['bad name!'] })).toBe('Invalid username format: bad name!');
    expect(message({ targets: [] })).toBe('Please provide at least one Instagram username');
    expect(message({ targets: ['  ', '@'] })).toBe('Please provide at least one Instagram username');
    expect(message({ sessionId: '' })).toBe('Instagram session ID is required');
    expect(message({ sessionId: undefined })).toBe('Instagram session ID is required');
    // an actor that does not log in to Instagram needs none (DESIGN.md §9)
    expect(message({ sessionId: undefined }, DEFAULT_POLICY)).toBe('valid');
    for (const max of [0, 1001, 'abc', 2.5]) {
      expect(message({ max })).toBe('Profile limit must be between 1 and 1000');
    }
    expect(message({ targets: ['a', 'b', 'c', 'd', 'e', 'f'] })).toBe('At most 5 target accounts allowed');
    expect(message({ type: 'likes' })).toBe('Search type must be followers or following');
    expect(message({ max: 1000, targets: ['a', 'b', 'c', 'd', 'e'] })).toBe('valid');
  });
});
