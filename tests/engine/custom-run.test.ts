// Custom-list runs (spec §4 three steps, §5 "Custom list", §8 'Profile not found'): the custom
// handler on a real SQLite store and the real Apify adapter against the sandbox.

import { customHandler, estimateRun, validateCustom } from '@leadgen/core';
import { ValidationError } from '@leadgen/core/domain';
import { customPayload } from '@leadgen/test-utils/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fundedStore,
  missingUsernames,
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

const now = () => new Date('2026-03-14T12:00:00Z');
const names = (count: number, prefix = 'lead') => Array.from({ length: count }, (_, i) => `${prefix}_${i}`);

describe('a custom run', () => {
  it('looks up every username, keeps the missing ones as not found, and charges each enriched one once', async () => {
    const { store, userId } = await fundedStore();
    const [ghost] = await missingUsernames(sandboxScraper(sandbox), 1);
    sandbox.resetCounters();
    const usernames = [...names(59), ghost as string];
    const run = testRun(userId, 'custom', customPayload({ usernames }));
    const handler = customHandler({ store, scraper: sandboxScraper(sandbox), now, timeZone: 'UTC' });
    const result = await handler(run.context);

    // spec §9: the profiles returned are charged; the one Instagram does not have is not
    expect(result).toMatchObject({ profilesFound: 60, failed: 0, charged: 8 * result.enriched });
    expect(result.enriched + result.notFound).toBe(60);
    expect(result.notFound).toBeGreaterThan(0);
    expect(await store.lists.get(userId, result.listId)).toMatchObject({
      name: 'Custom: lead_0, lead_1 +58 more - Mar 14',
      search_type: 'custom',
      status: 'completed',
      profiles_found: 60,
      cost: 8 * result.enriched,
      max_profiles: 60,
    });
    const { profiles } = await store.profiles.page(userId, result.listId, { limit: 100 });
    expect(profiles).toHaveLength(60);
    for (const profile of profiles) {
      expect(profile).toMatchObject({
        instagram_user_id: `custom_${profile.username}`,
        connection_type: 'custom',
        source_username: 'custom_input',
      });
      expect(profile.enriched_at).not.toBeNull();
    }
    const missing = profiles.find((p) => p.username === ghost);
    expect(missing).toMatchObject({ enrichment_status: 'not_found', enrichment_error: 'Profile not found' });
    expect(missing?.followers_count).toBeNull();
    expect(await store.ledger.balance(userId)).toBe(20_000 - 8 * result.enriched);
    expect(sandbox.counters.apify.runs).toBe(Math.ceil(60 / 25));

    // spec §4: three steps for custom
    expect([...new Set(run.progress.map((p) => p.step))]).toEqual([
      'Creating the list',
      'Looking up profiles',
      'Finalising',
    ]);
    expect(run.progress.every((p) => p.stepCount === 3)).toBe(true);
    expect(run.progress.at(-1)).toMatchObject({ percent: 100, discovered: 60, failed: result.notFound });
    await store.close();
  });

  it('sends the session id when one is given, and erases it from the list at the end', async () => {
    const { store, userId } = await fundedStore();
    const run = testRun(userId, 'custom', customPayload({ usernames: names(3), sessionId: SESSION_ID }));
    const result = await customHandler({ store, scraper: sandboxScraper(sandbox) })(run.context);
    expect(await store.lists.get(userId, result.listId)).toMatchObject({ instagram_session_id: null });
    expect(JSON.stringify([result, run.progress])).not.toContain(SESSION_ID);
    await store.close();
  });

  it('caps the usernames to what the balance covers, keeping the first ones', async () => {
    const { store, userId } = await fundedStore(80); // 10 profiles
    const run = testRun(userId, 'custom', customPayload({ usernames: names(25) }));
    const result = await customHandler({ store, scraper: sandboxScraper(sandbox) })(run.context);
    expect(result).toMatchObject({
      profilesFound: 10,
      charged: 80,
      notice: 'Your balance covers 10 profiles: the run is capped to 10.',
      // completed, but not in full: what it was asked for (jobs run exits 4)
      cappedFrom: 25,
    });
    const { profiles } = await store.profiles.page(userId, result.listId, { limit: 100 });
    expect(profiles.map((p) => p.username).sort()).toEqual(names(10).sort());
    expect(await store.ledger.balance(userId)).toBe(0);
    await store.close();
  });

  it("refuses with 'Not enough credits' when the balance covers no profile", async () => {
    const { store, userId } = await fundedStore(0);
    const run = testRun(userId, 'custom', customPayload({ usernames: names(2) }));
    const error = await rejection(customHandler({ store, scraper: sandboxScraper(sandbox) })(run.context));
    expect(error).toMatchObject({ code: 'INSUFFICIENT_CREDITS', message: 'Not enough credits' });
    expect(await store.lists.list(userId)).toEqual([]);
    await store.close();
  });

  it('estimates 8 millicredits per username', async () => {
    const { store, userId } = await fundedStore(500);
    expect(await estimateRun(store, userId, { usernames: names(40) })).toEqual({
      profiles: 40,
      known: 0,
      toEnrich: 40,
      millicredits: 320,
      balance: 500,
      covered: 62,
      capped: false,
      summary: '40 profiles: $0.320',
    });
    await store.close();
  });
});

describe('validateCustom (spec §5 "Custom list")', () => {
  const message = (input: Parameters<typeof validateCustom>[0]) => {
    try {
      validateCustom(input);
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      return (error as Error).message;
    }
    return 'valid';
  };

  it('normalises typed usernames; the session id is optional', () => {
    expect(validateCustom({ usernames: ['@NASA', '', 'natgeo', 'nasa'] })).toEqual({
      usernames: ['nasa', 'natgeo'],
      sessionId: null,
    });
    expect(validateCustom({ usernames: ['a'], sessionId: ' s ', name: ' Mine ' })).toEqual({
      usernames: ['a'],
      sessionId: 's',
      name: 'Mine',
    });
  });

  it('reads a CSV, which replaces the typed usernames', () => {
    const csv = { fileName: 'leads.csv', size: 30, text: 'username\n@NatGeo\nnasa\nnasa' };
    expect(validateCustom({ usernames: ['typed'], csv })).toEqual({
      usernames: ['natgeo', 'nasa'],
      sessionId: null,
    });
  });

  it('gives the spec messages', () => {
    expect(message({ usernames: [] })).toBe('Please provide at least one Instagram username');
    expect(message({})).toBe('Please provide at least one Instagram username');
    expect(message({ usernames: ['ok', 'not ok'] })).toBe('Invalid username format: not ok');
    expect(message({ usernames: names(501) })).toBe('Maximum 500 usernames allowed');
    expect(message({ usernames: names(500) })).toBe('valid');
    expect(message({ csv: { fileName: 'leads.txt', size: 3, text: 'a' } })).toBe('Please upload a CSV file');
    expect(message({ csv: { fileName: 'a.csv', size: 2_000_000, text: 'a' } })).toBe(
      'File size should be less than 1MB',
    );
    expect(message({ csv: { fileName: 'a.csv', size: 1, text: ' ' } })).toBe('CSV file is empty');
    expect(message({ csv: { fileName: 'a.csv', size: 5, text: '!!!' } })).toBe(
      'No valid usernames found in CSV file',
    );
  });
});
