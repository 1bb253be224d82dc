// `leadgen db backup` while another process writes (issue 33): a worker process (the crash
// test's) runs a discovery on a SQLite file, enriching and charging chunk after chunk, and a
// backup is taken each time it starts a chunk. Every backup is one consistent point of that run:
// integrity_check passes, the file is 0600, and restored, every balance equals its ledger.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BackupResult, backupDatabase, type DatabaseLocation, restoreDatabase } from '@leadgen/core';
import { openStore, type Store } from '@leadgen/core/store';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import { discoverPayload, testEngine } from '@leadgen/test-utils/core';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnWorker } from './spawn-worker.js';

let dir: string;
let sandbox: Sandbox;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'leadgen-backup-writes-'));
  // a little latency per profile, so the run lasts while backups are taken
  sandbox = await startSandbox({ settings: { seed: 5, faults: { runMs: 40, perItemMs: 2 } } });
});
afterAll(async () => {
  await sandbox.stop();
  rmSync(dir, { recursive: true, force: true });
});

const BACKUPS = 4;

/** Each user's balance beside their ledger's sum, and how many profiles were charged. */
async function ledgerOf(store: Store) {
  const users = await store.db.selectFrom('users').select(['id', 'credits']).execute();
  const sums = await store.db
    .selectFrom('credit_ledger')
    .select(['user_id', sql<number>`sum(delta)`.as('total')])
    .groupBy('user_id')
    .execute();
  const charged = await store.db
    .selectFrom('credit_ledger')
    .select(sql<number>`count(*)`.as('n'))
    .where('ref', 'like', 'enrich:%')
    .executeTakeFirstOrThrow();
  return {
    balances: Object.fromEntries(users.map((user) => [user.id, Number(user.credits)])),
    ledgers: Object.fromEntries(sums.map((row) => [row.user_id, Number(row.total)])),
    charged: Number(charged.n),
  };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

describe.runIf(testEngine === 'sqlite')('a backup while a worker process writes', () => {
  it('is consistent at every point of the run, 0600, and restores to balances equal to the ledger', async () => {
    const path = join(dir, 'leadgen.db');
    const database: DatabaseLocation = { kind: 'sqlite', path };
    const store = await openStore({ database });
    const user = await store.users.create({ email: 'backup@example.com', first_name: 'B', last_name: 'U' });
    await store.ledger.grant(user.id, { millicredits: 20_000, reason: 'test', ref: 'backup-grant' });
    const job = await store.jobs.enqueue(
      user.id,
      'discover',
      discoverPayload({ targets: ['natgeo'], max: 400, sessionId: 'backup-session' }),
    );

    const child = spawnWorker(path, sandbox.url, undefined, { stdio: ['ignore', 'pipe', 'inherit'] });
    // a backup each time the worker starts a chunk (one JSON line on its stdout), one at a time
    const backups: BackupResult[] = [];
    let taking: Promise<void> | null = null;
    const enoughBackups = new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', () => {
        if (taking || backups.length >= BACKUPS) return;
        taking = backupDatabase(database, join(dir, `backup-${backups.length}.db`))
          .then((backup) => {
            backups.push(backup);
            taking = null;
            if (backups.length >= BACKUPS) resolve();
          })
          .catch(reject);
      });
      child.once('exit', () => reject(new Error(`the worker exited after ${backups.length} backups`)));
    });
    try {
      await enoughBackups;
      // then the run goes on to its end (a wait on the job's state)
      for (;;) {
        const now = await store.jobs.get(user.id, job.id);
        if (now?.status === 'completed' || now?.status === 'failed') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      child.kill('SIGTERM');
      await exited(child);
    }
    const final = await ledgerOf(store);
    expect(final.balances).toEqual(final.ledgers);
    await store.close();

    const charged: number[] = [];
    for (const [index, backup] of backups.entries()) {
      expect(statSync(backup.path).mode & 0o777).toBe(0o600);
      const check = new SqliteDatabase(backup.path, { readonly: true });
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
      check.close();
      const restoredPath = join(dir, `restored-${index}.db`);
      await restoreDatabase({ kind: 'sqlite', path: restoredPath }, backup.path);
      const restored = await openStore({
        database: { kind: 'sqlite', path: restoredPath },
        create: 'nothing',
      });
      const ledger = await ledgerOf(restored);
      expect(ledger.balances, `backup ${index}`).toEqual(ledger.ledgers);
      charged.push(ledger.charged);
      await restored.close();
    }
    // taken at different points of the run, before its end
    expect(new Set(charged).size).toBeGreaterThan(1);
    expect(Math.min(...charged)).toBeLessThan(final.charged);
  }, 90_000);
});
