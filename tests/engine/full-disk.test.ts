// A full disk during a discovery run (issues 32, 33): SQLite's SQLITE_FULL, made for real by
// capping the database's pages (PRAGMA max_page_count), must reach the caller named, with the
// run it stopped (a discovery), not as the spec's 'Failed to create campaign. Please try again.'
// nor as the ROLLBACK that followed it.
// Runs on every machine; tests/cli/full-disk.test.ts does the same with a real full tmpfs.

import { discoverHandler, storageFailure } from '@leadgen/core';
import { StorageError } from '@leadgen/core/domain';
import { discoverPayload, testEngine } from '@leadgen/test-utils/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fundedStore,
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

describe.runIf(testEngine === 'sqlite')('a discovery run on a full database', () => {
  it('fails naming the cause, SQLite\'s "database or disk is full"', async () => {
    const { store, userId } = await fundedStore(20_000);
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(store.db);
    // room for the list and a few rows, not for 200 discovered profiles
    await sql.raw(`pragma max_page_count = ${(rows[0]?.page_count ?? 0) + 4}`).execute(store.db);
    const logged: string[] = [];
    const handler = discoverHandler({
      store,
      scraper: sandboxScraper(sandbox),
      timeZone: 'UTC',
      logger: (line) => logged.push(line),
    });
    const payload = discoverPayload({
      targets: ['natgeo'],
      type: 'followers',
      max: 200,
      sessionId: SESSION_ID,
    });
    const run = testRun(userId, 'discover', payload);
    const error = await rejection(handler(run.context));

    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ code: 'STORAGE_ERROR', storageCode: 'SQLITE_FULL' });
    expect(error.message).toBe(
      'The discovery stopped: the database disk is full (SQLITE_FULL). Free space on the disk that holds it, then resume it',
    );
    expect(error.message).not.toContain('campaign');
    // the cause is SQLite's own error, not the failed ROLLBACK after it
    expect(error.cause).toMatchObject({ code: 'SQLITE_FULL', message: 'database or disk is full' });
    expect(storageFailure(error)).toBe(error);
    expect(logged).toContain('run failed');
    await store.close();
  });
});
