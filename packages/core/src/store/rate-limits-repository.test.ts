import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseArg, fixtureScript, openTestStore, testDatabase } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from './open-store.js';

const T0 = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;

let store: Store;
beforeEach(async () => {
  store = await openTestStore();
});
afterEach(() => store.close());

describe('rate limits repository', () => {
  it('allows `limit` hits per fixed window, then refuses until the window ends', async () => {
    const policy = { limit: 3, windowMs: 10 * MINUTE };
    for (let i = 1; i <= 3; i++) {
      expect(await store.rateLimits.hit('k', policy, at(i * 1000))).toEqual({
        allowed: true,
        retryAfterSeconds: 0,
        count: i,
      });
    }
    // the window began with the first hit, at 1 s
    expect(await store.rateLimits.hit('k', policy, at(4000))).toEqual({
      allowed: false,
      retryAfterSeconds: 597,
      count: 3,
    });
    expect(await store.rateLimits.peek('k', policy, at(4000))).toMatchObject({ allowed: false, count: 3 });
    expect(await store.rateLimits.hit('k', policy, at(10 * MINUTE + 1000))).toMatchObject({
      allowed: true,
      count: 1,
    });
    expect(await store.rateLimits.hit('other', policy, at(4000))).toMatchObject({ allowed: true, count: 1 });
  });

  it('blocks for blockMs from the hit that uses up the limit', async () => {
    const policy = { limit: 2, windowMs: MINUTE, blockMs: 10 * MINUTE };
    expect((await store.rateLimits.hit('k', policy, at(0))).allowed).toBe(true);
    expect((await store.rateLimits.hit('k', policy, at(30_000))).allowed).toBe(true);
    // the window is over but the block is not
    expect(await store.rateLimits.peek('k', policy, at(2 * MINUTE))).toEqual({
      allowed: false,
      retryAfterSeconds: 8 * 60 + 30,
      count: 2,
    });
    expect((await store.rateLimits.hit('k', policy, at(2 * MINUTE))).allowed).toBe(false);
    // refused hits are not counted and do not extend the block
    expect(await store.rateLimits.hit('k', policy, at(10 * MINUTE + 30_000))).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
      count: 1,
    });
  });

  it('peeks without counting and resets a key', async () => {
    const policy = { limit: 1, windowMs: MINUTE };
    expect(await store.rateLimits.peek('k', policy, T0)).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
      count: 0,
    });
    await store.rateLimits.hit('k', policy, T0);
    expect((await store.rateLimits.peek('k', policy, T0)).allowed).toBe(false);
    await store.rateLimits.reset('k');
    expect((await store.rateLimits.hit('k', policy, T0)).allowed).toBe(true);
  });

  it('rounds the wait up to whole seconds, at least 1', async () => {
    const policy = { limit: 1, windowMs: 1500 };
    await store.rateLimits.hit('k', policy, T0);
    expect((await store.rateLimits.hit('k', policy, at(1)))?.retryAfterSeconds).toBe(2);
    expect((await store.rateLimits.hit('k', policy, at(1499)))?.retryAfterSeconds).toBe(1);
  });

  it('deletes stale keys but keeps blocked ones', async () => {
    await store.rateLimits.hit('old', { limit: 5, windowMs: MINUTE }, T0);
    await store.rateLimits.hit('blocked', { limit: 1, windowMs: MINUTE, blockMs: 60 * MINUTE }, T0);
    await store.rateLimits.hit('new', { limit: 5, windowMs: MINUTE }, at(30 * MINUTE));
    expect(await store.rateLimits.deleteStale(at(29 * MINUTE), at(30 * MINUTE))).toBe(1);
    const keys = await store.db.selectFrom('rate_limits').select('key').orderBy('key').execute();
    expect(keys.map((row) => row.key)).toEqual(['blocked', 'new']);
  });

  it('refuses a policy that makes no sense', async () => {
    await expect(store.rateLimits.hit('k', { limit: 0, windowMs: 1 })).rejects.toThrow(RangeError);
    await expect(store.rateLimits.peek('k', { limit: 1, windowMs: 0 })).rejects.toThrow(RangeError);
  });
});

describe('rate limits across handles', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'leadgen-limits-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('shares one count between two store handles on one database', async () => {
    const { database, drop } = await testDatabase(join(dir, 'shared.db'));
    const one = await openStore({ database });
    const two = await openStore({ database });
    const policy = { limit: 4, windowMs: MINUTE };
    const results = [];
    for (let i = 0; i < 3; i++) {
      results.push(await one.rateLimits.hit('k', policy, T0));
      results.push(await two.rateLimits.hit('k', policy, T0));
    }
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, true, false, false]);
    expect((await one.rateLimits.peek('k', policy, T0)).count).toBe(4);
    await one.close();
    await two.close();
    await drop();
  });

  it('lets exactly `limit` hits through from two OS processes hitting at once', async () => {
    const { database, drop } = await testDatabase(join(dir, 'processes.db'));
    // create the schema first, so the two processes do not both wait on the migration
    await (await openStore({ database })).close();
    const script = fixtureScript('rate-limit-hitter');
    const run = () =>
      new Promise<{ allowed: number }>((resolve, reject) => {
        const child = spawn(process.execPath, [
          '--conditions=source',
          '--import',
          'tsx',
          script,
          databaseArg(database),
          'shared',
          '60',
          '70',
        ]);
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk) => {
          stdout += chunk;
        });
        child.stderr.on('data', (chunk) => {
          stderr += chunk;
        });
        child.on('close', (code) => (code === 0 ? resolve(JSON.parse(stdout)) : reject(new Error(stderr))));
      });
    const [first, second] = await Promise.all([run(), run()]);
    expect((first?.allowed ?? 0) + (second?.allowed ?? 0)).toBe(70);
    const check = await openStore({ database });
    expect((await check.rateLimits.peek('shared', { limit: 70, windowMs: 3_600_000 })).count).toBe(70);
    await check.close();
    await drop();
  }, 30_000);
});
